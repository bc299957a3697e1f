/** Logout: last at the bottom of the menu; its page lives outside the shell (/will/logout). */
import LogoutIcon from '@mui/icons-material/Logout';
import { lazyNamed } from '../../lib/lazy-named';
import { menuOrder, type RouteDeclaration } from '../../lib/routes';
import { withTexts } from '../../i18n/i18n';

export const sessionRoutes: readonly RouteDeclaration[] = [
  {
    id: 'logout',
    path: '/logout',
    layout: '/will',
    page: lazyNamed(() => withTexts(['logout'], import('./components/logout-page')), 'LogoutPage'),
    menu: [{ label: 'menu.logout', icon: LogoutIcon, section: 'bottom', order: menuOrder.bottom + 2 }],
  },
];
