/** The Package page (upgrade, traffic packs, Unlimited mode), in the Internet group. */
import Inventory from '@mui/icons-material/Inventory2';
import { lazyNamed } from '../../lib/lazy-named';
import { menuOrder, type RouteDeclaration } from '../../lib/routes';
import { withTexts } from '../../i18n/i18n';

export const packageRoutes: readonly RouteDeclaration[] = [
  {
    id: 'package',
    path: '/package',
    page: lazyNamed(() => withTexts(['package'], import('./components/package-page')), 'PackagePage'),
    menu: [
      { label: 'menu.package', icon: Inventory, section: 'main', group: 'internet', order: menuOrder.internet + 4, when: (a) => a.flags.hasBroadband },
    ],
  },
];
