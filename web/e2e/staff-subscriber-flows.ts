/**
 * The staff console's subscriber page (issue 30, item 5), end to end on a server WITH the demo data
 * (going-live-server.ts, `demoOption`): a billing staff member opens avery's #1001, posts a credit
 * with a confirmation, and avery's own balance (the subscriber app, in a second browser) goes down
 * by it; an agent sees no credit action, and a credit posted anyway from the agent's page (a direct
 * call) is refused with 403 and shows on the page's staff actions. axe on the page; screenshots at
 * 1280 and 768 px. Run on SQLite (staff-subscriber.spec.ts) and PostgreSQL (…-postgres.spec.ts).
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';
import { expect, test } from './going-live-server';
import { averyPage, signInWithCode } from './staff-helpers';

/** "$134.85", "-$12.34", "$0.00" → cents. */
function cents(text: string): number {
  const m = text.replace(/\s/g, '').match(/(-?)\$([\d,]+)\.(\d\d)/);
  if (!m) throw new Error(`no amount in ${text}`);
  return (m[1] ? -1 : 1) * (Number(m[2]!.replace(/,/g, '')) * 100 + Number(m[3]));
}

/** What avery owes on My Balance: past due plus the current invoice (a credit is negative). */
async function averyOwes(page: Page): Promise<number> {
  await page.goto('/ui/user/account');
  const card = page.getByTestId('balance-card');
  const pastDue = card.getByTestId('balance-pastdue').locator('dd').first();
  const current = card.getByTestId('balance-current').locator('dd').first();
  await expect(pastDue).toHaveText(/\$/);
  return cents((await pastDue.textContent()) ?? '') + cents((await current.textContent()) ?? '');
}

export function staffSubscriberFlows() {
  test.use({ demoOption: true });
  test.use({ baseURL: async ({ goingLive }, use) => use(goingLive.url) });
  test.describe.configure({ mode: 'serial' });

  // covers: issue 30 item 5 (subscriber page, post a credit)
  test('a billing staff member opens avery #1001, posts a credit after a confirmation, and avery’s balance shows it', async ({
    page,
    browser,
    goingLive,
  }, testInfo) => {
    test.setTimeout(180_000);
    const avery = await averyPage(browser, goingLive.url);
    const before = await averyOwes(avery);

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInWithCode(page, 'billing@demo.test');
    await page.goto('/staff/subscribers/1001');
    await expect(page.getByRole('heading', { level: 1, name: 'Avery Fields — account #1001' })).toBeVisible();
    const logins = page.getByRole('region', { name: 'Logins' });
    await expect(logins.getByText('avery@demo.test')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Internet' }).getByRole('img', { name: /Usage per day this month/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('subscriber-1280.png'), fullPage: true });

    // The credit: amount and description, reviewed, then posted.
    const ledger = page.getByRole('region', { name: 'Balance and ledger' });
    await ledger.getByRole('button', { name: 'Post a credit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Credit to account #1001' });
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expect(dialog.getByText('Fill in this field.')).toBeVisible();
    await dialog.getByLabel(/Amount in dollars/).fill('12.34');
    await dialog.getByLabel(/Description/).fill('Goodwill credit for the outage');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expect(dialog.getByText('Credit $12.34 to account #1001: “Goodwill credit for the outage”. The balance goes down at once.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Post the credit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'A credit of $12.34 is posted to account #1001.' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // The page is read again: the ledger lists it, the staff actions record it.
    await expect(ledger.getByRole('row').filter({ hasText: 'Goodwill credit for the outage' })).toContainText('-$12.34');
    await expect(
      page.getByTestId('staff-action').filter({ hasText: 'staff:billing@demo.test' }).filter({ hasText: 'post-credit' }).first(),
    ).toContainText('-1234 cents: Goodwill credit for the outage');
    await expect(page.getByTestId('staff-action').filter({ hasText: 'staff:billing@demo.test' }).filter({ hasText: 'post-credit' }).first()).toContainText(
      'Credit posted post-credit',
    );

    // avery's own balance shows it.
    await expect.poll(async () => before - (await averyOwes(avery)), { timeout: 30_000 }).toBe(1234);
    await avery.context().close();

    // The audit page lists the credit, with who and from where.
    await page.goto('/staff/audit?account=1001');
    await expect(
      page.getByTestId('audit-row').filter({ hasText: 'staff:billing@demo.test' }).filter({ hasText: 'post-credit' }).first(),
    ).toContainText('Goodwill credit for the outage');
    await page.goto('/staff/subscribers/1001');

    await page.setViewportSize({ width: 768, height: 1024 });
    await expect(ledger.getByRole('button', { name: 'Post a charge' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('subscriber-768.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });

  // covers: issue 30 item 5 (actions by role; a refusal recorded)
  test('an agent sees no credit action; a credit posted from the agent’s page is refused (403) and shows in the staff actions; the agent sends a password-reset e-mail', async ({
    page,
    goingLive,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signInWithCode(page, 'agent@demo.test');
    await page.goto('/staff/subscribers/1001');
    await expect(page.getByRole('heading', { level: 1, name: 'Avery Fields — account #1001' })).toBeVisible();
    const ledger = page.getByRole('region', { name: 'Balance and ledger' });
    await expect(ledger.getByText('Current balance')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Post a credit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Post a charge' })).toHaveCount(0);
    // The agent's own actions are there.
    await expect(page.getByRole('button', { name: 'Add a warning' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Logins' }).getByRole('button', { name: 'Send a password-reset e-mail' })).toBeVisible();

    const status = await page.evaluate(async () => {
      const res = await fetch('/staff/api/accounts/1001/credits', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ amount: '50.00', description: 'Not allowed' }),
      });
      return res.status;
    });
    expect(status).toBe(403);
    await page.reload();
    await expect(
      page.getByTestId('staff-action').filter({ hasText: 'staff:agent@demo.test' }).filter({ hasText: 'refused' }).first(),
    ).toContainText('POST /staff/api/accounts/1001/credits');
    await expectNoSeriousA11yViolations(page);

    // An agent's own action: a password-reset e-mail, confirmed first (Cancel sends nothing).
    const logins = page.getByRole('region', { name: 'Logins' });
    await logins.getByRole('button', { name: 'Send a password-reset e-mail' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send a password-reset e-mail?' });
    await expect(confirm).toContainText('avery@demo.test gets an e-mail with a link to choose a new password.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    const sent = await goingLive.mail.countMatching('avery@demo.test', /^Choose a new password/);
    await logins.getByRole('button', { name: 'Send a password-reset e-mail' }).click();
    await confirm.getByRole('button', { name: 'Send a password-reset e-mail' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The password-reset e-mail is on its way to avery@demo.test.' })).toBeVisible();
    await goingLive.mail.waitFor('avery@demo.test', /^Choose a new password/);
    expect(await goingLive.mail.countMatching('avery@demo.test', /^Choose a new password/)).toBe(sent + 1);
    await expect(
      page.getByTestId('staff-action').filter({ hasText: 'password-reset-mail' }).first(),
    ).toContainText('staff:agent@demo.test');

    // In French.
    await page.getByLabel('Language').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Avery Fields — compte no 1001' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Solde et relevé' }).getByText('Solde actuel')).toBeVisible();
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.screenshot({ path: testInfo.outputPath('subscriber-fr-768.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
}
