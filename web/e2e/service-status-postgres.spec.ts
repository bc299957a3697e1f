/** Service status on PostgreSQL (the flows: service-status-flows.ts); needs MYACCOUNT_TEST_POSTGRES (CI sets it). */
import { serviceStatusFlows } from './service-status-flows';
import { test } from './going-live-server';

test.skip(!process.env.MYACCOUNT_TEST_POSTGRES, 'PostgreSQL e2e needs MYACCOUNT_TEST_POSTGRES');
test.use({ engineOption: 'postgres' });
serviceStatusFlows();
