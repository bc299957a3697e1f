// covers: NET-009, NET-013, PLAT-048, PLAT-053, ACCT-041
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/api-client';
import { browser } from '../../lib/browser';
import { accountPageRoutes, installFakeServer } from '../../test/fake-server';
import { renderApp, setViewportWidth } from '../../test/render-app';

const FIBER_100 = { id: 63, bpid: 7, description: 'Fiber 100', cap: 400, monthly_fee: 74.95, rate_download: 100, rate_upload: 100, link: '' };
const current = { json: { error: 0, object: { ...FIBER_100, changed_at: 0, downgrade_allowed_at: 0 } } };

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
  for (const k of ['hamburgerTooltip', 'accountsTooltip', 'acceptedFwdDialog']) localStorage.setItem(k, 'true');
});

describe('dashboard page', { timeout: 30_000 }, () => {
  it('shows the usage, the current package and the shortcuts to pay, Wi-Fi and support — pages the menu has', async () => {
    installFakeServer({ 'GET user.1001/currentbroadband': current });
    renderApp('/ui/user/dashboard');
    const pkg = await screen.findByTestId('package-summary', {}, { timeout: 15_000 });
    expect(within(pkg).getByText('Fiber 100')).toBeInTheDocument();
    expect(within(pkg).getByRole('link', { name: 'See your package' })).toHaveAttribute('href', '/ui/user/package');
    const shortcuts = screen.getByRole('region', { name: 'Shortcuts' });
    expect(within(shortcuts).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/ui/user/account', '/ui/user/wifi', '/ui/user/contactus']);
    // No warning: no notices card.
    expect(screen.queryByTestId('attention-card')).toBeNull();
    // The page heading would repeat the header's title: kept for screen readers only.
    expect(screen.getByRole('heading', { level: 2, name: 'Dashboard' })).toHaveAttribute('data-repeats-title', 'true');
  });

  it("lists the account's warnings with the way to the Important page, and leaves out shortcuts to pages it does not have", async () => {
    installFakeServer({
      'GET user.1001/currentbroadband': current,
      'GET user.1001/serviceidentification': { json: { error: 0, list: [{ hasBroadband: true }] } },
      'GET me.1/accountwarning': {
        json: { error: 0, list: [{ id: 1, type: 'hitcap', title: 'You have reached your monthly cap', body: 'b', clearable: false, user: 1001, multipleusers: false }] },
      },
    });
    renderApp('/ui/user/dashboard');
    const attention = await screen.findByTestId('attention-card', {}, { timeout: 15_000 });
    expect(within(attention).getByText('You have reached your monthly cap')).toBeInTheDocument();
    expect(within(attention).getByRole('link', { name: 'See what is important' })).toHaveAttribute('href', '/ui/user/important');
    const shortcuts = screen.getByRole('region', { name: 'Shortcuts' });
    expect(within(shortcuts).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/ui/user/contactus']);
  });

  it('shows the balance with a warning when past due; Pay now opens My Balance with the past-due amount in the focused field', async () => {
    installFakeServer({ 'GET user.1001/currentbroadband': current, ...accountPageRoutes(1001), 'GET user.1001/serviceemail': { json: { error: 0, list: [] } } });
    renderApp('/ui/user/dashboard');
    const card = await screen.findByTestId('balance-summary', {}, { timeout: 15_000 });
    expect(within(card).getByTestId('balance-summary-warning')).toHaveTextContent('Your balance of $134.85 is past due.');
    expect(within(card).getByTestId('summary-pastdue')).toHaveTextContent('$134.85');
    expect(within(card).getByTestId('summary-current')).toHaveTextContent('$124.85');
    // The invoice's own words beside them (issue 28, finding 6).
    expect(within(card).getByTestId('summary-invoice')).toHaveTextContent('$259.70 is due on the November 2026 invoice, by November 14, 2026.');
    await userEvent.click(within(card).getByRole('link', { name: 'Pay now' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/account'));
    const amount = await screen.findByRole('textbox', { name: 'Amount' }, { timeout: 15_000 });
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveValue('134.85');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  }, 60_000);

  it('a failed last payment says so, with the way to why and what to do on Billing (issue 28)', async () => {
    const lastPayment = { id: 7, amount: 259.7, success: 'Off', live_done: true, ts: 1793513100, status: 'failed', message: 'Your payment was declined.' };
    installFakeServer({ 'GET user.1001/currentbroadband': current, ...accountPageRoutes(1001, { lastPayment }), 'GET user.1001/serviceemail': { json: { error: 0, list: [] } } });
    renderApp('/ui/user/dashboard');
    const failed = await screen.findByTestId('balance-summary-failed', {}, { timeout: 15_000 });
    expect(failed).toHaveTextContent('Your last payment of $259.70 did not go through. Why, and what to do');
    expect(within(failed).getByRole('link', { name: 'Why, and what to do' })).toHaveAttribute('href', '/ui/user/autopayment');
  }, 60_000);

  it("'Pay my bill' lands on My Balance's amount field too, empty", async () => {
    installFakeServer({ 'GET user.1001/currentbroadband': current, ...accountPageRoutes(1001), 'GET user.1001/serviceemail': { json: { error: 0, list: [] } } });
    renderApp('/ui/user/dashboard');
    const shortcuts = await screen.findByRole('region', { name: 'Shortcuts' }, { timeout: 15_000 });
    await userEvent.click(within(shortcuts).getByRole('link', { name: /Pay my bill/ }));
    const amount = await screen.findByRole('textbox', { name: 'Amount' }, { timeout: 15_000 });
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveValue('');
  }, 60_000);
});
