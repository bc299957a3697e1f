/**
 * Contact Us and the API browser against the real binary and its demo data: avery's #1001 is VIP
 * (#1003 is not); staff@demo.test is #9001, one of the configured internal ids. Read-only.
 */
import { expect, test, type Page } from '@playwright/test';
import { suppressForwardingPromo } from './browser-state';
import { expectNoSeriousA11yViolations, expectPageTitle, openSignedIn, useSignedInState } from './helpers';

const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('Contact Us and the API browser', () => {
  test.beforeEach(async ({ context }) => {
    await suppressForwardingPromo(context);
    await context.addInitScript(() => {
      try {
        for (const key of ['hamburgerTooltip', 'accountsTooltip', 'editnamesTooltip']) localStorage.setItem(key, 'true');
      } catch {
        // storage unavailable (about:blank): nothing to do
      }
    });
  });

  test.describe('avery', () => {
    useSignedInState(test, 'avery@demo.test', suppressForwardingPromo);

    test('avery (VIP) sees the toll-free number and the VIP number', async ({ page }) => {
      // covers: MISC-009, MISC-010
      await openSignedIn(page, '/ui/user/contactus');
      await expectPageTitle(page, 'Contact Us');
      const details = page.getByTestId('contact-details');
      await expect(details.getByRole('heading', { level: 3, name: 'Prairie Wave Internet' })).toBeVisible();
      await expect(details.getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute('href', 'tel:18005550199');
      await expect(details.getByRole('link', { name: 'support@prairiewave.example' })).toHaveAttribute('href', 'mailto:support@prairiewave.example');
      await expect(details).toContainText('100 Main Street, Red Deer, AB T4N 1A1');
      const vip = page.getByTestId('contact-vip');
      await expect(vip.getByRole('link', { name: '1-800-555-0188' })).toHaveAttribute('href', 'tel:18005550188');
      await expect(vip).toContainText('We guarantee an answer by the end of the next business day.');
      await expectNoSeriousA11yViolations(page);
    });

    test('#1003 (not VIP) sees only the toll-free number', async ({ page }) => {
      // covers: MISC-010
      await openSignedIn(page, '/ui/user/contactus');
      await page.getByRole('combobox', { name: 'Change contact' }).click();
      await page.getByRole('option', { name: '#1003 Avery Fields', exact: true }).click();
      await expect(page.getByRole('combobox', { name: 'Change contact' })).toContainText('#1003');
      await page.goto('/ui/user/contactus');
      await expect(page.getByTestId('contact-details').getByRole('link', { name: '1-800-555-0199' })).toBeVisible();
      await expect(page.getByTestId('contact-vip')).toHaveCount(0);
    });

    test('Contact Us on a phone (375 px)', async ({ page }) => {
      // covers: MISC-009
      await page.setViewportSize({ width: 375, height: 800 });
      await openSignedIn(page, '/ui/user/contactus');
      await expect(page.getByTestId('contact-vip')).toBeVisible();
      expect(await noOverflow(page)).toBe(true);
      await expectNoSeriousA11yViolations(page);
    });

    test('avery typing /ui/user/apibrowser gets the 404 page', async ({ page }) => {
      // covers: MISC-012, PLAT-057
      await openSignedIn(page, '/ui/user/apibrowser');
      await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
      await expect(page).toHaveURL('/ui/user/apibrowser');
      await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  });

  test.describe('staff', () => {
    useSignedInState(test, 'staff@demo.test');

    test('staff (#9001) sends GET user.session and reads status 200 and the JSON', async ({ page }) => {
      // covers: MISC-011, MISC-012, PLAT-057
      await openSignedIn(page, '/ui/user/apibrowser');
      await expect(page.getByRole('heading', { level: 2, name: 'API Browser' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: /^Target/ })).toHaveValue('user.session');
      await page.getByRole('button', { name: 'Send' }).click();
      const answer = page.getByTestId('api-answer');
      await expect(answer.getByTestId('api-status')).toHaveText('200');
      await expect(answer.getByTestId('api-time')).toHaveText(/^\d[\d,]* ms$/);
      const raw = JSON.parse((await answer.getByTestId('api-raw').textContent()) ?? '') as { error: number; object: { id: number } };
      expect(raw.error).toBe(0);
      expect(raw.object.id).toBe(9001);
      await expectNoSeriousA11yViolations(page);
    });

    test('staff (#9001): a refused POST shows the error and the raw answer, and the session stays', async ({ page }) => {
      // covers: MISC-013
      await page.setViewportSize({ width: 375, height: 800 });
      await openSignedIn(page, '/ui/user/apibrowser');
      await page.getByRole('button', { name: 'POST' }).click();
      await page.getByRole('button', { name: 'Send' }).click();
      const answer = page.getByTestId('api-answer');
      await expect(answer.getByTestId('api-status')).toHaveText('450');
      await expect(answer.getByText(/^The request failed: /)).toBeVisible();
      await expect(answer.getByTestId('api-raw')).toContainText('"error": 1');
      // Still signed in: another request goes through.
      await page.getByRole('button', { name: 'GET' }).click();
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(answer.getByTestId('api-status')).toHaveText('200');
      await expect(page).toHaveURL('/ui/user/apibrowser');
      expect(await noOverflow(page)).toBe(true);
      await expectNoSeriousA11yViolations(page);
    });
  });
});
