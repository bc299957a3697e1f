/** The Wi-Fi page (settings and device traffic), for broadband accounts with Wi-Fi. */
import Wifi from '@mui/icons-material/Wifi';
import { lazyNamed } from '../../lib/lazy-named';
import { menuOrder, type RouteDeclaration } from '../../lib/routes';
import { withTexts } from '../../i18n/i18n';

export const wifiPageRoutes: readonly RouteDeclaration[] = [
  {
    id: 'wifi',
    path: '/wifi',
    page: lazyNamed(() => withTexts(['wifiPage', 'wifiSettings', 'liveTraffic', 'wifiTraffic'], import('./wifi-page')), 'WifiPage'),
    menu: [
      {
        label: 'menu.wifi',
        icon: Wifi,
        section: 'main',
        group: 'internet',
        order: menuOrder.internet + 1,
        when: (a) => a.flags.hasBroadband && a.flags.hasWiFi,
      },
    ],
  },
];
