/**
 * The API browser (MISC-011…013): hidden, only for the configured internal ids (PLAT-057,
 * app-config apiBrowserUserIds). The shell sends addresses outside an account's menu to its
 * landing page (app/router.tsx), so for everyone else the address has a route of its own that
 * answers '404 Not Found' (MISC-012): a separate declaration, so the API browser itself stays in
 * the menu of the internal ids only.
 */
import Api from '@mui/icons-material/Api';
import { lazyNamed } from '../../lib/lazy-named';
import { menuOrder, type MenuRuleInput, type RouteDeclaration } from '../../lib/routes';
import { withTexts } from '../../i18n/i18n';

/** The active contact is one of the configured internal ids. */
export const mayBrowseApi = (a: Pick<MenuRuleInput, 'userId' | 'config'>): boolean =>
  a.userId !== null && a.config.apiBrowserUserIds.includes(a.userId);

export const apiBrowserRoutes: readonly RouteDeclaration[] = [
  {
    id: 'apibrowser',
    path: '/apibrowser',
    page: lazyNamed(() => withTexts(['apiBrowser'], import('./components/api-browser-page')), 'ApiBrowserPage'),
    menu: [{ label: 'menu.apiBrowser', icon: Api, section: 'hidden', order: menuOrder.hidden + 2, when: mayBrowseApi }],
  },
  {
    // '/apibrowser/*' matches /user/apibrowser and below for the router, and is not the API
    // browser's own path in the menu.
    id: 'apibrowser-not-found',
    path: '/apibrowser/*',
    page: lazyNamed(() => withTexts(['apiBrowser'], import('./components/not-found')), 'ApiBrowserNotFound'),
    menu: [{ label: 'notFound.heading', icon: Api, section: 'hidden', order: menuOrder.hidden + 3, when: (a) => !mayBrowseApi(a) }],
  },
];
