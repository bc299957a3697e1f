/** The staff console's review queues on SQLite (the flows: staff-reviews-flows.ts). */
import { staffReviewFlows } from './staff-reviews-flows';
import { test } from './going-live-server';

test.use({ engineOption: 'sqlite' });
staffReviewFlows();
