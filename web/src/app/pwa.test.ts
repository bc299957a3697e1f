// covers: PLAT-077
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetServiceWorkerForTests, SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL, startServiceWorker, UPDATE_CHECK_MS, type WorkerContainer } from './pwa';

/** A stand-in for navigator.serviceWorker: records the registration, fires controllerchange on demand. */
function fakeContainer(controlled: boolean, registration: Promise<ServiceWorkerRegistration> = new Promise(() => {})) {
  const listeners: (() => void)[] = [];
  const register = vi.fn((_url: string | URL, _options?: RegistrationOptions) => registration);
  const container = {
    controller: controlled ? ({} as ServiceWorker) : null,
    register,
    addEventListener: (type: string, fn: () => void) => {
      if (type === 'controllerchange') listeners.push(fn);
    },
  } as unknown as WorkerContainer;
  return { container, register, takeOver: () => listeners.forEach((fn) => fn()) };
}

beforeEach(() => {
  resetServiceWorkerForTests();
  if (!('serviceWorker' in navigator)) {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  }
});

afterEach(() => {
  resetServiceWorkerForTests();
});

describe('service worker registration', () => {
  it('registers the worker at /ui/service-worker.js with scope /ui in production, once', () => {
    const { container, register } = fakeContainer(false);
    expect(startServiceWorker({ container }, true)).toBe(true);
    expect(startServiceWorker({ container }, true)).toBe(false);
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
    expect(SERVICE_WORKER_URL).toBe('/ui/service-worker.js');
    expect(SERVICE_WORKER_SCOPE).toBe('/ui');
  });

  it('does nothing in development or without service-worker support', () => {
    const { container, register } = fakeContainer(false);
    expect(startServiceWorker({ container }, false)).toBe(false);
    expect(register).not.toHaveBeenCalled();
    const sw = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');
    // @ts-expect-error removing the property for this case
    delete navigator.serviceWorker;
    try {
      expect('serviceWorker' in navigator).toBe(false);
      expect(startServiceWorker({ container }, true)).toBe(false);
    } finally {
      if (sw) Object.defineProperty(navigator, 'serviceWorker', sw);
    }
  });

  it('reloads the app once when a new worker takes over a page an older one controlled', () => {
    const reload = vi.fn();
    const { container, takeOver } = fakeContainer(true);
    startServiceWorker({ container, reload }, true);
    takeOver();
    takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the first worker takes over a page that had none, but does for the next version', () => {
    const reload = vi.fn();
    const { container, takeOver } = fakeContainer(false);
    startServiceWorker({ container, reload }, true);
    takeOver();
    expect(reload).not.toHaveBeenCalled();
    takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('checks for updates periodically while the tab is open', async () => {
    let tick: (() => void) | undefined;
    const every = vi.fn((ms: number, fn: () => void) => {
      expect(ms).toBe(UPDATE_CHECK_MS);
      tick = fn;
      return () => undefined;
    });
    const update = vi.fn(() => Promise.resolve());
    const registration = { installing: null, update } as unknown as ServiceWorkerRegistration;
    const { container } = fakeContainer(false, Promise.resolve(registration));
    startServiceWorker({ container, every }, true);
    await vi.waitFor(() => expect(every).toHaveBeenCalledTimes(1));
    tick!();
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('reports a registration error without breaking the app, and sets no timer', async () => {
    const onError = vi.fn();
    const every = vi.fn(() => () => undefined);
    const { container } = fakeContainer(false, Promise.reject(new Error('blocked')));
    expect(startServiceWorker({ container, onError, every }, true)).toBe(true);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(expect.any(Error)));
    expect(every).not.toHaveBeenCalled();
  });
});
