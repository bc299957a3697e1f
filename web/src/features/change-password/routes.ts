/** Change Password, always at the bottom of the menu. */
import Lock from '@mui/icons-material/Lock';
import { lazyNamed } from '../../lib/lazy-named';
import { menuOrder, type RouteDeclaration } from '../../lib/routes';
import { withTexts } from '../../i18n/i18n';

export const changePasswordRoutes: readonly RouteDeclaration[] = [
  {
    id: 'changepassword',
    path: '/changepassword',
    page: lazyNamed(() => withTexts(['changePassword'], import('./components/change-password-page')), 'ChangePasswordPage'),
    menu: [{ label: 'menu.changePassword', icon: Lock, section: 'bottom', order: menuOrder.bottom }],
  },
];
