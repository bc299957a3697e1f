// covers: ACCT-035, ACCT-036, ACCT-037, ACCT-038, ACCT-039, ACCT-040
// covers: PAY-001, PAY-002, PAY-003, PAY-004, PAY-005, PAY-006, PAY-007, PAY-008, PAY-009, PAY-010
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { setToken } from '../../../lib/api-client';
import { REFRESH_MS } from '../../../lib/api-client/query';
import { browser } from '../../../lib/browser';
import { accountDemo, accountPageRoutes, installFakeServer, type FakeCall, type FakeRoutes } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';
import { lastPaymentQuery, paymentStatus, PENDING_REFRESH_MS, type Payment } from '../api/get-last-payment';

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  changeLanguage('en');
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
  for (const k of ['hamburgerTooltip', 'accountsTooltip', 'acceptedFwdDialog']) localStorage.setItem(k, 'true');
});

async function openAccount(routes: FakeRoutes, user = 1001, heading = 'Account') {
  if (user !== 1001) localStorage.setItem('session', JSON.stringify({ user }));
  const server = installFakeServer({ [`GET user.${user}/serviceemail`]: { json: { error: 0, list: [] } }, ...routes });
  const app = renderApp('/ui/user/account');
  await screen.findByRole('heading', { name: heading, level: 2 }, { timeout: 20_000 });
  const card = await screen.findByTestId('balance-card');
  await within(card).findByTestId('balance-pastdue', undefined, { timeout: 10_000 });
  return { server, card, ...app };
}

const amountField = (card: HTMLElement) => within(card).getByRole('textbox', { name: 'Amount' });
const payButton = (card: HTMLElement) => within(card).getByRole('button', { name: /^(Pay|Paying…)$/ });

/** Pay, then the confirmation naming the amount and the card on file. */
async function payAndConfirm(card: HTMLElement, amount: string) {
  await userEvent.click(payButton(card));
  const confirm = await screen.findByRole('dialog', { name: 'Confirm your payment' });
  expect(confirm).toHaveTextContent(`Pay ${amount} now with your Visa ending in 4242?`);
  await userEvent.click(within(confirm).getByRole('button', { name: `Pay ${amount}` }));
}

/** A fake of the e-payment: accepts a payment (pending), which completes after `settleAfter` reads of the last attempt. */
function paymentRoutes(opts: { settleAfter?: number; answer?: (call: FakeCall) => { status?: number; json?: unknown } | undefined } = {}) {
  let last: Record<string, unknown> | null = { ...accountDemo.lastPayments[1001]! };
  let balance = { ...accountDemo.balances[1001]! };
  let readsLeft = 0;
  const routes: FakeRoutes = {
    ...accountPageRoutes(1001),
    'GET user.1001/accountbalance': () => ({ json: { error: 0, object: balance } }),
    'GET user.1001/epayment': () => {
      if (last && last.live_done === false && readsLeft-- <= 0) {
        last = { ...last, live_done: true, success: 'On', status: 'succeeded' };
        balance = { ...balance, pastdue: 124.35, pastDue: 124.35, pending: 0 };
      }
      return { json: { error: 0, list: last ? [last] : [], zeroRows: !last } };
    },
    'POST user.1001/epayment': (call) => {
      const custom = opts.answer?.(call);
      if (custom) return custom;
      const amount = Number((call.body as { amount: string }).amount);
      last = { id: 5, amount, success: 'Off', live_done: false, ts: 1795528672, status: 'pending' };
      balance = { ...balance, pending: amount, payable: 259.7 - amount };
      readsLeft = opts.settleAfter ?? 1;
      return { json: { error: 0, message: `Your payment of $${amount.toFixed(2)} is being processed.`, id: 5, amount, live_done: false, ts: 1795528672, success: 'Off', object: last } };
    },
  };
  return routes;
}

