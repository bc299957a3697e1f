/** Contact Us (MISC-009, MISC-010), always at the bottom of the menu (PLAT-055). */
import ContactSupport from '@mui/icons-material/ContactSupport';
import { lazy } from 'react';
import { menuOrder, type RouteDeclaration } from '../../lib/routes';
import { withTexts } from '../../i18n/i18n';

export const contactUsRoutes: readonly RouteDeclaration[] = [
  {
    id: 'contactus',
    path: '/contactus',
    page: lazy(() => withTexts(['contact'], import('./components/contact-us-page')).then((m) => ({ default: m.ContactUsPage }))),
    menu: [{ label: 'menu.contactUs', icon: ContactSupport, section: 'bottom', order: menuOrder.bottom + 1 }],
  },
];
