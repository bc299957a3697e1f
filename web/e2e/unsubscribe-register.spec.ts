/**
 * The public unsubscribe page, first-device registration, the global notification and the
 * account-warning snackbar, against the real server and its demo data.
 */
import { expect, test } from '@playwright/test';
import { suppressForwardingPromo } from './browser-state';
import { expectNoSeriousA11yViolations, expectPageTitle, signIn, unsubscribeToken, unsubscribeUrl } from './helpers';

/** The support number of the demo branding (GET /guest/branding). */
async function brandingOf(request: import('@playwright/test').APIRequestContext) {
  const res = await request.get('/guest/branding');
  expect(res.ok()).toBe(true);
  return (await res.json()) as { provider: string; phone: string; email: string; address: string };
}

const LISTS: [string, string][] = [
  ['news', 'Monthly newsletter'],
  ['offers', 'Special offers and promotions'],
];

test.describe('public unsubscribe page', () => {
  // covers: PLAT-164, PLAT-165, PLAT-168, PLAT-169, PLAT-170, PLAT-171, PLAT-173
  test('a signed link shows the e-mail and lists and unsubscribes', async ({ page }) => {
    await page.goto(unsubscribeUrl('avery@demo.test', LISTS));
    await expect(page.getByText('avery@demo.test')).toBeVisible();
    await expect(page.getByText('Monthly newsletter')).toBeVisible();
    await expect(page.getByText('Special offers and promotions')).toBeVisible();
    // The token leaves the address bar; no sign-in was asked for.
    await expect(page).toHaveURL('/ui/public/unsubscribe');
    expect(await page.evaluate(() => sessionStorage.getItem('JRR'))).toBeNull();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Yes, unsubscribe' }).click();
    await expect(
      page.getByText('avery@demo.test has been unsubscribed from: Monthly newsletter, Special offers and promotions.'),
    ).toBeVisible();
  });

  // Opened a second time, a link says it was already used (the server answers 410), in the
  // spec's words for a failed unsubscribe.
  // covers: PLAT-170, PLAT-172, PLAT-173
  test('a link used before says it was already used', async ({ page, request }) => {
    const { phone } = await brandingOf(request);
    const ut = unsubscribeToken('avery@demo.test', LISTS);
    const first = await request.post('/guest/unsubscribeemail', { data: { ut } });
    expect(first.status()).toBe(200);

    await page.goto(`/ui/public/unsubscribe?ut=${encodeURIComponent(ut)}`);
    await page.getByRole('button', { name: 'Yes, unsubscribe' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This link was already used.');
    await expect(alert).toContainText(`An error occurred. Please try again or contact the provider's support at ${phone}`);
    await expect(page.getByRole('button', { name: 'Yes, unsubscribe' })).toHaveCount(0);
  });

  // covers: PLAT-166, PLAT-167
  test('a garbage token shows the error with the support number', async ({ page, request }) => {
    const { phone } = await brandingOf(request);
    await page.goto('/ui/public/unsubscribe?ut=garbage.token');
    await expect(page.getByText(`An error occurred. Please try again or contact the provider's support at ${phone}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Yes, unsubscribe' })).toHaveCount(0);
    await expect(page).toHaveURL('/ui/public/unsubscribe');
  });

  // covers: PLAT-174
  test("'Cancel' shows 'You can close this tab' (375 px)", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(unsubscribeUrl('avery@demo.test', LISTS));
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('You can close this tab')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});

test.describe('first-device registration', () => {
  test.beforeEach(({ context }) => suppressForwardingPromo(context));

  // covers: PLAT-131, PLAT-132, PLAT-136
  test('avery registering a device sees the waiting message with the account button', async ({ page }) => {
    await signIn(page, 'avery@demo.test');
    await page.goto('/ui/register?hw=AA:BB:CC:DD:EE:01&seg=north');
    await expect(page.getByText('Please wait while we automatically setup your connection.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Click here to go to your account' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Click here to go to your account' }).click();
    await expect(page).toHaveURL('/ui/user/dashboard');
  });

  // covers: PLAT-133, PLAT-135
  test('without hw it says Register failed with the provider contact', async ({ page, request }) => {
    const b = await brandingOf(request);
    await signIn(page, 'avery@demo.test');
    await page.goto('/ui/register?seg=north');
    await expect(
      page.getByText(`Register failed. Please contact ${b.provider}. Toll Free Number: ${b.phone} / Email: ${b.email} / Address: ${b.address}`),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Click here to go to your account' })).toBeVisible();
  });
});

test.describe('notices', () => {
  test.beforeEach(async ({ context }) => {
    await suppressForwardingPromo(context);
    // The one-time tooltips (seen once already) would sit over the notice's close button.
    await context.addInitScript(() => {
      try {
        localStorage.setItem('accountsTooltip', 'true');
        localStorage.setItem('hamburgerTooltip', 'true');
      } catch {
        // storage unavailable (about:blank)
      }
    });
  });

  // covers: PLAT-128, PLAT-129
  test("avery's global notification can be dismissed and stays dismissed after a reload", async ({ page }) => {
    await signIn(page, 'avery@demo.test');
    const banner = page.getByRole('region', { name: /^Notice from / });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Dismiss this notice' }).click();
    await expect(banner).toHaveCount(0);
    const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => /^globalNotification.+/.test(k)));
    expect(keys.length).toBe(1);
    // Reload and wait for the notification to be read again; it stays hidden.
    const read = page.waitForResponse((r) => /target=me\.1(%2F|\/)globalnotification/.test(r.url()));
    await page.reload();
    await read;
    await expect(page.getByText('Logged as')).toBeVisible();
    await expect(page.getByRole('region', { name: /^Notice from / })).toHaveCount(0);
  });

  // covers: PLAT-127, PLAT-130
  test('drew sees the warning snackbar on the dashboard but not on Important', async ({ page }) => {
    await signIn(page, 'drew@demo.test');
    await expect(page).toHaveURL('/ui/user/important');
    await expectPageTitle(page, 'Important');
    await expect(page.getByText('Your account needs your attention.')).toHaveCount(0);
    await page.goto('/ui/user/dashboard');
    const snack = page.getByText('Your account needs your attention.');
    await expect(snack).toBeVisible();
    await page.getByRole('button', { name: 'See what is important' }).click();
    await expect(page).toHaveURL('/ui/user/important');
    await expect(snack).toHaveCount(0);
  });
});
