import { Box } from '@mui/material';
import { Suspense, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/api-client/query';
import { APP_BASE, isAppPath } from '../lib/app-base';
import { lazyNamed } from '../lib/lazy-named';
import { AppErrorBoundary } from './error-boundary';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { PageLoading } from './shell/app-shell';

const NotFoundPage = lazyNamed(() => import('./pages/not-found-page'), 'NotFoundPage');

/**
 * The whole app, under the /ui base path, behind an app-wide error boundary (the framed error
 * page). An unknown path outside /ui — the server answers it with this app and status 404 — shows
 * the same branded 404 page as an unknown public path inside.
 */
export function App({
  pathname = window.location.pathname,
  queryClient: startClient,
}: {
  pathname?: string;
  /** The client the start-up's early reads went into (main.tsx); a new one by default. */
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => startClient ?? createQueryClient());
  return (
    <AppProviders queryClient={queryClient}>
      <AppErrorBoundary framed>
        {isAppPath(pathname) ? (
          <BrowserRouter basename={APP_BASE}>
            <AppRoutes />
          </BrowserRouter>
        ) : (
          <Suspense
            fallback={
              <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
                <PageLoading />
              </Box>
            }
          >
            <NotFoundPage />
          </Suspense>
        )}
      </AppErrorBoundary>
    </AppProviders>
  );
}
