/**
 * The service worker (PLAT-077), registered with the browser's own API. vite-plugin-pwa builds it
 * (vite.config.ts, generateSW with skipWaiting and clientsClaim: a new worker takes over every
 * open tab at once); its register module would add workbox-window, 2 kB of the first load, for
 * what the lines below do (issue 14).
 */

/** Where the worker is served and what it controls (PLAT-077; internal/webui sends the header). */
export const SERVICE_WORKER_URL = '/ui/service-worker.js';
export const SERVICE_WORKER_SCOPE = '/ui';

/** How often an open tab asks the server whether a new worker (a new app version) exists. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** The part of navigator.serviceWorker used here. */
export type WorkerContainer = Pick<ServiceWorkerContainer, 'controller' | 'register' | 'addEventListener'>;

export interface PwaDeps {
  container: WorkerContainer;
  reload: () => void;
  /** Periodic update check; returns a cancel function. */
  every: (ms: number, fn: () => void) => () => void;
  /** Errors are not fatal: the app works without a worker. */
  onError: (error: unknown) => void;
}

const defaultDeps = (): PwaDeps => ({
  container: navigator.serviceWorker,
  reload: () => window.location.reload(),
  every: (ms, fn) => {
    const id = window.setInterval(fn, ms);
    return () => window.clearInterval(id);
  },
  onError: (error) => console.warn('Service worker registration failed', error),
});

let started = false;

/**
 * Registers the service worker at once. When a new worker (a new app version) takes over a page
 * an older one controlled, the app reloads so it runs the new version (PLAT-077); the first
 * worker taking over a page that had none is no new version. Only in production builds with
 * service-worker support; safe to call more than once.
 */
export function startServiceWorker(deps: Partial<PwaDeps> = {}, enabled = import.meta.env.PROD): boolean {
  if (started || !enabled || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  started = true;
  const d = { ...defaultDeps(), ...deps };
  let controlled = d.container.controller !== null;
  let reloading = false;
  d.container.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    if (reloading) return;
    reloading = true;
    d.reload();
  });
  d.container.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE }).then(
    (registration) => {
      // Look for a new version now and then while the tab stays open.
      d.every(UPDATE_CHECK_MS, () => {
        if (registration.installing || !navigator.onLine) return;
        void registration.update().catch(() => undefined);
      });
    },
    (error: unknown) => d.onError(error),
  );
  return true;
}

/** For tests: allows startServiceWorker to run again. */
export function resetServiceWorkerForTests(): void {
  started = false;
}
