/**
 * Wi-Fi traffic by device on the Traffic Monitor and Wi-Fi pages, the menu without Wi-Fi, and the
 * service worker, against the real binary and its demo data.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { suppressForwardingPromo } from './browser-state';
import { expectPageTitle, signIn } from './helpers';

const NOTE =
  'Note: This chart only includes wireless devices on your network and does not include devices wired directly to your router via ethernet cable.';
const TOOLTIP = /names you give your devices appear here/i;

const card = (page: Page) => page.getByTestId('wifi-traffic-card');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const isDeviceInfo = (url: string) => new URL(url).searchParams.get('target') === 'user.1001/wifiDeviceInfo';

test.describe('Wi-Fi traffic by device', () => {
  test.beforeEach(({ context }) => suppressForwardingPromo(context));

  // covers: PLAT-175, PLAT-177, PLAT-178, PLAT-179, PLAT-180, PLAT-181, PLAT-182, PLAT-184, PLAT-186, PLAT-194
  test('avery: Traffic Monitor shows the top devices, the note, refetches on the period switch and shows the names tip once, after the accounts tip', async ({ page }) => {
    await signIn(page, 'avery@demo.test');
    const firstLoad = page.waitForRequest((r) => isDeviceInfo(r.url()));
    await nav(page).getByRole('link', { name: 'Traffic Monitor' }).click();
    await expect(page).toHaveURL('/ui/user/trafficMonitor');
    await firstLoad;
    // The page's heading repeats the header's title: shown once, kept for screen readers.
    await expectPageTitle(page, 'Traffic Monitor');

    const chart = card(page).locator('canvas');
    await expect(chart).toHaveAttribute('aria-label', /top \d+ Wi-Fi devices, last 30 days/);
    const rows = card(page).locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    expect(await rows.count()).toBeLessThanOrEqual(10);
    // Traffic Monitor labels MAC-only devices 'MAC:' + the MAC's tail.
    for (const name of await card(page).locator('tbody th').allTextContents()) {
      expect(name).not.toMatch(/^([0-9a-f]{2}:){5}[0-9a-f]{2}$/);
    }
    await expect(card(page).getByText(NOTE)).toBeVisible();
    await expect(card(page).getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');

    // The period switch fetches the device data again.
    const refetch = page.waitForRequest((r) => isDeviceInfo(r.url()));
    await card(page).getByRole('button', { name: 'Last 24 hours' }).click();
    await refetch;
    await expect(card(page).getByRole('button', { name: 'Last 24 hours' })).toHaveAttribute('aria-pressed', 'true');
    await expect(chart).toHaveAttribute('aria-label', /last 24 hours/);

    // The names tip (a note in the card), in its turn after the accounts tip of the header.
    const tip = page.getByRole('note', { name: TOOLTIP });
    await expect(tip).toHaveCount(0);
    await page.getByRole('note', { name: 'Click here to switch accounts' }).getByRole('button', { name: 'GOT IT' }).click();
    await expect(tip).toBeVisible();
    await tip.getByRole('button', { name: 'GOT IT' }).click();
    await expect(tip).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('editnamesTooltip'))).toBe('true');
    await page.reload();
    await expect(chart).toBeVisible();
    await expect(page.getByRole('note', { name: TOOLTIP })).toHaveCount(0);

    // The card itself (the shell is scanned by the a11y spec).
    const axe = await new AxeBuilder({ page }).include('[data-testid="wifi-traffic-card"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  // covers: PLAT-176, PLAT-185, PLAT-191
  test('avery: the Wi-Fi page shows the card, and it fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, 'avery@demo.test');
    await page.goto('/ui/user/wifi');
    // The page's heading repeats the header's title: shown once, kept for screen readers.
    await expectPageTitle(page, 'Wi-Fi');
    await expect(card(page).locator('canvas')).toBeVisible();
    await expect(card(page).getByText(NOTE)).toBeVisible();
    // The chart box is 40vh (296 px here), at least 280 px.
    const box = await card(page).locator('canvas').boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(280);
    expect(box?.height).toBeLessThanOrEqual(300);
    const cardBox = await card(page).boundingBox();
    expect((cardBox?.x ?? 0) + (cardBox?.width ?? 0)).toBeLessThanOrEqual(375);
  });

  // covers: PLAT-077
  test('the service worker registers at /ui/service-worker.js with scope /ui and controls the app after a reload', async ({ page }) => {
    await signIn(page, 'avery@demo.test');
    const reg = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.ready;
      return { scope: r.scope, script: r.active?.scriptURL ?? '' };
    });
    expect(new URL(reg.scope).pathname).toBe('/ui');
    expect(new URL(reg.script).pathname).toBe('/ui/service-worker.js');
    await page.reload();
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toMatch(/\/ui\/service-worker\.js$/);
    // Only the built app is cached: no API, identity or guest answer.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      }
      return urls;
    });
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.filter((p) => /^\/(api|auth|guest)(\/|$)/.test(p))).toEqual([]);
  });
});

// covers: PLAT-175
test('emery (no Wi-Fi) has no Wi-Fi or Traffic Monitor menu entries', async ({ page, context }) => {
  await suppressForwardingPromo(context);
  await signIn(page, 'emery@demo.test');
  await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Wi-Fi' })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Traffic Monitor' })).toHaveCount(0);
  // The page does not exist for this account: the app lands elsewhere.
  await page.goto('/ui/user/trafficMonitor');
  await expect(page).not.toHaveURL(/trafficMonitor/);
});
