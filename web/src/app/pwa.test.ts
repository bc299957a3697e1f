// covers: PLAT-077
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const registerSW = vi.fn();
vi.mock('virtual:pwa-register', () => ({ registerSW: (...args: unknown[]) => registerSW(...args) }));

import { resetServiceWorkerForTests, startServiceWorker, UPDATE_CHECK_MS } from './pwa';

type Options = {
  immediate?: boolean;
  onNeedReload?: () => void;
  onRegisteredSW?: (url: string, reg: ServiceWorkerRegistration | undefined) => void;
  onRegisterError?: (e: unknown) => void;
};

function lastOptions(): Options {
  return registerSW.mock.calls.at(-1)![0] as Options;
}

beforeEach(() => {
  resetServiceWorkerForTests();
  registerSW.mockReset();
  registerSW.mockReturnValue(() => Promise.resolve());
  if (!('serviceWorker' in navigator)) {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  }
});

afterEach(() => {
  resetServiceWorkerForTests();
});

describe('service worker registration', () => {
  it('registers immediately in production, once', () => {
    expect(startServiceWorker({}, true)).toBe(true);
    expect(startServiceWorker({}, true)).toBe(false);
    expect(registerSW).toHaveBeenCalledTimes(1);
    expect(lastOptions().immediate).toBe(true);
  });

  it('does nothing in development or without service-worker support', () => {
    expect(startServiceWorker({}, false)).toBe(false);
    expect(registerSW).not.toHaveBeenCalled();
    const sw = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');
    // @ts-expect-error removing the property for this case
    delete navigator.serviceWorker;
    try {
      expect('serviceWorker' in navigator).toBe(false);
      expect(startServiceWorker({}, true)).toBe(false);
    } finally {
      if (sw) Object.defineProperty(navigator, 'serviceWorker', sw);
    }
  });

  it('reloads the app once when an updated worker has taken over', () => {
    const reload = vi.fn();
    startServiceWorker({ reload }, true);
    lastOptions().onNeedReload!();
    lastOptions().onNeedReload!();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('checks for updates periodically while the tab is open', () => {
    let tick: (() => void) | undefined;
    const every = vi.fn((ms: number, fn: () => void) => {
      expect(ms).toBe(UPDATE_CHECK_MS);
      tick = fn;
      return () => undefined;
    });
    startServiceWorker({ every }, true);
    const update = vi.fn(() => Promise.resolve());
    const registration = { installing: null, update } as unknown as ServiceWorkerRegistration;
    lastOptions().onRegisteredSW!('/ui/service-worker.js', registration);
    expect(every).toHaveBeenCalledTimes(1);
    tick!();
    expect(update).toHaveBeenCalledTimes(1);
    // No registration (registration failed silently): no timer.
    lastOptions().onRegisteredSW!('/ui/service-worker.js', undefined);
    expect(every).toHaveBeenCalledTimes(1);
  });

  it('reports a registration error without breaking the app', () => {
    const onError = vi.fn();
    startServiceWorker({ onError }, true);
    lastOptions().onRegisterError!(new Error('blocked'));
    expect(onError).toHaveBeenCalledWith(expect.any(Error));
  });
});
