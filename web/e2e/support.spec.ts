/** Support requests, the subscriber's side, on SQLite (the flows: support-flows.ts). */
import { supportFlows } from './support-flows';

supportFlows();
