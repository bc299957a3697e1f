/** Web Push on SQLite (the flows: web-push-flows.ts). */
import { webPushFlows } from './web-push-flows';

webPushFlows();
