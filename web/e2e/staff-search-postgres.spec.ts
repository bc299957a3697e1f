/** The staff console's subscriber search on PostgreSQL (the flows: staff-search-flows.ts); needs MYACCOUNT_TEST_POSTGRES (CI sets it). */
import { test } from './going-live-server';
import { staffSearchFlows } from './staff-search-flows';

test.skip(!process.env.MYACCOUNT_TEST_POSTGRES, 'PostgreSQL e2e needs MYACCOUNT_TEST_POSTGRES');
staffSearchFlows('postgres');
