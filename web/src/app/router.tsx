import { Box } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { appConfig } from './config/app-config';
import { allRoutes, type MenuRoute } from './menu/menu-rules';
import { LandingRedirect } from './pages/landing-redirect';
import { AppShell, PageLoading } from './shell/app-shell';
import { useAccount } from './startup/account-context';
import { StartupGate, TokenGate } from './startup/session-gates';

// Pages are split into their own chunks (stack.md: split routes with React.lazy).
const PlaceholderPage = lazy(() => import('./pages/placeholder-page').then((m) => ({ default: m.PlaceholderPage })));
const NotFoundPage = lazy(() => import('./pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const LogoutPage = lazy(() =>
  import('../features/session/components/logout-page').then((m) => ({ default: m.LogoutPage })),
);
const ImportantPage = lazy(() =>
  import('../features/important/components/important-page').then((m) => ({ default: m.ImportantPage })),
);
const AccountPage = lazy(() =>
  import('../features/account/components/account-page').then((m) => ({ default: m.AccountPage })),
);
const ChangePasswordPage = lazy(() =>
  import('../features/change-password/components/change-password-page').then((m) => ({ default: m.ChangePasswordPage })),
);

function AccountRoute() {
  const { activeUser, email } = useAccount();
  return <AccountPage key={activeUser} user={activeUser} loginEmail={email} />;
}

function ChangePasswordRoute() {
  const { email } = useAccount();
  return <ChangePasswordPage email={email} />;
}
const UnsubscribePage = lazy(() =>
  import('../features/unsubscribe/components/unsubscribe-page').then((m) => ({ default: m.UnsubscribePage })),
);
const RegisterPage = lazy(() =>
  import('../features/register/components/register-page').then((m) => ({ default: m.RegisterPage })),
);

const TrafficMonitorPage = lazy(() =>
  import('../features/traffic-monitor/components/traffic-monitor-page').then((m) => ({ default: m.TrafficMonitorPage })),
);
const DashboardPage = lazy(() =>
  import('../features/dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const CalendarPage = lazy(() =>
  import('../features/calendar/components/calendar-page').then((m) => ({ default: m.CalendarPage })),
);
const PackagePage = lazy(() =>
  import('../features/package/components/package-page').then((m) => ({ default: m.PackagePage })),
);
const OfferPage = lazy(() => import('../features/offer/components/offer-page').then((m) => ({ default: m.OfferPage })));
const WifiPage = lazy(() => import('../features/wifi/components/wifi-page').then((m) => ({ default: m.WifiPage })));

function TrafficMonitorRoute() {
  const { activeUser } = useAccount();
  return <TrafficMonitorPage activeUser={activeUser} />;
}

function WifiRoute() {
  const { activeUser } = useAccount();
  return <WifiPage activeUser={activeUser} />;
}

function ImportantRoute() {
  const { activeUser } = useAccount();
  return <ImportantPage activeUser={activeUser} />;
}

/**
 * The page of a route. Screens built by later issues are placeholders with their heading; add
 * them here as `case 'id': return <ThePage />`.
 */
function pageFor(route: MenuRoute): ReactNode {
  switch (route.id) {
    case 'important':
      return <ImportantRoute />;
    case 'account':
      return <AccountRoute />;
    case 'changepassword':
      return <ChangePasswordRoute />;
    case 'trafficMonitor':
      return <TrafficMonitorRoute />;
    case 'wifi':
      return <WifiRoute />;
    case 'dashboard':
      return <DashboardPage />;
    case 'calendar':
      return <CalendarPage />;
    case 'package':
      return <PackagePage />;
    case 'offer':
      return <OfferPage />;
    default:
      return <PlaceholderPage nameKey={route.name} />;
  }
}

/** The shell's routes: exactly those of the active account's menu (hidden ones included). */
function ShellRoutes() {
  const { menu } = useAccount();
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<LandingRedirect />} />
        {allRoutes(menu)
          .filter((r) => r.layout === '/user')
          .map((r) => (
            <Route key={r.path} path={r.path.slice(1)} element={pageFor(r)} />
          ))}
        <Route path="*" element={<LandingRedirect />} />
      </Route>
    </Routes>
  );
}

function Standalone({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
          <PageLoading />
        </Box>
      }
    >
      {children}
    </Suspense>
  );
}

/**
 * The app's routes under the /ui basename (platform spec §2): /public/* is the public area
 * (unknown paths: 404), /will/logout the logout page, /register the device registration, /user/*
 * the shell, and any other path the landing page (the configurable default route).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="public/unsubscribe"
        element={
          <Standalone>
            <UnsubscribePage />
          </Standalone>
        }
      />
      <Route
        path="public/*"
        element={
          <Standalone>
            <NotFoundPage />
          </Standalone>
        }
      />
      <Route
        path="will/logout"
        element={
          <Standalone>
            <LogoutPage />
          </Standalone>
        }
      />
      <Route element={<TokenGate />}>
        <Route
          path="register"
          element={
            <Standalone>
              <RegisterPage />
            </Standalone>
          }
        />
        <Route element={<StartupGate />}>
          <Route path="user/*" element={<ShellRoutes />} />
          <Route index element={<LandingRedirect />} />
          <Route
            path="*"
            element={appConfig.defaultRoute === '/' ? <LandingRedirect /> : <Navigate to={appConfig.defaultRoute} replace />}
          />
        </Route>
      </Route>
    </Routes>
  );
}