describe('My Balance card', () => {
  it("says which invoice each amount comes from, and the invoice's own total and due date (issue 28, finding 6)", async () => {
    const { card } = await openAccount(accountPageRoutes(1001));
    // The spec's labels stay; the notes tie them to the November PDF's $259.70 due by November 14.
    expect(within(card).getByTestId('balance-pastdue')).toHaveTextContent('Past Due$134.85');
    expect(within(card).getByTestId('balance-pastdue-note')).toHaveTextContent(
      'Left unpaid from earlier invoices; the November 2026 invoice carries it as its previous balance.',
    );
    expect(within(card).getByTestId('balance-current-note')).toHaveTextContent('The new charges on the November 2026 invoice.');
    expect(within(card).getByTestId('balance-invoice-total')).toHaveTextContent('Total of the November 2026 invoice$259.70');
    expect(within(card).getByTestId('balance-invoice-note')).toHaveTextContent(
      'Due by November 14, 2026: the Past Due and Current Invoice amounts together.',
    );
  });

  it('says it in French, with the elision before a vowel (« la facture d’octobre »)', async () => {
    changeLanguage('fr');
    const balance = { ...accountDemo.balances[1001]!, invoiceperiod: '2026-10', invoicetotal: 259.7, paidsince: 25 };
    const { card } = await openAccount(accountPageRoutes(1001, { balance }), 1001, 'Compte');
    expect(within(card).getByTestId('balance-pastdue-note')).toHaveTextContent(
      'Impayé de factures antérieures; la facture d’octobre 2026 le reporte comme solde précédent.',
    );
    expect(within(card).getByTestId('balance-invoice-total')).toHaveTextContent('Total de la facture d’octobre 2026');
    expect(within(card).getByTestId('balance-invoice-note')).toHaveTextContent(/^À payer au plus tard le 14 novembre 2026\. 25,00\s\$ payés ou crédités depuis en sont déduits\.$/);
  });

  it("shows Past Due and Current Invoice in dollars, and the invoices' page (ACCT-035 … ACCT-038, ACCT-040)", async () => {
    const { server, card } = await openAccount(accountPageRoutes(1001));
    expect(within(card).getByRole('heading', { name: 'My Balance' })).toBeInTheDocument();
    expect(within(card).getByTestId('balance-pastdue')).toHaveTextContent('Past Due$134.85');
    expect(within(card).getByTestId('balance-current')).toHaveTextContent('Current Invoice$124.85');
    expect(within(card).queryByTestId('balance-credit-note')).toBeNull();
    expect(within(card).getByRole('link', { name: 'View invoices' })).toHaveAttribute('href', '/ui/user/documents');
    // The e-payment entry and the last attempt are part of the card (ACCT-040).
    expect(amountField(card)).toBeInTheDocument();
    expect(within(card).getByTestId('last-payment')).toBeInTheDocument();
    expect(server.callsTo('GET', 'user.1001/accountbalance').length).toBeGreaterThan(0);
  }, 60_000);

  it('shows a credit as CR with a note, and that nothing is owed (#1003, ACCT-039)', async () => {
    const { card } = await openAccount(accountPageRoutes(1003), 1003);
    expect(within(card).getByTestId('balance-current')).toHaveTextContent('Current Invoice$50.00 CR');
    expect(within(card).getByTestId('balance-credit-note')).toHaveTextContent('CR means a credit');
    expect(amountField(card)).toBeDisabled();
    expect(within(card).getByText('There is nothing to pay right now.')).toBeInTheDocument();
    expect(payButton(card)).toBeDisabled();
    // No last attempt: no status (PAY-008).
    expect(within(card).queryByTestId('last-payment')).toBeNull();
  }, 60_000);

  it('writes the figures in French: 134,85 $ and 50,00 $ CR', async () => {
    changeLanguage('fr');
    const { card } = await openAccount(accountPageRoutes(1001, { balance: { ...accountDemo.balances[1001], current: -50 } }), 1001, 'Compte');
    expect(within(card).getByTestId('balance-pastdue').textContent).toMatch(/^En souffrance134,85\u00a0\$Impayé de factures antérieures/);
    expect(within(card).getByTestId('balance-current').textContent).toBe('Facture courante50,00\u00a0$\u00a0CRCR signifie un crédit\u00a0: ce montant est en votre faveur et sera déduit de votre prochaine facture.');
  }, 60_000);
});

