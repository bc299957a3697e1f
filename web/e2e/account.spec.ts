/**
 * The Account page against the real binary and its demo data (docs/billing-api.md): avery's #1001
 * (4718 Gaetz Avenue, Red Deer AB; past due $134.85 and current $124.85 with a Visa on file) and
 * #1003 (a $50.00 credit). The steps send a change request and make a payment, so they run on a
 * private server of their own (private-server.ts), where the staff's `myaccount admin` commands
 * resolve the request.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { suppressForwardingPromo } from './browser-state';
import { expectNoSeriousA11yViolations, expectPageTitle, signIn } from './helpers';
import { expect, test } from './private-server';

const AVERY = 'avery@demo.test';

test.use({ baseURL: async ({ privateServer }, use) => use(privateServer.url) });

/** No forwarding promo, no one-time tooltips: the page under test is not covered. */
async function quietBrowser(context: BrowserContext) {
  await suppressForwardingPromo(context);
  await context.addInitScript(() => {
    try {
      for (const k of ['hamburgerTooltip', 'accountsTooltip', 'editnamesTooltip']) localStorage.setItem(k, 'true');
    } catch {
      // storage unavailable (about:blank)
    }
  });
}

const infoCard = (page: Page) => page.getByTestId('account-info-card');
const balanceCard = (page: Page) => page.getByTestId('balance-card');
const requestButton = (page: Page) => page.getByRole('button', { name: 'Request Account Info Change' });
const pending = (page: Page) => page.getByTestId('change-request-pending');

