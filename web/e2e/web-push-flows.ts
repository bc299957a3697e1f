/**
 * Web Push end to end (issue 32, item 1): on a demo server, avery turns "Alerts on this device" on
 * in two browsers (the Push API replaced so each subscription's endpoint is the spec's stand-in
 * push service on http://127.0.0.1, with keys the spec made); the provider declares an outage for
 * avery's site; the stand-in receives an aes128gcm push with a VAPID header at each endpoint, which
 * the spec decrypts (RFC 8291) to find the outage's title. Turned off in the first browser, the
 * next update goes to the second only. web-push.spec.ts runs it on SQLite, web-push-postgres.spec.ts
 * on PostgreSQL. covers: issue 32 item 1
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from './helpers';
import { expect, test } from './going-live-server';

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The stand-in push service: answers 201 to every push and keeps it. */
async function pushService(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, close: () => new Promise((r) => server.close(() => r())) };
}

/** A browser's subscription keys: a P-256 key pair and a 16-byte auth secret. */
interface DeviceKeys {
  ecdh: ECDH;
  auth: Buffer;
  p256dh: string;
  authText: string;
}

function deviceKeys(): DeviceKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: ecdh.getPublicKey().toString('base64url'), authText: auth.toString('base64url') };
}

/** Opens an aes128gcm body (RFC 8188) with the keys of RFC 8291, as the browser would. */
function decrypt(keys: DeviceKeys, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLen = body[20] ?? 0;
  const serverKey = body.subarray(21, 21 + idLen);
  const ciphertext = body.subarray(21 + idLen);
  const secret = keys.ecdh.computeSecret(serverKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, keys.auth, info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('no last-record delimiter');
  return plain.subarray(0, end).toString('utf8');
}

/**
 * A browser for avery whose Push API gives a subscription at `endpoint` with the spec's keys:
 * PushManager's subscribe and getSubscription, and the notification permission, replaced. The
 * subscription is kept in localStorage, so it lasts across the app's reloads as a real one would.
 */
async function deviceBrowser(browser: Browser, baseURL: string, endpoint: string, keys: DeviceKeys): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'en-CA', viewport: { width: 1280, height: 900 } });
  await context.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      for (const k of ['hamburgerTooltip', 'accountsTooltip', 'editnamesTooltip']) localStorage.setItem(k, 'true');
      if (!localStorage.getItem('acceptedFwdDialog')) localStorage.setItem('acceptedFwdDialog', new Date().toISOString());
      localStorage.setItem('language', 'en');
      const KEY = 'e2e-push-subscription';
      const subscription = () => ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          localStorage.removeItem(KEY);
          return true;
        },
      });
      PushManager.prototype.subscribe = async function () {
        localStorage.setItem(KEY, '1');
        return subscription() as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return (localStorage.getItem(KEY) ? subscription() : null) as unknown as PushSubscription | null;
      };
      let permission: NotificationPermission = localStorage.getItem('e2e-push-permission') === 'granted' ? 'granted' : 'default';
      Object.defineProperty(Notification, 'permission', { configurable: true, get: () => permission });
      Notification.requestPermission = async () => {
        permission = 'granted';
        localStorage.setItem('e2e-push-permission', 'granted');
        return permission;
      };
    },
    { endpoint, p256dh: keys.p256dh, auth: keys.authText },
  );
  return context.newPage();
}

/** The Service status category's own switch (its e-mails, and whether any alert goes). */
const CATEGORY_SWITCH = 'Receive Service status e-mails';

/** The Service status row's switch on the Notifications page. */
async function deviceSwitch(page: Page) {
  await page.goto('/ui/user/notifications');
  const row = page.getByTestId('notification-service-status');
  await expect(row).toBeVisible();
  // Shown once the app's service worker is registered.
  const toggle = row.getByRole('switch', { name: 'Alerts on this device' });
  await expect(toggle).toBeVisible({ timeout: 30_000 });
  return toggle;
}

