/** The five phone pages of the Phone group (PHONE-001); wizards and forms open inside them (PHONE-006). */
import Call from '@mui/icons-material/Call';
import History from '@mui/icons-material/History';
import LocalPolice from '@mui/icons-material/LocalPolice';
import Public from '@mui/icons-material/Public';
import Settings from '@mui/icons-material/Settings';
import type { SvgIconComponent } from '@mui/icons-material';
import { lazyNamed } from '../../lib/lazy-named';
import { menuOrder, type RouteDeclaration, type RoutePage } from '../../lib/routes';
import { withTexts } from '../../i18n/i18n';

const phonePage = (id: string, label: string, icon: SvgIconComponent, rank: number, page: RoutePage): RouteDeclaration => ({
  id,
  path: `/${id}`,
  page,
  menu: [{ label, icon, section: 'main', group: 'phone', order: menuOrder.phone + rank, when: (a) => a.flags.hasPhone }],
});

export const phoneRoutes: readonly RouteDeclaration[] = [
  phonePage(
    'emergencyprofiles',
    'menu.emergencyProfiles',
    LocalPolice,
    0,
    lazyNamed(() => withTexts(['phone'], import('./components/emergency-profiles-page')), 'EmergencyProfilesPage'),
  ),
  phonePage(
    'phonebasicsettings',
    'menu.phoneBasicSettings',
    Call,
    1,
    lazyNamed(() => withTexts(['phone'], import('./components/basic-settings-page')), 'BasicSettingsPage'),
  ),
  phonePage(
    'phonecallshistory',
    'menu.phoneCallsHistory',
    History,
    2,
    lazyNamed(() => withTexts(['phone'], import('./components/call-history-page')), 'CallHistoryPage'),
  ),
  phonePage(
    'phoneinternationalallowance',
    'menu.phoneInternationalCalls',
    Public,
    3,
    lazyNamed(() => withTexts(['phone'], import('./components/international-allowance-page')), 'InternationalAllowancePage'),
  ),
  phonePage(
    'phoneadvancedsettings',
    'menu.phoneAdvancedSettings',
    Settings,
    4,
    lazyNamed(() => withTexts(['phone'], import('./components/advanced-settings-page')), 'AdvancedSettingsPage'),
  ),
];
