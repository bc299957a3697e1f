/**
 * /change: the hidden page that switches account and then acts (NET-078; built by a later issue,
 * a placeholder for now).
 */
import Settings from '@mui/icons-material/Settings';
import { menuOrder, placeholderPage, type RouteDeclaration } from '../../lib/routes';

export const changeRoutes: readonly RouteDeclaration[] = [
  {
    id: 'change',
    path: '/change',
    page: placeholderPage,
    menu: [{ label: 'menu.change', icon: Settings, section: 'hidden', order: menuOrder.hidden + 1 }],
  },
];
