/** The staff console's subscriber page on PostgreSQL (the flows: staff-subscriber-flows.ts); needs MYACCOUNT_TEST_POSTGRES (CI sets it). */
import { test } from './going-live-server';
import { staffSubscriberFlows } from './staff-subscriber-flows';

test.skip(!process.env.MYACCOUNT_TEST_POSTGRES, 'PostgreSQL e2e needs MYACCOUNT_TEST_POSTGRES');
test.use({ engineOption: 'postgres' });
staffSubscriberFlows();
