/**
 * The logged-in shell in a real browser: account switching, the one-time tooltips, the narrow
 * layout's hamburger and drawer, and keyboard focus.
 */
import { expect, test, type Page } from '@playwright/test';
import { suppressForwardingPromo } from './browser-state';
import { signIn } from './helpers';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const title = (page: Page) => page.getByRole('banner').getByRole('heading', { level: 1 });
/** A one-time tip: a note in the page's flow (not a floating tooltip), named by its text. */
const tooltip = (page: Page, text: string) => page.getByRole('note', { name: text });

async function chooseContact(page: Page, entry: string) {
  await page.getByRole('combobox', { name: 'Change contact' }).click();
  await page.getByRole('option', { name: entry, exact: true }).click();
}

test.describe('shell', () => {
  test.beforeEach(({ context }) => suppressForwardingPromo(context));

  // covers: PLAT-028, PLAT-035, PLAT-036, PLAT-038, PLAT-045, PLAT-046, PLAT-062
  test("avery switches to '#1002 Fields Farm Ltd' (phone only) and back to #1001", async ({ page }) => {
    await signIn(page, 'avery@demo.test');
    await expect(page).toHaveURL('/ui/user/dashboard');
    await tooltip(page, 'Click here to switch accounts').getByRole('button', { name: 'GOT IT' }).click();

    const selector = page.getByRole('combobox', { name: 'Change contact' });
    await expect(selector).toHaveText('#1001 Avery Fields');
    await selector.click();
    await expect(page.getByRole('option')).toHaveText(['#1001 Avery Fields', '#1002 Fields Farm Ltd', '#1003 Avery Fields']);
    await page.getByRole('option', { name: '#1002 Fields Farm Ltd' }).click();

    // Phone only: the Phone group, landing on its first page.
    await expect(page).toHaveURL('/ui/user/emergencyprofiles');
    await expect(title(page)).toHaveText('911 Profiles');
    await expect(selector).toHaveText('#1002 Fields Farm Ltd');
    await expect
      .poll(() => nav(page).locator('.MuiListItemText-primary').allInnerTexts())
      .toEqual(['Phone', '911 Profiles', 'Basic Settings', 'Calls History', 'International Calls', 'Advanced Settings', 'Change Password', 'Notifications', 'Support', 'Contact Us', 'Logout']);
    await expect(nav(page).getByText('Internet', { exact: true })).toHaveCount(0);

    // A route of the other account is no longer there: it lands.
    await page.goto('/ui/user/wifi');
    await expect(page).toHaveURL('/ui/user/emergencyprofiles');

    await chooseContact(page, '#1001 Avery Fields');
    await expect(page).toHaveURL('/ui/user/dashboard');
    await expect(title(page)).toHaveText('Dashboard');
    await expect(nav(page).getByRole('link', { name: 'Wi-Fi' })).toBeVisible();
  });

  // covers: PLAT-049
  test('avery on #1003 (contact info only) lands on Account', async ({ page }) => {
    await signIn(page, 'avery@demo.test');
    await tooltip(page, 'Click here to switch accounts').getByRole('button', { name: 'GOT IT' }).click();
    await chooseContact(page, '#1003 Avery Fields');
    await expect(page).toHaveURL('/ui/user/account');
    await expect(title(page)).toHaveText('Account');
  });

  // covers: PLAT-024, PLAT-194
  test("the 'switch accounts' tooltip shows once: GOT IT hides it for good", async ({ page }) => {
    await signIn(page, 'avery@demo.test');
    const tip = tooltip(page, 'Click here to switch accounts');
    await expect(tip).toBeVisible();
    await tip.getByRole('button', { name: 'GOT IT' }).click();
    await expect(tip).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('accountsTooltip'))).not.toBeNull();

    await page.reload();
    await expect(title(page)).toHaveText('Dashboard');
    await expect(page.getByRole('combobox', { name: 'Change contact' })).toBeVisible();
    await expect(tip).toHaveCount(0);
  });

  // covers: PLAT-006, PLAT-024
  test("a login with one account gets no 'Change contact' selector and no 'switch accounts' tip", async ({ page }) => {
    await signIn(page, 'emery@demo.test');
    await expect(page.getByRole('banner').getByText('Logged as')).toContainText('emery@demo.test');
    // Nothing to switch to: no selector (it would list only '#5001 Emery Stone').
    await expect(page.getByRole('combobox', { name: 'Change contact' })).toHaveCount(0);
    await expect(tooltip(page, 'Click here to switch accounts')).toHaveCount(0);
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: false, hasTouch: false });

    // covers: PLAT-021, PLAT-022, PLAT-023, PLAT-194
    test("hamburger tooltip 'Click here to open the Menu' shows once; the drawer opens and closes", async ({ page }) => {
      await signIn(page, 'emery@demo.test');
      await expect(page).toHaveURL('/ui/user/dashboard');
      const menuButton = page.getByRole('button', { name: 'Open the menu' });
      await expect(menuButton).toBeVisible();
      // The temporary drawer is closed: its links are not visible.
      await expect(nav(page).getByRole('link', { name: 'Calendar' })).toBeHidden();

      const tip = tooltip(page, 'Click here to open the Menu');
      await expect(tip).toBeVisible();
      await tip.getByRole('button', { name: 'GOT IT' }).click();
      await expect(tip).toHaveCount(0);

      await menuButton.click();
      const calendar = nav(page).getByRole('link', { name: 'Calendar' });
      await expect(calendar).toBeVisible();
      // Measured once the drawer has settled (its slide-in transition can still be running).
      await expect.poll(async () => (await nav(page).boundingBox())?.width ?? Infinity).toBeLessThanOrEqual(260);
      await calendar.click();
      await expect(page).toHaveURL('/ui/user/calendar');
      await expect(title(page)).toHaveText('Calendar');
      await expect(calendar).toBeHidden();

      // Escape closes the drawer too.
      await menuButton.click();
      await expect(calendar).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(calendar).toBeHidden();

      await page.reload();
      await expect(title(page)).toHaveText('Calendar');
      await expect(menuButton).toBeVisible();
      await expect(tip).toHaveCount(0);
    });
  });

  test.describe('at 1280 px', () => {
    // covers: PLAT-022
    test('the drawer is permanent and 260 px wide, with no hamburger', async ({ page }) => {
      await signIn(page, 'emery@demo.test');
      await expect(nav(page).getByRole('link', { name: 'Calendar' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open the menu' })).toHaveCount(0);
      // The drawer's paper (the nav plus its 1 px border).
      const box = await page.getByTestId('side-drawer').filter({ has: nav(page) }).boundingBox();
      expect(Math.round(box?.width ?? 0)).toBe(260);
      expect(Math.round(box?.x ?? -1)).toBe(0);
    });
  });

  test('keyboard: Tab reaches the menu with a visible focus indicator and Enter follows a link', async ({ page }) => {
    await signIn(page, 'emery@demo.test');
    await expect(title(page)).toHaveText('Dashboard');
    const calendar = nav(page).getByRole('link', { name: 'Calendar' });
    // Tab until the Calendar link has the focus (a bounded number of presses).
    await expect(async () => {
      await page.keyboard.press('Tab');
      await expect(calendar).toBeFocused({ timeout: 100 });
    }).toPass({ timeout: 20_000, intervals: [0] });
    // MUI marks keyboard focus with .Mui-focusVisible, which draws a background; it must differ.
    await expect(calendar).toHaveClass(/Mui-focusVisible/);
    const focusedBg = await calendar.evaluate((el) => getComputedStyle(el).backgroundColor);
    const otherBg = await nav(page)
      .getByRole('link', { name: 'Package' })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(focusedBg).not.toBe(otherBg);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/ui/user/calendar');
  });
});
