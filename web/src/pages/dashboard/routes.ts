/** The Dashboard: the month's usage, first of the Internet group. */
import DashboardIcon from '@mui/icons-material/Dashboard';
import { lazyNamed } from '../../lib/lazy-named';
import { menuOrder, type RouteDeclaration } from '../../lib/routes';
import { withTexts } from '../../i18n/i18n';
import { askFirstReads } from './first-reads';

// Its cards show the usage's texts, the package's and the balance's (account).
const loadPage = () => withTexts(['dashboard', 'package', 'account'], import('./dashboard-page'));

export const dashboardRoutes: readonly RouteDeclaration[] = [
  {
    id: 'dashboard',
    path: '/dashboard',
    page: lazyNamed(loadPage, 'DashboardPage'),
    // The page most visits open first: its chunk loads while the app starts.
    preload: loadPage,
    // Its first cards wait for the usage and the package: asked while the menu's reads are.
    prefetch: askFirstReads,
    menu: [
      { label: 'menu.dashboard', icon: DashboardIcon, section: 'main', group: 'internet', order: menuOrder.internet, when: (a) => a.flags.hasBroadband },
    ],
  },
];
