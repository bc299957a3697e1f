/** The Traffic Monitor: Wi-Fi traffic by device and the router's traffic, for broadband accounts with Wi-Fi. */
import BarChart from '@mui/icons-material/BarChart';
import { lazyNamed } from '../../lib/lazy-named';
import { menuOrder, type RouteDeclaration } from '../../lib/routes';
import { withTexts } from '../../i18n/i18n';

export const trafficMonitorRoutes: readonly RouteDeclaration[] = [
  {
    id: 'trafficMonitor',
    path: '/trafficMonitor',
    page: lazyNamed(() => withTexts(['trafficMonitor', 'liveTraffic', 'wifiTraffic'], import('./components/traffic-monitor-page')), 'TrafficMonitorPage'),
    menu: [
      {
        label: 'menu.trafficMonitor',
        icon: BarChart,
        section: 'main',
        group: 'internet',
        order: menuOrder.internet + 2,
        when: (a) => a.flags.hasBroadband && a.flags.hasWiFi,
      },
    ],
  },
];
