/** Support requests, the subscriber's side, on PostgreSQL (the flows: support-flows.ts); needs MYACCOUNT_TEST_POSTGRES (CI sets it). */
import { supportFlows } from './support-flows';
import { test } from './going-live-server';

test.skip(!process.env.MYACCOUNT_TEST_POSTGRES, 'PostgreSQL e2e needs MYACCOUNT_TEST_POSTGRES');
test.use({ engineOption: 'postgres' });
supportFlows();
