/** Going live on SQLite (the flows: going-live-flows.ts). */
import { goingLiveFlows } from './going-live-flows';
import { test } from './going-live-server';

test.use({ engineOption: 'sqlite' });
goingLiveFlows();