export function webPushFlows() {
  test.describe.configure({ mode: 'serial' });
  test.use({ demoOption: true, baseURL: async ({ goingLive }, use) => use(goingLive.url) });

  test('avery turns alerts on: an outage for the site comes as an encrypted push; turned off, the update goes to the other device only', async ({
    browser,
    goingLive,
  }, info) => {
    test.setTimeout(240_000);
    const push = await pushService();
    try {
      const phone = deviceKeys();
      const laptop = deviceKeys();
      const phonePage = await deviceBrowser(browser, goingLive.url, `${push.url}/push/phone`, phone);
      const laptopPage = await deviceBrowser(browser, goingLive.url, `${push.url}/push/laptop`, laptop);
      for (const page of [phonePage, laptopPage]) {
        await signIn(page, 'avery@demo.test');
        const toggle = await deviceSwitch(page);
        await expect(toggle).not.toBeChecked();
        const posted = page.waitForResponse((r) => r.url().includes('target=me.1%2Fwebpush') && r.request().method() === 'POST');
        await toggle.click();
        expect((await posted).ok()).toBe(true);
        await expect(toggle).toBeChecked();
      }
      await expectNoSeriousA11yViolations(phonePage);
      // The switch stays on after a reload (the browser keeps the subscription), and fits a phone.
      await phonePage.setViewportSize({ width: 375, height: 800 });
      await expect(await deviceSwitch(phonePage)).toBeChecked();
      expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await phonePage.getByTestId('device-alerts').screenshot({ path: info.outputPath('device-alerts-375.png') });
      await phonePage.setViewportSize({ width: 1280, height: 900 });

      // The provider declares an outage for avery's site.
      const event = {
        kind: 'outage',
        title: { en: 'Fibre cut on the north tower', fr: 'Fibre coupée à la tour nord' },
        sites: ['red-deer-north'],
        starts_at: new Date(Date.now() - 60_000).toISOString(),
        updates: [{ at: new Date().toISOString(), text: { en: 'Crews are on their way.', fr: 'Les équipes sont en route.' } }],
      };
      const put = await goingLive.provider('PUT', '/outages/e2e-push-1', event);
      expect(put.status).toBe(201);

      const at = (path: string) => push.received.filter((r) => r.path === path);
      await expect.poll(() => at('/push/phone').length, { timeout: 30_000 }).toBe(1);
      await expect.poll(() => at('/push/laptop').length, { timeout: 30_000 }).toBe(1);
      const first = at('/push/phone')[0]!;
      expect(first.headers['content-encoding']).toBe('aes128gcm');
      expect(String(first.headers.authorization)).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
      expect(Number(first.headers.ttl)).toBeGreaterThan(0);
      const payload = JSON.parse(decrypt(phone, first.body)) as { title: string; body: string; url: string };
      expect(payload.title).toBe('Service outage in your area: Fibre cut on the north tower');
      expect(payload.body).toMatch(/^An outage has affected the service in your area since /);
      expect(payload.url).toBe(`${goingLive.url}/ui/`);
      const laptopPayload = JSON.parse(decrypt(laptop, at('/push/laptop')[0]!.body)) as { title: string };
      expect(laptopPayload.title).toBe(payload.title);

      // Off on the phone: the browser unsubscribes and the server forgets it.
      const toggle = await deviceSwitch(phonePage);
      const removed = phonePage.waitForResponse((r) => r.url().includes('target=me.1%2Fwebpushremove'));
      await toggle.click();
      expect((await removed).ok()).toBe(true);
      await expect(toggle).not.toBeChecked();

      // The update goes to the laptop only (both would be written in the same transaction, the
      // phone's first).
      const update = {
        ...event,
        updates: [...event.updates, { at: new Date().toISOString(), text: { en: 'Power is back at the tower.', fr: 'Le courant est revenu à la tour.' } }],
      };
      expect((await goingLive.provider('PUT', '/outages/e2e-push-1', update)).status).toBe(200);
      await expect.poll(() => at('/push/laptop').length, { timeout: 30_000 }).toBe(2);
      const second = JSON.parse(decrypt(laptop, at('/push/laptop')[1]!.body)) as { title: string; body: string };
      expect(second.title).toBe('Update: Fibre cut on the north tower');
      expect(second.body).toBe('Latest update: Power is back at the tower.');
      expect(at('/push/phone')).toHaveLength(1);

      // With the Service status category off no push goes, so the device switch cannot be turned
      // on, and says why; on again, it can.
      await phonePage.setViewportSize({ width: 375, height: 800 });
      const row = phonePage.getByTestId('notification-service-status');
      const category = row.getByRole('switch', { name: CATEGORY_SWITCH });
      await category.click();
      await expect(category).not.toBeChecked();
      await expect(row.getByRole('switch', { name: 'Alerts on this device' })).toBeDisabled();
      await expect(row.getByTestId('device-alerts')).toContainText('Service status is off, so no alerts come to this device.');
      await expectNoSeriousA11yViolations(phonePage);
      await row.screenshot({ path: info.outputPath('device-alerts-category-off-375.png') });
      await category.click();
      await expect(category).toBeChecked();
      await expect(row.getByRole('switch', { name: 'Alerts on this device' })).toBeEnabled();
      await phonePage.context().close();
      await laptopPage.context().close();
    } finally {
      await push.close();
    }
  });
}
