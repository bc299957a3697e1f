/** The usage Calendar, in the Internet group. */
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import { lazyNamed } from '../../lib/lazy-named';
import { menuOrder, type RouteDeclaration } from '../../lib/routes';
import { withTexts } from '../../i18n/i18n';

export const calendarRoutes: readonly RouteDeclaration[] = [
  {
    id: 'calendar',
    path: '/calendar',
    page: lazyNamed(() => withTexts(['calendar'], import('./components/calendar-page')), 'CalendarPage'),
    menu: [
      { label: 'menu.calendar', icon: CalendarMonth, section: 'main', group: 'internet', order: menuOrder.internet + 3, when: (a) => a.flags.hasBroadband },
    ],
  },
];
