/** The staff console's subscriber search on SQLite (the flows: staff-search-flows.ts). */
import { staffSearchFlows } from './staff-search-flows';

staffSearchFlows('sqlite');
