/** Web Push on PostgreSQL (the flows: web-push-flows.ts); needs MYACCOUNT_TEST_POSTGRES (CI sets it). */
import { webPushFlows } from './web-push-flows';
import { test } from './going-live-server';

test.skip(!process.env.MYACCOUNT_TEST_POSTGRES, 'PostgreSQL e2e needs MYACCOUNT_TEST_POSTGRES');
test.use({ engineOption: 'postgres' });
webPushFlows();
