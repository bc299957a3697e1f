/**
 * Subscribers hear from their provider (issue 31), end to end: a server WITH the demo data, sending
 * its e-mail to Mailpit. Usage pushed through /ingest/usage takes avery's #1001 over 80 % of the
 * month's cap → one "80 %" e-mail; the same batch again sends nothing; crossing 100 % sends the
 * second, to every login of the account in its own language — but not to a login that turned the
 * category off with the e-mail's one-click unsubscribe (RFC 8058). A one-off payment through the sandbox
 * sends its receipt; a card that the gateway declines sends the decline; the staff approving a void
 * cheque with `myaccount admin approve-cheque` sends the approval — in French to a French login.
 *
 * The tests run in order on one server (the worker's): each builds on the account as the previous
 * left it. A message that must NOT arrive is checked after a later one that must: the outbox sends
 * in order, so once the later one is in Mailpit an earlier one would be too.
 */
import type { Page } from '@playwright/test';
import { suppressForwardingPromo } from './browser-state';
import { signIn } from './helpers';
import { expect, linkTo, test, type GoingLiveServer } from './going-live-server';
import { drawPhoto } from './drawing';

const AVERY = 'avery@demo.test';
/** A French login the provider adds to avery's #1001 (provider API): it hears about #1001 in French. */
const CAMILLE = 'camille@demo.test';
const GB = 1_000_000_000;

const SUBJECT_80 = /^You have used 80% of this month's internet data$/;
const SUBJECT_80_FR = /^Vous avez utilisé 80\s% de vos données Internet du mois$/;
const SUBJECT_100 = /^You have used all of this month's internet data$/;
const SUBJECT_100_FR = /^Vous avez utilisé toutes vos données Internet du mois$/;

test.use({ demoOption: true, engineOption: 'sqlite' });
test.use({ baseURL: async ({ goingLive }, use) => use(goingLive.url) });
test.describe.configure({ mode: 'serial' });

/** The start of the current UTC hour, in epoch seconds: a record the ingest takes as this month's. */
function thisHour(): number {
  return Math.floor(Date.now() / 3_600_000) * 3600;
}

/** Pushes one usage record of `gb` GB for account 1001 through /ingest/usage; returns the counts. */
async function pushUsage(server: GoingLiveServer, id: string, gb: number, hour = thisHour()) {
  const r = await server.ingest('usage', { records: [{ id, account: 1001, hour, down_bytes: Math.round(gb * GB), up_bytes: 0 }] });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as { accepted: number; duplicates: number };
}

/** The usage figures an alert states: "has used 341.2 GB of its 425 GB". */
function figures(text: string): { used: number; cap: number } {
  const m = text.match(/has used ([\d,]+(?:\.\d)?) GB of its ([\d,]+) GB/);
  if (!m) throw new Error(`no usage figures in:\n${text}`);
  return { used: Number(m[1]!.replace(/,/g, '')), cap: Number(m[2]!.replace(/,/g, '')) };
}

async function quietSignIn(page: Page, login: string) {
  await suppressForwardingPromo(page.context());
  await page.context().addInitScript(() => {
    try {
      for (const k of ['hamburgerTooltip', 'accountsTooltip', 'editnamesTooltip']) localStorage.setItem(k, 'true');
      localStorage.setItem('language', 'en');
    } catch {
      // storage unavailable (about:blank)
    }
  });
  await signIn(page, login);
}

