/**
 * Accessibility scan (axe; serious and critical violations fail) of every screen that exists, at
 * 1280 px and 375 px, in Chromium against the real server. One sign-in per login and width; each
 * screen is a step, and all screens are scanned before the test reports what it found.
 *
 * The drawer (side menu) is part of every page scan and has its own test with the drawer open on
 * phones and Important selected (red on the selected background).
 */
import { expect, test, type Page } from '@playwright/test';
import { suppressForwardingPromo } from './browser-state';
import { expectNoSeriousA11yViolations, signIn, unsubscribeUrl, type A11yScope } from './helpers';

const DRAWER = '.MuiDrawer-paper';

/** Waits until the page has settled: its heading in view and no loading spinner left. */
async function settled(page: Page, heading?: string | RegExp) {
  const h = heading
    ? page.getByRole('heading', { name: heading }).first()
    : page.getByRole('main').getByRole('heading').first();
  await expect(h).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** Opens a shell page by its address and waits for its title and content. */
async function openShellPage(page: Page, path: string, title: string) {
  if (new URL(page.url()).pathname !== path) await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`));
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(title);
  await settled(page);
}

/** Scans each screen in its own step and fails at the end with every screen's findings. */
async function scanScreens(page: Page, screens: { name: string; open: () => Promise<void>; scope?: A11yScope }[]) {
  const failures: string[] = [];
  for (const s of screens) {
    await test.step(s.name, async () => {
      await s.open();
      try {
        await expectNoSeriousA11yViolations(page, s.scope);
      } catch (e) {
        failures.push(`── ${s.name} ──\n${e instanceof Error ? e.message : String(e)}`);
      }
    });
  }
  expect(failures, failures.join('\n\n')).toEqual([]);
}

const widths = [
  { name: '1280 px', viewport: { width: 1280, height: 800 } },
  { name: '375 px', viewport: { width: 375, height: 740 } },
];

for (const w of widths) {
  const narrow = w.viewport.width < 960;

  test.describe(`a11y at ${w.name}`, () => {
    test.use({ viewport: w.viewport });
    test.beforeEach(({ context }) => suppressForwardingPromo(context));

    // covers: PLAT-005, PLAT-015, PLAT-016, PLAT-164, PLAT-168
    test('public pages: identity sign-in, 404, unsubscribe', async ({ page }) => {
      await scanScreens(page, [
        {
          name: 'identity service sign-in page',
          open: async () => {
            await page.goto('/ui/');
            await expect(page).toHaveURL(/\/auth\/login/);
            await expect(page.locator('input[name="login"]')).toBeVisible();
          },
        },
        {
          name: '404 page',
          open: async () => {
            await page.goto('/ui/public/nope');
            await settled(page, '404 Not Found');
          },
        },
        {
          name: 'unsubscribe page (signed link)',
          open: async () => {
            await page.goto(unsubscribeUrl('avery@demo.test', [['news', 'Monthly newsletter']]));
            await settled(page, /unsubscribe/i);
          },
        },
      ]);
    });

    // covers: PLAT-006, PLAT-012, PLAT-020, PLAT-023, PLAT-024, PLAT-149
    test('avery: dashboard (with the one-time tooltips), account', async ({ page }) => {
      await signIn(page, 'avery@demo.test');
      await scanScreens(page, [
        { name: 'shell with the dashboard', open: () => openShellPage(page, '/ui/user/dashboard', 'Dashboard') },
        { name: 'account page (service e-mails)', open: () => openShellPage(page, '/ui/user/account', 'Account') },
      ]);
    });

    // covers: PLAT-175, PLAT-176, NET-033, NET-046, NET-079
    test('avery: Wi-Fi, Traffic Monitor, Calendar, Package', async ({ page }) => {
      await signIn(page, 'avery@demo.test');
      await scanScreens(page, [
        { name: 'Wi-Fi page', open: () => openShellPage(page, '/ui/user/wifi', 'Wi-Fi') },
        { name: 'Traffic Monitor page', open: () => openShellPage(page, '/ui/user/trafficMonitor', 'Traffic Monitor') },
        { name: 'Calendar page', open: () => openShellPage(page, '/ui/user/calendar', 'Calendar') },
        { name: 'Package page', open: () => openShellPage(page, '/ui/user/package', 'Package') },
      ]);
    });

    // covers: PLAT-013, PLAT-026, PLAT-130
    test('drew: important page with the warnings', async ({ page }) => {
      await signIn(page, 'drew@demo.test');
      await scanScreens(page, [
        { name: 'important page', open: () => openShellPage(page, '/ui/user/important', 'Important') },
      ]);
    });

    // covers: PLAT-011, PLAT-131, PLAT-140, PLAT-143
    test('emery: device registration, logout question, logout done', async ({ page }) => {
      await signIn(page, 'emery@demo.test');
      await scanScreens(page, [
        {
          name: 'device registration page',
          open: async () => {
            await page.goto('/ui/register?hw=aa:bb:cc:dd:ee:ff&seg=demo');
            await expect(page.locator('h1, h2').first()).toBeVisible();
            await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0);
          },
        },
        {
          name: 'logout question',
          open: async () => {
            await page.goto('/ui/will/logout');
            await settled(page, 'Do you really want to logout?');
          },
        },
        {
          name: 'logout done',
          open: async () => {
            await page.getByRole('button', { name: 'Yes, log me out' }).click();
            await settled(page, 'Logout');
            await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
          },
        },
      ]);
    });

    // covers: PLAT-019, PLAT-021, PLAT-022, PLAT-025
    test(`drew: the side menu${narrow ? ' in the open drawer' : ''}`, async ({ page }) => {
      await signIn(page, 'drew@demo.test');
      await openShellPage(page, '/ui/user/important', 'Important');
      if (narrow) {
        await page.getByRole('button', { name: 'Open the menu' }).click();
      }
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(nav.getByRole('link', { name: 'Calendar' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, { include: [DRAWER] });
    });
  });
}
