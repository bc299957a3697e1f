/** Support tickets between avery and an agent on PostgreSQL (the flows: staff-tickets-flows.ts); needs MYACCOUNT_TEST_POSTGRES (CI sets it). */
import { test } from './going-live-server';
import { staffTicketsFlows } from './staff-tickets-flows';

test.skip(!process.env.MYACCOUNT_TEST_POSTGRES, 'PostgreSQL e2e needs MYACCOUNT_TEST_POSTGRES');
test.use({ engineOption: 'postgres' });
staffTicketsFlows();
