/** The account's documents and invoices (ACCT-030…035), for accounts with contact info (PLAT-047). */
import Folder from '@mui/icons-material/Folder';
import { lazyNamed } from '../../lib/lazy-named';
import { menuOrder, type RouteDeclaration } from '../../lib/routes';
import { withTexts } from '../../i18n/i18n';

export const documentsRoutes: readonly RouteDeclaration[] = [
  {
    id: 'documents',
    path: '/documents',
    page: lazyNamed(() => withTexts(['documents'], import('./components/documents-page')), 'DocumentsPage'),
    menu: [{ label: 'menu.documents', icon: Folder, section: 'main', order: menuOrder.contactInfo + 1, when: (a) => a.flags.hasContactInfo }],
  },
];
