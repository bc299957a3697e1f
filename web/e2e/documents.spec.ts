/**
 * Documents (/documents) against the real binary and its demo data: avery's #1001 has six
 * invoices (real PDFs with PNG previews, printed in the caller's language); staff's #9001 has none.
 * Read-only: the shared server is fine.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { suppressForwardingPromo } from './browser-state';
import { expectNoSeriousA11yViolations, expectPageTitle, signIn } from './helpers';

const PAGE = '/ui/user/documents';
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** The natural width of an image once it has loaded (0 before, or when it cannot be decoded). */
const naturalWidth = (page: Page, name: string) =>
  page.getByRole('img', { name }).evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

test.describe('documents', () => {
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

  test('avery #1001: the invoices newest first, each with a real preview read with the session header', async ({ page }) => {
    // covers: ACCT-030, ACCT-031, ACCT-033, ACCT-034, ACCT-035
    const previews: { url: string; token: string | undefined }[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api' && url.searchParams.get('variant') === 'thumbnail') previews.push({ url: r.url(), token: r.headers()['x-omicron'] });
    });
    await signIn(page, 'avery@demo.test');
    await nav(page).getByRole('link', { name: 'Documents' }).click();
    await expect(page).toHaveURL(PAGE);
    await expectPageTitle(page, 'Documents');
    const table = page.getByRole('table', { name: 'Your documents' });
    await expect(table).toBeVisible();
    const rows = page.getByTestId('document-row');
    await expect(rows).toHaveCount(6);
    await expect(rows.first()).toContainText('Invoice November 2026');
    await expect(rows.first()).toContainText('November 1, 2026');
    await expect(rows.last()).toContainText('Invoice June 2026');

    const img = page.getByRole('img', { name: 'Preview of Invoice November 2026' });
    await expect(img).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => naturalWidth(page, 'Preview of Invoice November 2026')).toBeGreaterThan(0);
    await expect.poll(() => previews.length).toBeGreaterThan(0);
    const token = await page.evaluate(() => sessionStorage.getItem('JRR'));
    for (const p of previews) {
      expect(p.token).toBe(token);
      expect(p.url).not.toContain(encodeURIComponent(token ?? '-'));
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('avery #1001: Download saves the invoice PDF under the server’s name', async ({ page }) => {
    // covers: ACCT-031, ACCT-033, ACCT-034
    await signIn(page, 'avery@demo.test');
    await page.goto(PAGE);
    const button = page.getByRole('button', { name: 'Download Invoice November 2026' });
    await expect(button).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^invoice-1001-\d{6}\.pdf$/);
    const file = await download.path();
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await expect(page.getByRole('alert').filter({ hasText: 'failed' })).toHaveCount(0);
  });

  test('avery #1001 on a phone (375 px): cards, no horizontal overflow, in French too', async ({ page }) => {
    // covers: ACCT-031
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, 'avery@demo.test');
    await page.goto(PAGE);
    const cards = page.getByRole('list', { name: 'Your documents' });
    await expect(cards.getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect.poll(() => naturalWidth(page, 'Preview of Invoice November 2026')).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Français' }).click();
    await expectPageTitle(page, 'Documents');
    await expect(page.getByText('1er novembre 2026').first()).toBeVisible();
    await expect(page.getByRole('img', { name: /^Aperçu de / }).first()).toHaveAttribute('src', /^blob:/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('staff #9001 has no documents', async ({ page }) => {
    // covers: ACCT-032
    // (blake's pre-install account lists the identity photo it sent for review.)
    await signIn(page, 'staff@demo.test');
    await page.goto(PAGE);
    await expectPageTitle(page, 'Documents');
    await expect(page.getByText('No documents found on this account.', { exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
