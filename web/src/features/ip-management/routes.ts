/** IP address management (/advancedsettings): 'Advanced settings' of the Internet group (decisions §9). */
import Settings from '@mui/icons-material/Settings';
import { lazyNamed } from '../../lib/lazy-named';
import { menuOrder, type RouteDeclaration } from '../../lib/routes';
import { withTexts } from '../../i18n/i18n';

export const ipManagementRoutes: readonly RouteDeclaration[] = [
  {
    id: 'advancedsettings',
    path: '/advancedsettings',
    page: lazyNamed(() => withTexts(['ip'], import('./components/ip-management-page')), 'IpManagementPage'),
    menu: [
      {
        label: 'menu.advancedSettingsInternet',
        icon: Settings,
        section: 'main',
        group: 'internet',
        order: menuOrder.internet + 5,
        when: (a) => a.flags.hasBroadband,
      },
    ],
  },
];
