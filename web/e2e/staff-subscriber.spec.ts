/** The staff console's subscriber page on SQLite (the flows: staff-subscriber-flows.ts). */
import { test } from './going-live-server';
import { staffSubscriberFlows } from './staff-subscriber-flows';

test.use({ engineOption: 'sqlite' });
staffSubscriberFlows();
