import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { App } from './app/app';
import { preloadPageOf } from './app/page-prefetch';
import { startServiceWorker } from './app/pwa';
import { isSessionPath } from './app/router';
import { appThemeFor } from './app/theme';
import { startSessionReads } from './app/startup/early-reads';
import { captureOfferLink } from './features/offer/offer-storage';
import { i18nReady } from './i18n/i18n';
import { createQueryClient } from './lib/api-client/query';
import { isAppPath, pathUnderBase } from './lib/app-base';
import { brandingQuery, fallbackBranding } from './lib/branding';
import { listenForDeepLinks } from './lib/deep-link-listener';
import { nextTask } from './lib/next-task';

const { pathname } = window.location;

function render(queryClient: QueryClient) {
  const root = document.getElementById('root');
  if (!root) return;
  const reactRoot = createRoot(root);
  // A transition: React renders the first screen in slices and lets the browser breathe between
  // them, rather than in one long task.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

/**
 * The start, a task after the evaluation of the app's code — the first load's longest task,
 * which the start's own work (storage, cookies, the first queries and their requests) would
 * lengthen.
 */
function start() {
  // An offer link (?offercode=…) is kept before the sign-in can drop it (features/offer/offer-storage.ts).
  captureOfferLink();
  const queryClient = createQueryClient();

  // The start-up's reads begin now, beside the catalog's, not as the gates render (app/startup/early-reads.ts).
  const routerPath = pathUnderBase(pathname);
  if (isAppPath(pathname) && isSessionPath(routerPath)) void startSessionReads(queryClient, routerPath);

  // The first paint is in the visit's language (its catalog, one chunk) and the provider's colours
  // (the branding): drawn once, not again as the branding arrives. Should either fail, the app
  // starts anyway (English keys' fallback, the default branding). The theme is built in a task
  // of its own, then the first draw begins in the next.
  const branding = queryClient.prefetchQuery(brandingQuery());
  void Promise.all([i18nReady(), branding])
    .catch(() => {})
    .then(nextTask)
    .then(() => appThemeFor((queryClient.getQueryData(brandingQuery().queryKey) ?? fallbackBranding).primaryColor))
    .then(nextTask)
    .then(() => render(queryClient));

  // The page of the address (the dashboard, say) is fetched while the catalog and the session load
  // — asked a task later: its preload links (10–25 ms of a mid-range phone's time) need not
  // lengthen the start. The reads above are on the network by then; the first draw waits for them anyway.
  void nextTask().then(() => preloadPageOf(pathname));
}

void nextTask().then(start);

// Service worker (PLAT-077): production builds only, and not from the 404 page of a path outside
// /ui (the worker's scope). Registered once the page has loaded, out of the start-up's way — a
// task after the load event, which the browser may fire in the task that ran the app's code.
if (isAppPath(pathname)) window.addEventListener('load', () => void nextTask().then(() => startServiceWorker()), { once: true });

// Deep links handed over by the native app shell (PLAT-145…147; event name in README.md).
listenForDeepLinks();
