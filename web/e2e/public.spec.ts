/**
 * Public area and redirects of the real server and app: the 404 page, unknown paths under /ui/
 * and the root redirect.
 */
import { expect, test } from '@playwright/test';
import { suppressForwardingPromo } from './browser-state';
import { signIn } from './helpers';

test.describe('public area and redirects', () => {
  test.beforeEach(({ context }) => suppressForwardingPromo(context));

  // covers: PLAT-010, PLAT-016
  test("an unknown public path shows '404 Not Found' without signing in", async ({ page }) => {
    await page.goto('/ui/public/nope');
    await expect(page).toHaveURL('/ui/public/nope');
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
    await expect(page.getByText('Logged as')).toHaveCount(0);
    // No session was started: nothing sent us to the identity page.
    expect(await page.evaluate(() => sessionStorage.getItem('JRR'))).toBeNull();
  });

  // Outside /ui: the same branded page, with status 404 (issue 13).
  // covers: PLAT-016
  test("an unknown path outside /ui shows the same branded '404 Not Found' page", async ({ page, request }) => {
    const branding = (await (await request.get('/guest/branding')).json()) as { provider: string };
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(branding.provider);
    await expect(page).toHaveURL('/no/such/page');
    await expect(page.getByRole('link', { name: 'Go to MyAccount' })).toHaveAttribute('href', '/ui/');
    // Inside /ui the public 404 is answered with 404 too (asked without the page's service worker).
    const inside = await request.get('/ui/public/nope', { headers: { Accept: 'text/html' } });
    expect(inside.status()).toBe(404);
    expect(await inside.text()).toContain('<div id="root">');
  });

  // covers: PLAT-016
  test('an API-like client gets a short 404, not the page', async ({ request }) => {
    const json = await request.get('/no/such/thing', { headers: { Accept: 'application/json' } });
    expect(json.status()).toBe(404);
    expect(await json.json()).toEqual({ error: 1, message: '404 Not Found' });
    const plain = await request.get('/no/such/thing', { headers: { Accept: '*/*' } });
    expect(plain.status()).toBe(404);
    expect(await plain.text()).toBe('404 Not Found\n');
  });

  // covers: PLAT-008
  test('/ redirects to /ui/ (and on to sign-in)', async ({ page, request }) => {
    const res = await request.get('/', { maxRedirects: 0 });
    expect(res.status()).toBeGreaterThanOrEqual(300);
    expect(res.status()).toBeLessThan(400);
    expect(new URL(res.headers()['location'] ?? '', 'http://x').pathname).toBe('/ui/');
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  // covers: PLAT-018, PLAT-075
  test('an unknown /ui/ path goes to the landing page after sign-in', async ({ page }) => {
    await signIn(page, 'avery@demo.test');
    await page.goto('/ui/whatever');
    await expect(page).toHaveURL('/ui/user/dashboard');
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    // Not silently (issue 28): the landing page says the page asked for does not exist.
    await expect(page.getByTestId('unknown-page-notice')).toHaveText(/The page \/ui\/whatever does not exist/);
    await page.goto('/ui/user/nope');
    await expect(page).toHaveURL('/ui/user/dashboard');
    await expect(page.getByTestId('unknown-page-notice')).toHaveText(/The page \/ui\/user\/nope does not exist/);
    // It belongs to that arrival: the next page does not carry it.
    await page.getByRole('navigation').getByRole('link', { name: 'Calendar' }).first().click();
    await expect(page).toHaveURL('/ui/user/calendar');
    await expect(page.getByTestId('unknown-page-notice')).toHaveCount(0);
  });

  // covers: PLAT-018, PLAT-063, PLAT-075
  test('an unknown /ui/ path before sign-in asks to sign in, then lands', async ({ page }) => {
    await page.goto('/ui/whatever');
    await expect(page).toHaveURL(/\/auth\/login\?.*r=myaccount/);
    await page.locator('input[name="login"]').fill('drew@demo.test');
    await page.locator('input[name="password"]').fill('demo1234');
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL('/ui/user/important');
    await expect(page.getByText('Logged as')).toBeVisible();
  });

  // covers: PLAT-063, PLAT-075
  test('a deep link before sign-in comes back to that page', async ({ page }) => {
    await page.goto('/ui/user/calendar');
    await expect(page).toHaveURL(/\/auth\/login\?.*rp=%2Fuser%2Fcalendar/);
    await page.locator('input[name="login"]').fill('emery@demo.test');
    await page.locator('input[name="password"]').fill('demo1234');
    await page.locator('form button[type="submit"]').click();
    // The identity service hands back ?pi=…&rc=1; the app takes pi out of the address bar.
    await expect(page).toHaveURL(/\/ui\/user\/calendar(\?|$)/);
    await expect.poll(() => new URL(page.url()).searchParams.has('pi')).toBe(false);
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Calendar');
  });
});
