/** The Traffic Monitor page: part of the French catalog (see ../fr.ts), mirrors ../en/traffic-monitor.ts. */
import type { CatalogShape } from '../fr';

export const trafficMonitorMessages: CatalogShape['trafficMonitor'] = {
  heading: 'Moniteur de trafic',
};
