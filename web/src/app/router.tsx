import { Box } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { lazyNamed } from '../lib/lazy-named';
import { allRoutes } from '../lib/routes';
import { appConfig } from './config/app-config';
import { LandingRedirect, type UnknownPageState } from './pages/landing-redirect';
import { appRoutes } from './routes';
import { AppShell, PageLoading } from './shell/app-shell';
import { StartupGate, TokenGate } from './startup/session-gates';
import { useShell } from './startup/shell-context';
import { withTexts } from '../i18n/i18n';

// Pages outside the route list are split into their own chunks too (stack.md: split routes with React.lazy).
const NotFoundPage = lazyNamed(() => import('./pages/not-found-page'), 'NotFoundPage');
const UnsubscribePage = lazyNamed(() => withTexts(['unsubscribe'], import('../features/unsubscribe/components/unsubscribe-page')), 'UnsubscribePage');
const StatusPage = lazyNamed(() => withTexts(['serviceStatus'], import('../features/service-status/components/status-page')), 'StatusPage');
const RegisterPage = lazyNamed(() => withTexts(['register'], import('../features/register/components/register-page')), 'RegisterPage');

/** An unknown path to the configured default route (PLAT-018), telling it which path it was. */
function UnknownToDefault({ to }: { to: string }) {
  const { pathname } = useLocation();
  const state: UnknownPageState = { unknownPage: pathname };
  return <Navigate to={to} replace state={state} />;
}

/** The routes of the list outside the shell and the session gates (layout '/will': Logout). */
const standaloneRoutes = appRoutes.filter((r) => r.layout === '/will');

/**
 * The shell's routes: exactly those of the active account's menu (hidden ones included), each
 * with the page its declaration names (app/routes.ts).
 */
function ShellRoutes() {
  const { menu } = useShell();
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<LandingRedirect />} />
        {allRoutes(menu)
          .filter((r) => r.layout === '/user')
          .map((r) => (
            <Route key={r.path} path={r.path.slice(1) + (r.nested ? '/*' : '')} element={<r.page label={r.name} />} />
          ))}
        <Route path="*" element={<LandingRedirect unknown />} />
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

/** Whether a router path (/user/dashboard…) is behind the session gates of AppRoutes: all but /public/… and /will/…. */
export function isSessionPath(routerPath: string): boolean {
  return !/^\/(public|will)(\/|$)/.test(routerPath);
}

/**
 * The app's routes under the /ui basename (platform spec §2): /public/* is the public area
 * (unknown paths: 404), /will/* the pages of the route list outside the shell (the logout page),
 * /register the device registration, /user/* the shell (its routes from the active account's
 * menu), and any other path the landing page (the configurable default route).
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
        path="public/status"
        element={
          <Standalone>
            <StatusPage />
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
      {standaloneRoutes.map((r) => (
        <Route
          key={r.path}
          path={`will${r.path}`}
          element={
            <Standalone>
              <r.page label={r.menu[0]?.label ?? ''} />
            </Standalone>
          }
        />
      ))}
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
            element={appConfig.defaultRoute === '/' ? <LandingRedirect unknown /> : <UnknownToDefault to={appConfig.defaultRoute} />}
          />
        </Route>
      </Route>
    </Routes>
  );
}
