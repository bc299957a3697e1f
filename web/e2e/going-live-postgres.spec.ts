/** Going live on PostgreSQL (the flows: going-live-flows.ts); needs MYACCOUNT_TEST_POSTGRES (CI sets it). */
import { goingLiveFlows } from './going-live-flows';
import { test } from './going-live-server';

test.skip(!process.env.MYACCOUNT_TEST_POSTGRES, 'PostgreSQL e2e needs MYACCOUNT_TEST_POSTGRES');
test.use({ engineOption: 'postgres' });
goingLiveFlows();
