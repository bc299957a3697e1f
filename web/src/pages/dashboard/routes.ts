/** The Dashboard: the month's usage, first of the Internet group. */
import DashboardIcon from '@mui/icons-material/Dashboard';
import { lazy } from 'react';
import { menuOrder, type RouteDeclaration } from '../../lib/routes';

export const dashboardRoutes: readonly RouteDeclaration[] = [
  {
    id: 'dashboard',
    path: '/dashboard',
    page: lazy(() => import('./dashboard-page').then((m) => ({ default: m.DashboardPage }))),
    menu: [
      { label: 'menu.dashboard', icon: DashboardIcon, section: 'main', group: 'internet', order: menuOrder.internet, when: (a) => a.flags.hasBroadband },
    ],
  },
];
