/** Support tickets between avery and an agent on SQLite (the flows: staff-tickets-flows.ts). */
import { test } from './going-live-server';
import { staffTicketsFlows } from './staff-tickets-flows';

test.use({ engineOption: 'sqlite' });
staffTicketsFlows();
