/** The Important page: the account warnings and their actions, first in the menu while one exists. */
import Warning from '@mui/icons-material/Warning';
import { lazyNamed } from '../../lib/lazy-named';
import { menuOrder, type RouteDeclaration } from '../../lib/routes';
import { withTexts } from '../../i18n/i18n';

export const importantRoutes: readonly RouteDeclaration[] = [
  {
    id: 'important',
    path: '/important',
    page: lazyNamed(() => withTexts(['important'], import('./components/important-page')), 'ImportantPage'),
    menu: [{ label: 'menu.important', icon: Warning, section: 'main', order: menuOrder.important, danger: true, when: (a) => a.hasWarning }],
  },
];
