/**
 * Support (issue 32, item 3): the account's requests (/support), a new request (/support/new:
 * Contact Us and the troubleshooting page's "Still not working" lead to it) and each request's
 * conversation (/support/{id}) — one page chunk that routes the three. The menu entry carries the
 * count of unread replies, a lazy slot (the menu is in every first load).
 */
import SupportAgent from '@mui/icons-material/SupportAgent';
import { lazyNamed } from '../../lib/lazy-named';
import { menuOrder, type RouteDeclaration } from '../../lib/routes';
import { withTexts } from '../../i18n/i18n';

export const supportRoutes: readonly RouteDeclaration[] = [
  {
    id: 'support',
    path: '/support',
    nested: true,
    page: lazyNamed(() => withTexts(['support'], import('./components/support-pages')), 'SupportPages'),
    // Before Contact Us, after Notifications.
    menu: [
      {
        label: 'menu.support',
        icon: SupportAgent,
        section: 'bottom',
        order: menuOrder.bottom + 0.75,
        badge: lazyNamed(() => withTexts(['support'], import('./components/unread-badge')), 'UnreadBadge'),
      },
    ],
  },
];
