/**
 * Accessibility scan (axe; serious and critical violations fail) of every screen that exists, at
 * 1280 px and 375 px, in Chromium against the real server. One test per screen, each opening its
 * one page; the signed-in ones share one sign-in per login and worker (useSignedInState).
 *
 * The drawer (side menu) is part of every page scan and has its own test with the drawer open on
 * phones and Important selected (red on the selected background).
 */
import { expect, test, type Page } from '@playwright/test';
import { suppressForwardingPromo } from './browser-state';
import { expectNoSeriousA11yViolations, openSignedIn, signIn, unsubscribeUrl, useSignedInState } from './helpers';

/** The side menu's paper: the permanent one from 960 px, the open temporary drawer below. */
const DRAWER = '[data-testid="side-drawer"]';

/** Waits until the page has settled: its heading in view and no loading spinner left. */
async function settled(page: Page, heading?: string | RegExp) {
  const h = heading
    ? page.getByRole('heading', { name: heading }).first()
    : page.getByRole('main').getByRole('heading').first();
  await expect(h).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** Opens a shell page by its address (signed in) and waits for its title and content. */
async function openShellPage(page: Page, path: string, title: string) {
  await openSignedIn(page, path);
  await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`));
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(title);
  await settled(page);
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

    test.describe('public pages', () => {
      // covers: PLAT-005
      test('identity service sign-in page', async ({ page }) => {
        await page.goto('/ui/');
        await expect(page).toHaveURL(/\/auth\/login/);
        await expect(page.locator('input[name="login"]')).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });

      // covers: PLAT-015, PLAT-016
      test('404 page', async ({ page }) => {
        await page.goto('/ui/public/nope');
        await settled(page, '404 Not Found');
        await expectNoSeriousA11yViolations(page);
      });

      // covers: PLAT-164, PLAT-168
      test('unsubscribe page (signed link)', async ({ page }) => {
        await page.goto(unsubscribeUrl('avery@demo.test', [['news', 'Monthly newsletter']]));
        await settled(page, /unsubscribe/i);
        await expectNoSeriousA11yViolations(page);
      });
    });

    test.describe('avery', () => {
      useSignedInState(test, 'avery@demo.test', suppressForwardingPromo);
      const screens = [
        // covers: PLAT-006, PLAT-012, PLAT-020, PLAT-023, PLAT-024
        { name: 'shell with the dashboard (and the one-time tooltips)', path: '/ui/user/dashboard', title: 'Dashboard' },
        // covers: PLAT-149
        { name: 'account page (service e-mails)', path: '/ui/user/account', title: 'Account' },
        // covers: PLAT-175, PLAT-176, NET-079
        { name: 'Wi-Fi page', path: '/ui/user/wifi', title: 'Wi-Fi' },
        { name: 'Traffic Monitor page', path: '/ui/user/trafficMonitor', title: 'Traffic Monitor' },
        // covers: NET-033
        { name: 'Calendar page', path: '/ui/user/calendar', title: 'Calendar' },
        // covers: NET-046
        { name: 'Package page', path: '/ui/user/package', title: 'Package' },
      ];
      for (const s of screens) {
        test(s.name, async ({ page }) => {
          await openShellPage(page, s.path, s.title);
          await expectNoSeriousA11yViolations(page);
        });
      }
    });

    test.describe('drew', () => {
      useSignedInState(test, 'drew@demo.test');

      // covers: PLAT-013, PLAT-026, PLAT-130
      test('important page with the warnings', async ({ page }) => {
        await openShellPage(page, '/ui/user/important', 'Important');
        await expectNoSeriousA11yViolations(page);
      });

      // covers: PLAT-019, PLAT-021, PLAT-022, PLAT-025
      test(`the side menu${narrow ? ' in the open drawer' : ''}`, async ({ page }) => {
        await openShellPage(page, '/ui/user/important', 'Important');
        if (narrow) {
          await page.getByRole('button', { name: 'Open the menu' }).click();
        }
        const nav = page.getByRole('navigation', { name: 'Main navigation' });
        await expect(nav.getByRole('link', { name: 'Calendar' })).toBeVisible();
        await expectNoSeriousA11yViolations(page, { include: [DRAWER] });
      });
    });

    test.describe('emery', () => {
      useSignedInState(test, 'emery@demo.test');

      // covers: PLAT-011, PLAT-131
      test('device registration page', async ({ page }) => {
        await openSignedIn(page, '/ui/register?hw=aa:bb:cc:dd:ee:ff&seg=demo');
        await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0);
        await expectNoSeriousA11yViolations(page);
      });
    });

    // Logging out ends the SSO session: this test signs in on its own, not with the shared state.
    // covers: PLAT-140, PLAT-143
    test('emery: logout question, logout done', async ({ page }) => {
      await signIn(page, 'emery@demo.test');
      await page.goto('/ui/will/logout');
      await settled(page, 'Do you really want to logout?');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Yes, log me out' }).click();
      await settled(page, 'Logout');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