/** My Balance (Account page): pays `amount` (typed as shown) with the method on file, confirmed. */
async function payOnce(page: Page, amount: string) {
  await page.goto('/ui/user/account');
  const card = page.getByTestId('balance-card');
  const field = card.getByRole('textbox', { name: 'Amount' });
  await field.fill(amount);
  await card.getByRole('button', { name: 'Pay', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your payment' });
  await confirm.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByText(/is being processed/).first()).toBeVisible();
}

// covers: NET-036
test('usage through /ingest/usage: one 80 % e-mail to each login in its language, nothing for the same batch again, the 100 % one but not to a login that unsubscribed in one click', async ({
  goingLive,
}) => {
  // The provider adds a French login to #1001.
  const put = await goingLive.provider('PUT', `/logins/${CAMILLE}`, { accounts: [1001], language: 'fr', disabled: false });
  expect([200, 201], JSON.stringify(put.body)).toContain(put.status);

  // The demo leaves #1001 at 80 % of its cap; 2 GB more is over it, whatever the demo's usage
  // simulator added meanwhile (its own usage sends the same alert, once: the month has one).
  const batch = await pushUsage(goingLive, 'e2e-notify-1', 2);
  expect(batch).toEqual({ accepted: 1, duplicates: 0 });
  const alert = await goingLive.mail.waitFor(AVERY, SUBJECT_80);
  expect(alert.text).toContain('Account 1001 has used');
  expect(alert.text).toMatch(/\d+ days? (are|is) left in the billing month|Today is the last day of the billing month/);
  expect(alert.text).toContain('Add a traffic pack');
  expect(alert.text).toContain('Turn on Unlimited mode');
  expect(linkTo(alert.text, '/ui/user/package')).toBe(`${goingLive.url}/ui/user/package`);
  expect(alert.html).toContain(`href="${goingLive.url}/ui/user/package"`);
  expect(alert.text).toContain('Prairie Wave');

  // To every login of the account, each in its language.
  const fr80 = await goingLive.mail.waitFor(CAMILLE, SUBJECT_80_FR);
  expect(fr80.text).toContain('Le compte 1001 a utilisé');
  expect(fr80.text).toContain('Ajoutez un bloc de données');

  // camille leaves the Usage e-mails with the message's one-click unsubscribe (RFC 8058): a POST
  // to the List-Unsubscribe URL, no session.
  expect(fr80.headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
  const oneClick = /<(https?:[^>]+)>/.exec(fr80.headers['List-Unsubscribe']?.[0] ?? '')?.[1];
  expect(oneClick, JSON.stringify(fr80.headers)).toBeTruthy();
  const left = await fetch(oneClick!, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
  expect(left.status).toBe(200);

  // The same batch again: stored once, nothing sent.
  expect(await pushUsage(goingLive, 'e2e-notify-1', 2)).toEqual({ accepted: 0, duplicates: 1 });

  // Crossing 100 %: the second alert, to avery; camille turned Usage off, so none is even written for her.
  const { used, cap } = figures(alert.text);
  expect(await pushUsage(goingLive, 'e2e-notify-2', cap - used + 2)).toEqual({ accepted: 1, duplicates: 0 });
  const full = await goingLive.mail.waitFor(AVERY, SUBJECT_100);
  expect(full.text).toContain('Extra data is now billed per GB');
  const outbox = await goingLive.admin('mail', '--all');
  expect(outbox.split('\n').filter((row) => /\busage-alert\b/.test(row) && row.includes(CAMILLE)), outbox).toHaveLength(1);

  // Sent after the repeat, so the repeat's message (if any) would be in Mailpit by now: one of each.
  expect(await goingLive.mail.countMatching(AVERY, SUBJECT_80)).toBe(1);
  expect(await goingLive.mail.countMatching(AVERY, SUBJECT_100)).toBe(1);
  expect(await goingLive.mail.countMatching(CAMILLE, SUBJECT_80_FR)).toBe(1);
  expect(await goingLive.mail.countMatching(CAMILLE, SUBJECT_100_FR)).toBe(0);
});

// covers: PAY-004
test('a one-off payment through the sandbox sends the receipt, with the amount and the new balance, to the login that paid', async ({
  goingLive,
  page,
}) => {
  await quietSignIn(page, AVERY);
  await payOnce(page, '10.00');
  const receipt = await goingLive.mail.waitFor(AVERY, /^Receipt for your payment of \$10\.00$/, 60_000);
  expect(receipt.text).toContain('We received your payment of $10.00 for account 1001, by Visa ending in 4242');
  expect(receipt.text).toMatch(/Your balance is now \$[\d,]+\.\d\d\.|You now have a credit of|paid in full/);
  expect(linkTo(receipt.text, '/ui/user/account')).toBe(`${goingLive.url}/ui/user/account`);
  // Transactional, to the login that paid only.
  expect(await goingLive.mail.countMatching(CAMILLE, /paiement de 10,00/)).toBe(0);
});

test('a card the gateway declines sends the decline', async ({ goingLive, page }) => {
  // One journey: the portal, the gateway's hosted card page, and its return to the portal.
  test.slow();
  await quietSignIn(page, AVERY);
  // Replace the card on file with the sandbox's "insufficient funds" card: tokenized, every charge declined.
  await page.goto('/ui/user/autopayment');
  await page.getByRole('button', { name: /^(Replace with|Set up with) a credit card$/ }).click();
  await page.getByRole('textbox', { name: /Name on card/ }).fill('Avery Fields');
  await page.getByRole('button', { name: 'Continue to the secure page' }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\?/);
  await page.locator('#cardnumber').fill('4000 0000 0000 9995');
  await page.locator('#expiry').fill('12/30');
  await page.locator('#cvc').fill('123');
  await page.locator('button[name="action"][value="add"]').click();
  await expect(page.getByTestId('autopayment-description')).toHaveText(/ending in 9995/i, { timeout: 30_000 });

  await payOnce(page, '12.34');
  const declined = await goingLive.mail.waitFor(AVERY, /^Your payment of \$12\.34 was declined$/, 60_000);
  expect(declined.text).toContain('by Visa ending in 9995, was declined. Nothing was charged.');
});

test('the staff approving a void cheque with the admin command sends the approval, in French to a French login', async ({
  goingLive,
  page,
}) => {
  await quietSignIn(page, AVERY);
  await page.goto('/ui/user/autopayment');
  await page.getByRole('button', { name: /^(Replace with|Set up with) a bank account \(EFT\)$/ }).click();
  await page.getByRole('button', { name: 'Upload a photo of a void cheque' }).click();
  await page.getByTestId('cheque-file-input').setInputFiles({ name: 'void-cheque.jpg', mimeType: 'image/jpeg', buffer: await drawPhoto(page, { title: 'VOID', line: '12345 001 1234', width: 900, height: 420 }) });
  await page.getByTestId('autopayment-addeft').getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByTestId('autopayment-notice')).toHaveText('We received your void cheque. We will review it within 2 business days.');

  const listed = await goingLive.admin('cheques');
  const rows = [...listed.matchAll(/^(\d+)\s+1001\s+.*\bpending\b/gm)];
  expect(rows.length, listed).toBeGreaterThan(0);
  await goingLive.admin('approve-cheque', rows.at(-1)![1]!, '--last4', '1234');

  const en = await goingLive.mail.waitFor(AVERY, /^Your void cheque was approved$/);
  expect(en.text).toContain('We reviewed the void cheque you sent for account 1001: it is approved.');
  const fr = await goingLive.mail.waitFor(CAMILLE, /^Votre document a été approuvé\s:\schèque annulé$/);
  expect(fr.text).toMatch(/Nous avons examiné le document que vous avez envoyé pour le compte 1001 \(chèque annulé\)\s:\sil est approuvé\./);
  expect(linkTo(fr.text, '/ui/user/documents')).toBe(`${goingLive.url}/ui/user/documents`);
});

