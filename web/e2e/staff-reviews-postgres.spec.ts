/** The staff console's review queues on PostgreSQL (the flows: staff-reviews-flows.ts); needs MYACCOUNT_TEST_POSTGRES (CI sets it). */
import { staffReviewFlows } from './staff-reviews-flows';
import { test } from './going-live-server';

test.skip(!process.env.MYACCOUNT_TEST_POSTGRES, 'PostgreSQL e2e needs MYACCOUNT_TEST_POSTGRES');
test.use({ engineOption: 'postgres' });
staffReviewFlows();
