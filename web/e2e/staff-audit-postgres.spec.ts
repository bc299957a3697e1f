/** The staff console's settings and audit on PostgreSQL (the flows: staff-audit-flows.ts); needs MYACCOUNT_TEST_POSTGRES (CI sets it). */
import { test } from './going-live-server';
import { staffAuditFlows } from './staff-audit-flows';

test.skip(!process.env.MYACCOUNT_TEST_POSTGRES, 'PostgreSQL e2e needs MYACCOUNT_TEST_POSTGRES');
test.use({ engineOption: 'postgres', demoOption: true });
staffAuditFlows();
