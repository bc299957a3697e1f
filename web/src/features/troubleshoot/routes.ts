/** "Is it us or you?" (issue 32): troubleshooting for broadband accounts with the provider's router. */
import Troubleshoot from '@mui/icons-material/Troubleshoot';
import { lazyNamed } from '../../lib/lazy-named';
import { menuOrder, type RouteDeclaration } from '../../lib/routes';
import { withTexts } from '../../i18n/i18n';

export const troubleshootRoutes: readonly RouteDeclaration[] = [
  {
    id: 'troubleshoot',
    path: '/troubleshoot',
    page: lazyNamed(() => withTexts(['troubleshoot'], import('./components/troubleshoot-page')), 'TroubleshootPage'),
    menu: [
      {
        label: 'menu.troubleshoot',
        icon: Troubleshoot,
        section: 'main',
        group: 'internet',
        order: menuOrder.internet + 6,
        when: (a) => a.flags.hasBroadband && a.flags.hasRouter,
      },
    ],
  },
];
