/** The offer page: a hidden route an offer link lands on. */
import LocalOffer from '@mui/icons-material/LocalOffer';
import { lazyNamed } from '../../lib/lazy-named';
import { menuOrder, type RouteDeclaration } from '../../lib/routes';
import { withTexts } from '../../i18n/i18n';

export const offerRoutes: readonly RouteDeclaration[] = [
  {
    id: 'offer',
    path: '/offer',
    page: lazyNamed(() => withTexts(['offer'], import('./components/offer-page')), 'OfferPage'),
    menu: [{ label: 'menu.offer', icon: LocalOffer, section: 'hidden', order: menuOrder.hidden }],
  },
];
