/** Notifications (issue 31): the login's notification preferences, with the personal settings at the bottom of the menu. */
import NotificationsIcon from '@mui/icons-material/Notifications';
import { lazyNamed } from '../../lib/lazy-named';
import { menuOrder, type RouteDeclaration } from '../../lib/routes';
import { withTexts } from '../../i18n/i18n';

export const notificationsRoutes: readonly RouteDeclaration[] = [
  {
    id: 'notifications',
    path: '/notifications',
    page: lazyNamed(() => withTexts(['notifications'], import('./components/notifications-page')), 'NotificationsPage'),
    // Right after Change Password (menuOrder.bottom), before Contact Us.
    menu: [{ label: 'menu.notifications', icon: NotificationsIcon, section: 'bottom', order: menuOrder.bottom + 0.5 }],
  },
];
