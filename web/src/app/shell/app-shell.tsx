import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, CircularProgress, Drawer, IconButton, Toolbar, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useBranding } from '../../lib/branding';
import { ForwardingPromoDialog } from '../../features/service-email/components/forwarding-promo-dialog';
import { GlobalNotificationBanner } from '../../features/notices/components/global-notification-banner';
import { WarningSnackbar } from '../../features/notices/components/warning-snackbar';
import { useAccount } from '../../lib/account';
import { findRoute } from '../../lib/routes';
import { storageKeys } from '../../lib/storage';
import { LanguageSwitch } from '../../lib/ui/language-switch';
import { OneTimeTooltip } from '../../lib/ui/one-time-tooltip';
import { AppErrorBoundary } from '../error-boundary';
import { useShell } from '../startup/shell-context';
import { DRAWER_WIDTH } from '../theme';
import { AccountSelector } from './account-selector';
import { NotificationSnackbar } from './notification-snackbar';
import { SideMenu } from './side-menu';

/** Spinner while a lazily loaded page arrives. */
export function PageLoading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }} role="status">
      <CircularProgress aria-hidden />
    </Box>
  );
}

/** The header title: the active route's menu label (decisions §22), or 'Welcome to {product} MyAccount' (PLAT-020). */
export function useShellTitle(): string {
  const { t } = useTranslation();
  const { menu } = useShell();
  const { product } = useBranding();
  const location = useLocation();
  // Hidden routes (/offer, /change, /apibrowser) have no menu label: they keep the welcome title.
  const route = findRoute({ ...menu, hidden: [] }, location.pathname);
  return route ? t(route.name) : t('app.welcome', { product });
}

/**
 * The logged-in layout (PLAT-012, PLAT-020…025): a permanent 260 px drawer from 960 px up, a
 * temporary drawer behind a hamburger below; the header with the title, 'Logged as' and the
 * 'Change contact' selector, and the English/French switch beside the title.
 */
export function AppShell() {
  const { t } = useTranslation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [mobileOpen, setMobileOpen] = useState(false);
  const account = useAccount();
  const { menu } = useShell();
  const title = useShellTitle();
  const location = useLocation();

  const switchAccount = (id: number) => {
    if (id === account.activeUser) return;
    void account.switchAccount(id);
  };

  const drawer = <SideMenu menu={menu} onNavigate={desktop ? undefined : () => setMobileOpen(false)} />;

  return (
    // A grid rather than a fixed header over a spacer: the header is sticky and may wrap onto
    // several rows on phones (title, account selector, 'Logged as') without covering the page.
    <Box
      sx={{
        display: 'grid',
        minHeight: '100vh',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `${DRAWER_WIDTH}px minmax(0, 1fr)` },
        gridTemplateRows: 'auto 1fr',
        gridTemplateAreas: { xs: '"header" "main"', md: '"nav header" "nav main"' },
      }}
    >
      <AppBar position="sticky" sx={{ gridArea: 'header', top: 0 }}>
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
          {!desktop && (
            <OneTimeTooltip storageKey={storageKeys.hamburgerTooltip} text={t('shell.hamburgerTooltip')}>
              <IconButton color="inherit" edge="start" aria-label={t('shell.openMenu')} onClick={() => setMobileOpen(true)}>
                <MenuIcon />
              </IconButton>
            </OneTimeTooltip>
          )}
          <Typography variant="h6" component="h1" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
            {title}
          </Typography>
          <LanguageSwitch />
          <Typography
            variant="body2"
            component="p"
            noWrap
            sx={{ order: { xs: 3, sm: 0 }, width: { xs: '100%', sm: 'auto' }, minWidth: 0 }}
          >
            {t('shell.loggedAs')} <strong>{account.email}</strong>
          </Typography>
          {account.accountIds.length > 0 && (
            <OneTimeTooltip
              storageKey={storageKeys.accountsTooltip}
              text={t('shell.accountsTooltip')}
              enabled={account.accountIds.length > 1}
              // Beside the selector on wide screens, so it never covers the notice's close button.
              placement={desktop ? 'left' : 'bottom-start'}
            >
              <Box>
                <AccountSelector ids={account.accountIds} names={account.names} active={account.activeUser} onChange={switchAccount} />
              </Box>
            </OneTimeTooltip>
          )}
        </Toolbar>
      </AppBar>
      <Box component="div" sx={{ gridArea: 'nav', display: { xs: 'none', md: 'block' } }}>
        {desktop ? (
          <Drawer variant="permanent" open sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}>
            {drawer}
          </Drawer>
        ) : (
          <Drawer
            variant="temporary"
            open={mobileOpen}
            onClose={() => setMobileOpen(false)}
            ModalProps={{ keepMounted: true }}
            slotProps={{ paper: { 'aria-label': t('shell.mainNavigation') } }}
            sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
          >
            {drawer}
          </Drawer>
        )}
      </Box>
      <Box component="main" sx={{ gridArea: 'main', p: { xs: 2, md: 3 }, minWidth: 0 }}>
        <GlobalNotificationBanner />
        <AppErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </AppErrorBoundary>
      </Box>
      <NotificationSnackbar />
      <ForwardingPromoDialog />
      <WarningSnackbar />
    </Box>
  );
}
