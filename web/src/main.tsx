import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startServiceWorker } from './app/pwa';
import { listenForDeepLinks } from './lib/deep-link';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// Service worker (PLAT-077): production builds only.
startServiceWorker();

// Deep links handed over by the native app shell (PLAT-145…147; event name in README.md).
listenForDeepLinks();
