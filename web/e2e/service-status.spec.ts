/** Service status on SQLite (the flows: service-status-flows.ts). */
import { serviceStatusFlows } from './service-status-flows';

serviceStatusFlows();
