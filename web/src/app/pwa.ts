/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';

/** Where the worker is served and what it controls (PLAT-077; internal/webui sends the header). */
export const SERVICE_WORKER_URL = '/ui/service-worker.js';
export const SERVICE_WORKER_SCOPE = '/ui';

/** How often an open tab asks the server whether a new worker (a new app version) exists. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

export interface PwaDeps {
  register: typeof registerSW;
  reload: () => void;
  /** Periodic update check; returns a cancel function. */
  every: (ms: number, fn: () => void) => () => void;
  /** Errors are not fatal: the app works without a worker. */
  onError: (error: unknown) => void;
}

const defaultDeps: PwaDeps = {
  register: registerSW,
  reload: () => window.location.reload(),
  every: (ms, fn) => {
    const id = window.setInterval(fn, ms);
    return () => window.clearInterval(id);
  },
  onError: (error) => console.warn('Service worker registration failed', error),
};

let started = false;

/**
 * Registers the service worker (built by vite-plugin-pwa with registerType 'autoUpdate': a new
 * worker skips waiting and claims the clients). When an update is found and has activated, the app
 * reloads so it runs the new version (PLAT-077). Only in production builds with service-worker
 * support; safe to call more than once.
 */
export function startServiceWorker(deps: Partial<PwaDeps> = {}, enabled = import.meta.env.PROD): boolean {
  if (started || !enabled || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  started = true;
  const d = { ...defaultDeps, ...deps };
  let reloading = false;
  d.register({
    immediate: true,
    // Called by the plugin when a new worker took over an open page.
    onNeedReload: () => {
      if (reloading) return;
      reloading = true;
      d.reload();
    },
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      // Look for a new version now and then while the tab stays open.
      d.every(UPDATE_CHECK_MS, () => {
        if (registration.installing || !navigator.onLine) return;
        void registration.update().catch(() => undefined);
      });
    },
    onRegisterError: (error: unknown) => d.onError(error),
  });
  return true;
}

/** For tests: allows startServiceWorker to run again. */
export function resetServiceWorkerForTests(): void {
  started = false;
}
