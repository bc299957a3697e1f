/**
 * Paying is found at once (issue 28, finding 1): from the dashboard, avery pays the past-due
 * balance in two taps — the balance card's Pay now, then Pay on My Balance, whose amount field is
 * focused and filled with the past-due amount — plus the confirmation naming the card on file; on
 * a phone and a desktop, in English and French. Each test pays, so each has its own server with
 * the demo data as seeded (freshServer).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { suppressForwardingPromo } from './browser-state';
import { signIn } from './helpers';
import { expect, test } from './private-server';

const AVERY = 'avery@demo.test';

test.use({ baseURL: async ({ freshServer }, use) => use(freshServer.url) });

/** No forwarding promo, no one-time tooltips; French when asked (the stored choice, as the header's switch leaves it). */
async function quietBrowser(context: BrowserContext, lang: 'en' | 'fr') {
  await suppressForwardingPromo(context);
  await context.addInitScript((language) => {
    try {
      for (const k of ['hamburgerTooltip', 'accountsTooltip', 'editnamesTooltip']) localStorage.setItem(k, 'true');
      localStorage.setItem('language', language);
    } catch {
      // storage unavailable (about:blank)
    }
  }, lang);
}

const texts = {
  en: {
    pastDue: /Your balance of \$134\.85 is past due\./,
    payNow: 'Pay now',
    pay: 'Pay',
    confirm: 'Confirm your payment',
    confirmText: /Pay \$134\.85 now with your Visa ending in 4242\?/,
    confirmPay: /^Pay \$134\.85$/,
    amount: 'Amount',
    typed: '134.85',
    accepted: 'Your payment of $134.85 is being processed.',
    successful: 'Status: Successful',
    zero: '$0.00',
  },
  fr: {
    pastDue: /Votre solde de 134,85\s\$ est en souffrance\./,
    payNow: 'Payer maintenant',
    pay: 'Payer',
    confirm: 'Confirmez votre paiement',
    confirmText: /Payer 134,85\s\$ maintenant avec votre Visa se terminant par 4242\?/,
    confirmPay: /^Payer 134,85\s\$$/,
    amount: 'Montant',
    typed: '134,85',
    accepted: /134,85\s\$/,
    successful: /État\s?:\s?Réussi/,
    zero: /0,00\s\$/,
  },
} as const;

/** The page's width fits the window: nothing scrolls sideways. */
async function expectNoHorizontalOverflow(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, 'the page scrolls sideways').toBeLessThanOrEqual(client);
}

for (const lang of ['en', 'fr'] as const) {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    // covers: ACCT-041, PAY-001, PAY-004, PAY-009
    test(`avery pays the past-due balance from the dashboard in two taps and a confirmation (${lang}, ${viewport.width} px)`, async ({ page, context }) => {
      const t = texts[lang];
      await page.setViewportSize(viewport);
      await quietBrowser(context, lang);
      await signIn(page, AVERY);
      await page.goto('/ui/user/dashboard');

      // The dashboard says what is owed, with a warning, in view without scrolling.
      const summary = page.getByTestId('balance-summary');
      await expect(summary.getByTestId('balance-summary-warning')).toContainText(t.pastDue);
      await expect(summary).toBeInViewport();
      await expectNoHorizontalOverflow(page);

      // Tap 1: Pay now → My Balance's amount field, focused, in view, filled with the past-due amount.
      await summary.getByRole('link', { name: t.payNow }).click();
      await expect(page).toHaveURL(/\/ui\/user\/account$/);
      const card = page.getByTestId('balance-card');
      const amount = card.getByRole('textbox', { name: t.amount });
      await expect(amount).toBeFocused();
      await expect(amount).toBeInViewport();
      await expect(amount).toHaveValue(t.typed);

      // Tap 2: Pay → the confirmation names the amount and the card on file; nothing is charged yet.
      await card.getByRole('button', { name: t.pay, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: t.confirm });
      await expect(confirm).toContainText(t.confirmText);
      await expect(card.getByTestId('last-payment')).not.toContainText(/134[.,]85/);
      await confirm.getByRole('button', { name: t.confirmPay }).click();

      await expect(page.getByText(t.accepted).first()).toBeVisible();
      await expect(card.getByTestId('last-payment-status')).toHaveText(t.successful, { timeout: 20_000 });
      await expect(card.getByTestId('balance-pastdue')).toContainText(t.zero);

      // Back on the dashboard the warning is gone.
      await page.goto('/ui/user/dashboard');
      await expect(page.getByTestId('summary-pastdue')).toContainText(t.zero);
      await expect(page.getByTestId('balance-summary-warning')).toHaveCount(0);
    });
  }
}
