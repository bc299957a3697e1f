/** Change Password, always at the bottom of the menu. */
import Lock from '@mui/icons-material/Lock';
import { lazy } from 'react';
import { menuOrder, type RouteDeclaration } from '../../lib/routes';

export const changePasswordRoutes: readonly RouteDeclaration[] = [
  {
    id: 'changepassword',
    path: '/changepassword',
    page: lazy(() => import('./components/change-password-page').then((m) => ({ default: m.ChangePasswordPage }))),
    menu: [{ label: 'menu.changePassword', icon: Lock, section: 'bottom', order: menuOrder.bottom }],
  },
];
