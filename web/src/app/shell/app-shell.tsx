import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, CircularProgress, IconButton, Paper, Toolbar, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Outlet, useLocation } from 'react-router';
import { useBranding } from '../../lib/branding';
import { ForwardingPromoDialog } from '../../features/service-email/components/forwarding-promo-dialog';
import { GlobalNotificationSlot } from '../../features/notices/components/global-notification-slot';
import { WarningSnackbar } from '../../features/notices/components/warning-snackbar';
import { ServiceStatusBannerSlot } from '../../features/service-status/components/service-status-slots';
import { PreinstallDoneNotice } from './preinstall-done-notice';
import { UnknownPageNotice } from './unknown-page-notice';
import { useAccount } from '../../lib/account';
import { lazyNamed } from '../../lib/lazy-named';
import { findRoute } from '../../lib/routes';
import { storageKeys } from '../../lib/storage';
import { LanguageSwitch } from '../../lib/ui/language-switch';
import { BrandMark } from '../../lib/ui/brand-mark';
import { HeaderTitleContext } from '../../lib/ui/page-heading';
import { SnackbarStack } from '../../lib/ui/snackbar-stack';
import { useFirstVisitTurn } from '../../lib/ui/first-visit-queue';
import { TipCallout, useOneTimeTip } from '../../lib/ui/tip-callout';
import { AppErrorBoundary } from '../error-boundary';
import { useShell } from '../startup/shell-context';
import { DRAWER_WIDTH } from '../theme';
import { AccountSelector } from './account-selector';
import { NotificationSnackbar } from './notification-snackbar';
import { SideMenu } from './side-menu';

const loadMobileDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazyNamed(loadMobileDrawer, 'MobileDrawer');

