import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, isAppPath } from './app/app';
import { preloadPageOf } from './app/page-prefetch';
import { startServiceWorker } from './app/pwa';
import { captureOfferLink } from './features/offer/offer-storage';
import { i18nReady } from './i18n/i18n';
import { listenForDeepLinks } from './lib/deep-link';

// An offer link (?offercode=…) is kept before the sign-in can drop it (features/offer/offer-storage.ts).
captureOfferLink();

function render() {
  const root = document.getElementById('root');
  if (!root) return;
  const reactRoot = createRoot(root);
  // A transition: React renders the first screen in slices and lets the browser breathe between
  // them, rather than in one long task.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// The page of the address (the dashboard, say) is fetched while the catalog and the session load.
preloadPageOf(window.location.pathname);

// The first paint is in the visit's language: its catalog (one chunk) is loaded first. Should it
// fail to load, the app starts anyway.
void i18nReady().then(render, render);

// Service worker (PLAT-077): production builds only, and not from the 404 page of a path outside
// /ui (the worker's scope).
if (isAppPath(window.location.pathname)) startServiceWorker();

// Deep links handed over by the native app shell (PLAT-145…147; event name in README.md).
listenForDeepLinks();
