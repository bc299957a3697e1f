/** The Account page (account info, referral code, change request, My Balance, service e-mails, account security), for accounts with contact info. */
import AccountCircle from '@mui/icons-material/AccountCircle';
import { lazyNamed } from '../../lib/lazy-named';
import { menuOrder, type RouteDeclaration } from '../../lib/routes';
import { withTexts } from '../../i18n/i18n';

export const accountPageRoutes: readonly RouteDeclaration[] = [
  {
    id: 'account',
    path: '/account',
    page: lazyNamed(() => withTexts(['account', 'serviceEmail'], import('./account-page')), 'AccountPage'),
    menu: [{ label: 'menu.account', icon: AccountCircle, section: 'main', order: menuOrder.contactInfo, when: (a) => a.flags.hasContactInfo }],
  },
];