/** Spinner while a lazily loaded page arrives. */
export function PageLoading() {
  // The first-visit overlays wait for the page: it may hold one of its own (first-visit-queue).
  useFirstVisitTurn('pageCode', 'pending');
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
 * temporary drawer behind a hamburger below; the header with the title, 'Logged as' and, for a
 * login with several accounts, the 'Change contact' selector, and the English/French switch
 * beside the title. On phones the header has two fixed rows (title, then 'Logged as' and the
 * selector), so its height does not change from page to page. The one-time tips of the header
 * are callouts at the top of the content (in the first-visit queue's order), the snackbars share
 * one stack.
 */
export function AppShell() {
  const { t } = useTranslation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [mobileOpen, setMobileOpen] = useState(false);
  // The phones' drawer is fetched on the first open (mobile-drawer.tsx) and kept for its transitions.
  const [mobileDrawerUsed, setMobileDrawerUsed] = useState(false);
  const account = useAccount();
  const { menu } = useShell();
  const title = useShellTitle();
  const location = useLocation();
  const several = account.accountIds.length > 1;
  const menuTip = useOneTimeTip('menuTip', storageKeys.hamburgerTooltip, !desktop);
  const accountsTip = useOneTimeTip('accountsTip', storageKeys.accountsTooltip, several);
  // Where the focus goes once a tip's 'GOT IT' is pressed: the control the tip is about.
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const selectorRef = useRef<{ focus: () => void }>(null);

  const switchAccount = (id: number) => {
    if (id === account.activeUser) return;
    void account.switchAccount(id);
  };

  const closeMobileDrawer = useCallback(() => setMobileOpen(false), []);
  const drawer = <SideMenu menu={menu} onNavigate={desktop ? undefined : closeMobileDrawer} />;

  const loggedAs = (
    <Typography
      variant="body2"
      component="p"
      noWrap
      data-testid="logged-as"
      sx={{
        minWidth: 0,
        flex: { xs: '1 1 auto', md: '0 1 auto' },
        // On phones beside the selector: the e-mail on its own line, so it is not cut short.
        ...(several && { '& strong': { display: { xs: 'block', md: 'inline' }, overflow: 'hidden', textOverflow: 'ellipsis' }, lineHeight: { xs: 1.25, md: 1.43 } }),
      }}
    >
      {t('shell.loggedAs')} <strong>{account.email}</strong>
    </Typography>
  );
  const selector = several && (
    <AccountSelector
      ids={account.accountIds}
      names={account.names}
      active={account.activeUser}
      onChange={switchAccount}
      describedBy={accountsTip.show ? accountsTip.textId : undefined}
      focusRef={selectorRef}
    />
  );

  return (
    // A grid rather than a fixed header over a spacer: the header is sticky and has two rows on
    // phones (title, then 'Logged as' and the selector) without covering the page.
    <Box
      sx={{
        display: 'grid',
        minHeight: '100vh',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `${DRAWER_WIDTH}px minmax(0, 1fr)` },
        gridTemplateRows: 'auto 1fr',
        gridTemplateAreas: { xs: '"header" "main"', md: '"nav header" "nav main"' },
      }}
    >
      <AppBar position="sticky" elevation={1} sx={{ gridArea: 'header', top: 0 }}>
        <Toolbar disableGutters sx={{ gap: { xs: 1, md: 2 }, px: { xs: 1, sm: 2, md: 3 }, minHeight: { xs: 56, md: 64 } }}>
          {!desktop && (
            <>
              <IconButton
                ref={menuButtonRef}
                color="inherit"
                aria-label={t('shell.openMenu')}
                aria-describedby={menuTip.show ? menuTip.textId : undefined}
                onClick={() => {
                  setMobileDrawerUsed(true);
                  setMobileOpen(true);
                }}
                onPointerEnter={() => void loadMobileDrawer()}
                onFocus={() => void loadMobileDrawer()}
              >
                <MenuIcon />
              </IconButton>
              <BrandMark size={32} inverse showName={false} />
            </>
          )}
          <Typography variant="h6" component="h1" noWrap sx={{ flexGrow: 1, minWidth: 0, fontSize: { xs: '1.0625rem', sm: '1.25rem' } }}>
            {title}
          </Typography>
          <LanguageSwitch />
          {desktop && loggedAs}
          {desktop && selector}
        </Toolbar>
        {!desktop && (
          <Box
            data-testid="header-account-row"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 2, sm: 3 }, height: several ? 52 : 36, pb: several ? 0.5 : 0 }}
          >
            {loggedAs}
            {selector}
          </Box>
        )}
      </AppBar>
      <Box component="div" sx={{ gridArea: 'nav', display: { xs: 'none', md: 'block' } }}>
        {desktop ? (
          // A permanent drawer's look (a fixed paper with a border) without MUI's Drawer, whose
          // module brings the Modal of the temporary one.
          <Paper
            square
            elevation={0}
            data-testid="side-drawer"
            sx={{
              position: 'fixed',
              top: 0,
              left: 0,
              zIndex: 'drawer',
              width: DRAWER_WIDTH,
              height: '100%',
              boxSizing: 'border-box',
              display: 'flex',
              flexDirection: 'column',
              overflowY: 'auto',
              borderRight: 1,
              borderColor: 'divider',
            }}
          >
            {drawer}
          </Paper>
        ) : (
          mobileDrawerUsed && (
            <Suspense fallback={null}>
              <MobileDrawer open={mobileOpen} onClose={() => setMobileOpen(false)} label={t('shell.mainNavigation')}>
                {drawer}
              </MobileDrawer>
            </Suspense>
          )
        )}
      </Box>
      <Box component="main" sx={{ gridArea: 'main', p: { xs: 2, md: 3 }, minWidth: 0 }}>
        {menuTip.show && (
          <TipCallout text={t('shell.hamburgerTooltip')} textId={menuTip.textId} onDismiss={menuTip.dismiss} focusAfter={() => menuButtonRef.current} arrow="start" arrowOffset={10} testId="menu-tip" sx={{ mt: 0, mb: 2 }} />
        )}
        {accountsTip.show && (
          <TipCallout text={t('shell.accountsTooltip')} textId={accountsTip.textId} onDismiss={accountsTip.dismiss} focusAfter={() => selectorRef.current} arrow="end" testId="accounts-tip" sx={{ mt: 0, mb: 2 }} />
        )}
        {!location.pathname.endsWith('/dashboard') && <ServiceStatusBannerSlot user={account.activeUser} dashboardPath="/user/dashboard" />}
        <GlobalNotificationSlot />
        <PreinstallDoneNotice key={account.activeUser} />
        <UnknownPageNotice />
        <AppErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<PageLoading />}>
            {/* A page heading that repeats this title is shown once (lib/ui/page-heading). */}
            <HeaderTitleContext.Provider value={title}>
              <Outlet />
            </HeaderTitleContext.Provider>
          </Suspense>
        </AppErrorBoundary>
      </Box>
      <SnackbarStack startOffset={DRAWER_WIDTH} belowDrawer={!desktop && mobileOpen}>
        <WarningSnackbar />
        <NotificationSnackbar />
      </SnackbarStack>
      <ForwardingPromoDialog />
    </Box>
  );
}
