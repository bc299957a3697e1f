/**
 * Logout in a real browser against the real server: the question, declining, confirming, and
 * that the session is really over afterwards (the old token is refused, the SSO cookie is gone).
 */
import { expect, test, type Page } from '@playwright/test';
import { suppressForwardingPromo } from './browser-state';
import { signIn } from './helpers';

/** Opens the logout page from the menu, as a subscriber does. */
async function openLogout(page: Page) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/ui/will/logout');
  await expect(page.getByRole('heading', { name: 'Do you really want to logout?' })).toBeVisible();
}

test.describe('logout', () => {
  test.beforeEach(({ context }) => suppressForwardingPromo(context));

  // covers: PLAT-014, PLAT-140, PLAT-141
  test('declining goes back to the page the subscriber came from', async ({ page }) => {
    await signIn(page, 'emery@demo.test');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Calendar' }).click();
    await expect(page).toHaveURL('/ui/user/calendar');
    await openLogout(page);
    await page.getByRole('button', { name: 'No, take me back' }).click();
    await expect(page).toHaveURL('/ui/user/calendar');
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Calendar');
    // Still signed in.
    await expect(page.getByText('Logged as')).toBeVisible();
  });

  // covers: PLAT-142, PLAT-143, PLAT-063
  test("confirming ends the session: 'Logout' heading, old token refused, 'Login' shows the identity page", async ({ page, context }) => {
    await signIn(page, 'emery@demo.test');
    const token = await page.evaluate(() => sessionStorage.getItem('JRR'));
    expect(token).toBeTruthy();
    const sso = () => context.cookies().then((cs) => cs.filter((c) => c.name.endsWith('myaccount_sso') && c.value !== ''));
    expect(await sso()).toHaveLength(1);

    // The token works before.
    const before = await page.request.get('/api?target=me.1/associatedaccounts', { headers: { 'x-omicron': token! } });
    expect(before.status()).toBe(200);

    await openLogout(page);
    await page.getByRole('button', { name: 'Yes, log me out' }).click();
    await expect(page.getByRole('heading', { name: 'Logout', exact: true })).toBeVisible();
    await expect(page.getByText('You have been logged out.')).toBeVisible();
    const login = page.getByRole('button', { name: 'Login' });
    await expect(login).toBeVisible();

    // The local store is cleared and the server no longer accepts the old token.
    expect(await page.evaluate(() => sessionStorage.getItem('JRR'))).toBeNull();
    const after = await page.request.get('/api?target=me.1/associatedaccounts', { headers: { 'x-omicron': token! } });
    expect(after.status()).toBe(401);
    expect(await sso()).toHaveLength(0);

    // 'Login' goes to the identity page, which asks for the password again (no SSO sign-in).
    await login.click();
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.locator('input[name="password"]')).toBeVisible();
    await expect(page.getByText('Logged as')).toHaveCount(0);

    // Opening the app again also asks to sign in.
    await page.goto('/ui/user/dashboard');
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.locator('input[name="password"]')).toBeVisible();
  });
});
