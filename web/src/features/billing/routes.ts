/**
 * Auto payment and billing, one page at /autopayment (PAY-011): 'Auto Payment' in the pre-install
 * block, 'Billing' for accounts receivable — pre-install's entry wins when both hold. The page is
 * headed by the label of the entry that put it in the menu.
 */
import CreditCard from '@mui/icons-material/CreditCard';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { lazyNamed } from '../../lib/lazy-named';
import { menuOrder, type RouteDeclaration } from '../../lib/routes';
import { withTexts } from '../../i18n/i18n';

export const billingRoutes: readonly RouteDeclaration[] = [
  {
    id: 'autopayment',
    path: '/autopayment',
    page: lazyNamed(() => withTexts(['billing'], import('./components/autopayment-page')), 'AutopaymentPage'),
    menu: [
      { label: 'menu.autoPayment', icon: CreditCard, section: 'main', order: menuOrder.preinstall + 2, when: (a) => a.flags.hasPreinstall },
      { label: 'menu.billing', icon: ReceiptLong, section: 'main', order: menuOrder.billing, when: (a) => a.flags.hasAr },
    ],
  },
];
