/** Contact Us (MISC-009, MISC-010), always at the bottom of the menu (PLAT-055). */
import ContactSupport from '@mui/icons-material/ContactSupport';
import { lazyNamed } from '../../lib/lazy-named';
import { menuOrder, type RouteDeclaration } from '../../lib/routes';
import { withTexts } from '../../i18n/i18n';

export const contactUsRoutes: readonly RouteDeclaration[] = [
  {
    id: 'contactus',
    path: '/contactus',
    page: lazyNamed(() => withTexts(['contact'], import('./components/contact-us-page')), 'ContactUsPage'),
    menu: [{ label: 'menu.contactUs', icon: ContactSupport, section: 'bottom', order: menuOrder.bottom + 1 }],
  },
];
