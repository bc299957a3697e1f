/**
 * Alerts on this device (issue 32): the browser's side of Web Push — whether it can, whether this
 * device is subscribed, and turning it on (permission, subscription with the server's key, the
 * server told) or off. The browser's objects come in as arguments, so the tests give stand-ins.
 */

/** What the page needs of the browser. */
export interface PushBrowser {
  /** The service worker's registration, or null (no worker: the switch is not shown). */
  registration: () => Promise<PushRegistration | null>;
  permission: () => NotificationPermission;
  requestPermission: () => Promise<NotificationPermission>;
}

export interface PushRegistration {
  pushManager: Pick<PushManager, 'getSubscription' | 'subscribe'>;
}

/** The server's side (api/web-push.ts). */
export interface PushServer {
  key: () => Promise<string>;
  subscribe: (body: { endpoint: string; keys: { p256dh: string; auth: string } }) => Promise<void>;
  remove: (endpoint: string) => Promise<void>;
}

/** The state the switch shows. */
export type DeviceState = 'unsupported' | 'on' | 'off' | 'denied';

/** The browser's Push API, when it has one (PushManager, a service worker, notifications). */
export function browserPush(win: Window & typeof globalThis = window): PushBrowser | null {
  if (!('PushManager' in win) || !('Notification' in win) || !win.navigator.serviceWorker) return null;
  const container = win.navigator.serviceWorker;
  return {
    // The app's worker (app/pwa.ts) registers at start; `ready` waits for it, and never settles
    // where there is none (a development server), so the switch stays hidden there.
    registration: async () => (await container.getRegistration()) ?? (await container.ready),
    permission: () => win.Notification.permission,
    requestPermission: () => win.Notification.requestPermission(),
  };
}

/** A base64url key (the VAPID public key) as the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob(padded);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** This device's state: denied, subscribed or not. */
export async function deviceState(b: PushBrowser): Promise<DeviceState> {
  const reg = await b.registration();
  if (!reg) return 'unsupported';
  if (b.permission() === 'denied') return 'denied';
  const sub = await reg.pushManager.getSubscription();
  return sub && b.permission() === 'granted' ? 'on' : 'off';
}

/** The subscription's endpoint and keys, as the server takes them. */
function bodyOf(sub: PushSubscription): { endpoint: string; keys: { p256dh: string; auth: string } } {
  const json = sub.toJSON();
  return { endpoint: sub.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

/**
 * Turns alerts on: asks the browser's permission, subscribes with the server's key (or keeps the
 * subscription this device has) and gives it to the server. 'denied' when the permission is not
 * given.
 */
export async function turnOn(b: PushBrowser, server: PushServer): Promise<DeviceState> {
  const reg = await b.registration();
  if (!reg) return 'unsupported';
  const permission = await b.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  let sub = await reg.pushManager.getSubscription();
  if (!sub) {
    const key = await server.key();
    if (!key) return 'unsupported';
    sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
  }
  await server.subscribe(bodyOf(sub));
  return 'on';
}

/** Turns alerts off: the browser unsubscribes and the server forgets the endpoint. */
export async function turnOff(b: PushBrowser, server: PushServer): Promise<DeviceState> {
  const reg = await b.registration();
  if (!reg) return 'unsupported';
  const sub = await reg.pushManager.getSubscription();
  if (sub) {
    const endpoint = sub.endpoint;
    await sub.unsubscribe();
    await server.remove(endpoint);
  }
  return 'off';
}
