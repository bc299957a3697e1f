/** The staff console's settings and audit on SQLite (the flows: staff-audit-flows.ts). */
import { test } from './going-live-server';
import { staffAuditFlows } from './staff-audit-flows';

test.use({ engineOption: 'sqlite', demoOption: true });
staffAuditFlows();
