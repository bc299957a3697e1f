// covers: issue 32 item 1 (Web Push: the "Alerts on this device" switch of the Notifications page)
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/api-client';
import { installFakeServer, type FakeAnswer } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';

const PREFS = 'user.1001/notificationpreferences';
const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ENDPOINT = 'https://push.example/sub/1';

/** A browser that can receive pushes: PushManager, Notification and the app's worker, faked. */
function fakeBrowser(answer: NotificationPermission = 'granted') {
  let current: PushSubscription | null = null;
  const permission = { value: 'default' as NotificationPermission };
  const sub = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'BP256', auth: 'AUTH' } }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  } as unknown as PushSubscription;
  const subscribe = vi.fn(async () => {
    current = sub;
    return sub;
  });
  const registration = { pushManager: { getSubscription: async () => current, subscribe } };
  vi.stubGlobal('PushManager', class {});
  const requestPermission = vi.fn(async () => {
    permission.value = answer;
    return answer;
  });
  vi.stubGlobal('Notification', {
    get permission() {
      return permission.value;
    },
    requestPermission,
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return { subscribe, requestPermission, sub };
}

function server(subscribeAnswer?: FakeAnswer, categoryOn = true) {
  return installFakeServer({
    [`GET ${PREFS}`]: {
      json: {
        error: 0,
        list: [{ category: 'service-status', name: 'Service status', enabled: categoryOn, address: 'avery@demo.test' }],
        addresses: ['avery@demo.test'],
      },
    },
    'GET me.1/webpush': { json: { error: 0, object: { publickey: KEY } } },
    'POST me.1/webpush': subscribeAnswer ?? { json: { error: 0, success: true, message: 'Alerts are on for this device.' } },
    'POST me.1/webpushremove': { json: { error: 0, success: true, message: 'Alerts are off for this device.' } },
  });
}

async function openSwitch() {
  renderApp('/ui/user/notifications');
  const row = await screen.findByTestId('notification-service-status', undefined, { timeout: 15_000 });
  await within(row).findByTestId('device-alerts');
  return within(row).getByRole('switch', { name: 'Alerts on this device' });
}

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
});

afterEach(() => {
  vi.unstubAllGlobals();
  // jsdom has no service worker container of its own.
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Alerts on this device', () => {
  it('asks the permission, subscribes with the server key and posts the subscription; off unsubscribes and posts the removal', async () => {
    const b = fakeBrowser();
    const s = server();
    const user = userEvent.setup();
    const toggle = await openSwitch();
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(b.requestPermission).toHaveBeenCalledOnce();
    const opts = b.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(opts[0].userVisibleOnly).toBe(true);
    expect((opts[0].applicationServerKey as Uint8Array).length).toBe(65);
    await waitFor(() => expect(s.callsTo('POST', 'me.1/webpush')).toHaveLength(1));
    expect(s.callsTo('POST', 'me.1/webpush')[0]?.body).toEqual({ endpoint: ENDPOINT, keys: { p256dh: 'BP256', auth: 'AUTH' } });

    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(b.sub.unsubscribe).toHaveBeenCalledOnce();
    await waitFor(() => expect(s.callsTo('POST', 'me.1/webpushremove')).toHaveLength(1));
    expect(s.callsTo('POST', 'me.1/webpushremove')[0]?.body).toEqual({ endpoint: ENDPOINT });
  });

  it('explains a permission the browser blocks, and posts nothing', async () => {
    const b = fakeBrowser('denied');
    const s = server();
    const user = userEvent.setup();
    const toggle = await openSwitch();
    await user.click(toggle);
    expect(await screen.findByText(/Your browser blocks alerts from this site/)).toBeVisible();
    expect(toggle).not.toBeChecked();
    expect(b.subscribe).not.toHaveBeenCalled();
    expect(s.callsTo('POST', 'me.1/webpush')).toHaveLength(0);
  });

  it('shows the server refusal and stays off', async () => {
    fakeBrowser();
    server({ status: 450, json: { error: 1, message: 'The browser gave keys this portal cannot use.' } });
    const user = userEvent.setup();
    const toggle = await openSwitch();
    await user.click(toggle);
    expect(await screen.findByText('The browser gave keys this portal cannot use.')).toBeVisible();
    expect(toggle).not.toBeChecked();
  });

  it('cannot be turned on while Service status is off, and says why', async () => {
    const b = fakeBrowser();
    server(undefined, false);
    const toggle = await openSwitch();
    expect(toggle).toBeDisabled();
    expect(screen.getByText(/Service status is off, so no alerts come to this device/)).toBeVisible();
    expect(b.requestPermission).not.toHaveBeenCalled();
  });

  it('is not shown where the browser cannot receive pushes', async () => {
    server();
    renderApp('/ui/user/notifications');
    const row = await screen.findByTestId('notification-service-status', undefined, { timeout: 15_000 });
    expect(within(row).queryByTestId('device-alerts')).toBeNull();
  });
});
