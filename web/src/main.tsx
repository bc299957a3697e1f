import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, isAppPath } from './app/app';
import { startServiceWorker } from './app/pwa';
import { captureOfferLink } from './features/offer/offer-storage';
import { listenForDeepLinks } from './lib/deep-link';

// An offer link (?offercode=…) is kept before the sign-in can drop it (features/offer/offer-storage.ts).
captureOfferLink();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// Service worker (PLAT-077): production builds only, and not from the 404 page of a path outside
// /ui (the worker's scope).
if (isAppPath(window.location.pathname)) startServiceWorker();

// Deep links handed over by the native app shell (PLAT-145…147; event name in README.md).
listenForDeepLinks();