describe('the e-payment', () => {
  it('enables Pay only for an amount of the pattern, more than zero and at most the payable amount, saying why (PAY-001 … PAY-003)', async () => {
    const { card } = await openAccount(paymentRoutes());
    const field = amountField(card);
    expect(payButton(card)).toBeDisabled();
    expect(within(card).getByText('You can pay up to $259.70.')).toBeInTheDocument();
    const cases: [string, string, boolean][] = [
      ['12.345', 'Enter an amount in dollars with at most 2 decimals, such as 25.00.', false],
      ['0', 'The amount must be more than $0.00.', false],
      ['-5', 'The amount must be more than $0.00.', false],
      ['259.71', 'The amount can be at most $259.70.', false],
      ['259.70', 'You can pay up to $259.70.', true],
      ['25,5', 'You can pay up to $259.70.', true],
    ];
    for (const [typed, helper, enabled] of cases) {
      await userEvent.clear(field);
      await userEvent.type(field, typed);
      expect(within(card).getByText(helper)).toBeInTheDocument();
      expect(payButton(card)).toHaveAttribute('aria-describedby');
      if (enabled) expect(payButton(card)).toBeEnabled();
      else expect(payButton(card)).toBeDisabled();
    }
  }, 60_000);

  it('posts {amount} with an Idempotency-Key; Pending, then Successful, and the balance is read again (PAY-004, PAY-006 … PAY-009)', async () => {
    const { server, card } = await openAccount(paymentRoutes({ settleAfter: 1 }));
    expect(within(card).getByTestId('last-payment-status')).toHaveTextContent('Status: Successful');
    await userEvent.type(amountField(card), '10.50');
    expect(within(card).getByTestId('pay-method')).toHaveTextContent('The payment is charged to your Visa ending in 4242.');
    await payAndConfirm(card, '$10.50');
    expect(await screen.findByText('Your payment of $10.50 is being processed.')).toBeInTheDocument();
    const posts = server.callsTo('POST', 'user.1001/epayment');
    expect(posts.map((c) => c.body)).toEqual([{ amount: '10.50' }]);
    expect(posts[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(within(card).getByTestId('last-payment-status')).toHaveTextContent('Status: Pending'));
    expect(within(card).getByTestId('last-payment')).toHaveTextContent('$10.50 on November 24, 2026 at 06:57');
    expect(within(card).getByTestId('last-payment')).toHaveFocus();
    expect(amountField(card)).toHaveValue('');
    // While it is pending, another payment waits.
    expect(within(card).getByText('A payment is being processed. You can pay again once it is done.')).toBeInTheDocument();
    const balanceReads = server.callsTo('GET', 'user.1001/accountbalance').length;
    // Read every 2 s while pending: it completes, and the balance is read again.
    await waitFor(() => expect(within(card).getByTestId('last-payment-status')).toHaveTextContent('Status: Successful'), { timeout: 8_000 });
    await waitFor(() => expect(server.callsTo('GET', 'user.1001/accountbalance').length).toBeGreaterThan(balanceReads));
    await waitFor(() => expect(within(card).getByTestId('balance-pastdue')).toHaveTextContent('$124.35'));
  }, 60_000);

  it("shows a refusal's message in a dialog; the same attempt keeps its key on a retry after a network failure (PAY-004, PAY-005)", async () => {
    let mode: 'network' | 'refuse' | 'ok' = 'network';
    const { server, card } = await openAccount(
      paymentRoutes({
        answer: () =>
          mode === 'network'
            ? { networkError: 'Failed to fetch' } as unknown as { status?: number; json?: unknown }
            : mode === 'refuse'
              ? { status: 450, json: { error: 1, message: 'Please set up a payment method under Auto Payment before paying online.' } }
              : undefined,
      }),
    );
    await userEvent.type(amountField(card), '20');
    await payAndConfirm(card, '$20.00');
    let dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent("Either you don't have Internet access or our servers are unavailable.");
    await userEvent.click(within(dialog).getByRole('button', { name: 'DISMISS' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The same attempt again: the same key.
    mode = 'refuse';
    await payAndConfirm(card, '$20.00');
    dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Please set up a payment method under Auto Payment before paying online.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'DISMISS' }));
    const keys = () => server.callsTo('POST', 'user.1001/epayment').map((c) => c.headers.get('Idempotency-Key'));
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).toBe(keys()[0]);

    // Refused (answered): the next Pay is a new attempt with a fresh key.
    mode = 'ok';
    await payAndConfirm(card, '$20.00');
    await screen.findByText('Your payment of $20.00 is being processed.');
    expect(keys()).toHaveLength(3);
    expect(keys()[2]).not.toBe(keys()[0]);
    expect(server.callsTo('POST', 'user.1001/epayment').map((c) => c.body)).toEqual([{ amount: '20' }, { amount: '20' }, { amount: '20' }]);
  }, 60_000);

  it('asks first: Cancel in the confirmation charges nothing', async () => {
    const { server, card } = await openAccount(paymentRoutes());
    await userEvent.type(amountField(card), '15');
    await userEvent.click(payButton(card));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST', 'user.1001/epayment')).toHaveLength(0);
    expect(amountField(card)).toHaveValue('15');
  }, 60_000);

  it('shows a failed attempt with its message (PAY-010)', async () => {
    const failed = { id: 6, amount: 25, success: 'Off', live_done: true, ts: 1795528672, status: 'failed', message: 'Your payment was declined. Nothing was charged. Please check your payment method or call us.' };
    const { card } = await openAccount(accountPageRoutes(1001, { lastPayment: failed }));
    expect(within(card).getByTestId('last-payment-status')).toHaveTextContent('Status: Failed');
    expect(within(card).getByTestId('last-payment-message')).toHaveTextContent('Your payment was declined.');
  }, 60_000);
});

describe('the last attempt (PAY-007, PAY-009, PAY-010)', () => {
  const p = (live_done: boolean, success: string): Payment => ({ id: 1, amount: 1, success, live_done, ts: 0, status: '', message: '' });

  it('is Pending while live_done is false, then Successful for success On, else Failed', () => {
    expect(paymentStatus(p(false, 'Off'))).toBe('pending');
    expect(paymentStatus(p(false, 'On'))).toBe('pending');
    expect(paymentStatus(p(true, 'On'))).toBe('successful');
    expect(paymentStatus(p(true, 'Off'))).toBe('failed');
  });

  it('is read every 2 s while pending, else every 10 s', () => {
    const interval = lastPaymentQuery(1001).refetchInterval as (q: { state: { data: Payment | null | undefined } }) => number;
    expect(interval({ state: { data: p(false, 'Off') } })).toBe(PENDING_REFRESH_MS);
    expect(PENDING_REFRESH_MS).toBe(2_000);
    expect(interval({ state: { data: p(true, 'On') } })).toBe(REFRESH_MS);
    expect(interval({ state: { data: null } })).toBe(REFRESH_MS);
  });
});