/** Opens the Account page and waits for its cards' data. */
async function openAccount(page: Page) {
  await page.goto('/ui/user/account');
  await expectPageTitle(page, 'Account');
  await expect(infoCard(page).getByTestId('account-address')).toBeVisible();
  await expect(balanceCard(page).getByTestId('balance-pastdue')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

async function chooseContact(page: Page, entry: string) {
  await page.getByRole('combobox', { name: 'Change contact' }).click();
  await page.getByRole('option', { name: entry, exact: true }).click();
}

/** Nothing wider than the window (no horizontal scrolling). */
async function expectNoHorizontalOverflow(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, 'the page scrolls sideways').toBeLessThanOrEqual(client);
}

test.describe('Account page', () => {
  test.beforeEach(({ context }) => quietBrowser(context));

  // covers: ACCT-002, ACCT-003, ACCT-004, ACCT-005, ACCT-006, ACCT-007, ACCT-010, ACCT-011, ACCT-012, ACCT-037, ACCT-041, MISC-014
  test("shows avery's account information, referral code, balance and account security", async ({ page }) => {
    await signIn(page, AVERY);
    await openAccount(page);
    const info = infoCard(page);
    await expect(info.getByTestId('account-name')).toContainText('Avery Fields');
    await expect(info.getByTestId('account-address')).toContainText('4718 Gaetz Avenue');
    await expect(info.getByTestId('account-postalcode')).toContainText('T4N 3Z9');
    await expect(info.getByTestId('account-city')).toContainText('Red Deer');
    await expect(info.getByTestId('account-province')).toContainText('AB');
    await expect(info.getByTestId('account-phones')).toContainText('(403) 341-0118');
    await expect(info.getByTestId('account-emails')).toContainText(AVERY);
    const referral = page.getByTestId('referral-card');
    await expect(referral.getByTestId('referral-code')).toHaveText(/^[A-Z0-9]{6,}$/);
    await expect(referral).toContainText('you and your friend each get a credit of $50.00');
    await expect(referral).toContainText('Your friend must enter your referral code when signing up.');
    await expect(balanceCard(page).getByTestId('balance-pastdue')).toContainText('$134.85');
    await expect(balanceCard(page).getByTestId('balance-current')).toContainText('$124.85');
    await expect(balanceCard(page).getByRole('link', { name: 'View invoices' })).toHaveAttribute('href', '/ui/user/documents');
    await page.getByTestId('account-security-card').getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL('/ui/user/changepassword');
  });

  // covers: ACCT-014, ACCT-015, ACCT-016, ACCT-017, ACCT-026, ACCT-028
  test('a change request is under review until the staff resolve it', async ({ page, privateServer }) => {
    await signIn(page, AVERY);
    await openAccount(page);
    await requestButton(page).click();
    const form = page.getByTestId('change-request-form');
    await expect(form.getByRole('heading', { name: 'Edit Account Info' })).toBeFocused();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByTestId('change-request-problem')).toHaveText(
      "Please fill out the 'Change, Best callback number' field(s) or delete unwanted rows",
    );
    const row = form.getByTestId('change-row-1');
    await row.getByRole('combobox', { name: 'Change' }).click();
    await page.getByRole('option', { name: 'Address' }).click();
    await row.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Lakeview Drive');
    await row.getByRole('textbox', { name: 'City' }).fill('Sylvan Lake');
    await row.getByRole('combobox', { name: 'Province' }).click();
    await page.getByRole('option', { name: 'Alberta' }).click();
    await row.getByRole('textbox', { name: 'Postal code' }).fill('T4S 1R4');
    await form.getByRole('textbox', { name: 'Best callback number' }).pressSequentially('4033410118');
    await expect(form.getByRole('textbox', { name: 'Best callback number' })).toHaveValue('(403) 341-0118');
    await form.getByRole('textbox', { name: 'Additional comments (optional)' }).fill('Moving on the 1st');
    await form.getByRole('button', { name: 'Submit' }).click();

    await expect(pending(page)).toContainText('Your request is under review.');
    await expect(pending(page)).toBeFocused();
    await expect(requestButton(page)).toHaveCount(0);
    await page.reload();
    await expect(pending(page)).toContainText('Your request is under review.');
    await expect(requestButton(page)).toHaveCount(0);

    // The staff see it and resolve it: the button is back.
    const listed = await privateServer.admin('requests');
    const line = listed.split('\n').find((l) => /\b1001\b/.test(l) && /pending/i.test(l));
    expect(line, listed).toBeTruthy();
    const id = line!.trim().split(/\s+/)[0]!;
    await privateServer.admin('resolve-request', id, '--note', 'done');
    await page.reload();
    await expect(requestButton(page)).toBeVisible();
    await expect(pending(page)).toHaveCount(0);
  });

  // covers: PAY-001, PAY-003, PAY-004, PAY-006, PAY-008, PAY-009, PAY-010, ACCT-040
  test('a payment is Pending, then Successful within seconds, and the balance drops', async ({ page }) => {
    await signIn(page, AVERY);
    await openAccount(page);
    const card = balanceCard(page);
    const amount = card.getByRole('textbox', { name: 'Amount' });
    const pay = card.getByRole('button', { name: 'Pay' });
    await amount.fill('300');
    await expect(card.getByText('The amount can be at most $259.70.')).toBeVisible();
    await expect(pay).toBeDisabled();
    await amount.fill('10.50');
    await expect(pay).toBeEnabled();
    await pay.click();
    // Pay asks first, naming the amount and the card on file.
    const confirm = page.getByRole('dialog', { name: 'Confirm your payment' });
    await expect(confirm).toContainText('Pay $10.50 now with your Visa ending in 4242?');
    await confirm.getByRole('button', { name: 'Pay $10.50' }).click();
    await expect(page.getByText('Your payment of $10.50 is being processed.')).toBeVisible();
    const last = card.getByTestId('last-payment');
    await expect(last).toContainText('$10.50');
    await expect(card.getByTestId('last-payment-status')).toHaveText(/Status: (Pending|Successful)/);
    await expect(card.getByTestId('last-payment-status')).toHaveText('Status: Successful', { timeout: 20_000 });
    await expect(card.getByTestId('balance-pastdue')).toContainText('$124.35');
  });

  // covers: ACCT-039
  test('#1003 shows its credit as CR with the note', async ({ page }) => {
    await signIn(page, AVERY);
    await chooseContact(page, '#1003 Avery Fields');
    await expect(page).toHaveURL('/ui/user/account');
    const card = balanceCard(page);
    await expect(card.getByTestId('balance-current')).toContainText('$50.00 CR');
    await expect(card.getByTestId('balance-credit-note')).toContainText('CR means a credit');
    await expect(card.getByText('There is nothing to pay right now.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    test(`has no serious accessibility violations and no sideways scrolling at ${viewport.width} px, the form open too`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signIn(page, AVERY);
      await openAccount(page);
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
      if (await requestButton(page).isVisible()) {
        await requestButton(page).click();
        const form = page.getByTestId('change-request-form');
        await form.getByRole('button', { name: 'Submit' }).click();
        await expect(form.getByTestId('change-request-problem')).toBeVisible();
        await expectNoHorizontalOverflow(page);
        await expectNoSeriousA11yViolations(page);
      }
    });
  }
});
