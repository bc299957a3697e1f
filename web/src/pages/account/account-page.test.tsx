// covers: ACCT-040, ACCT-041, MISC-014, PLAT-150
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/api-client';
import { browser } from '../../lib/browser';
import { clearSchemaCache } from '../../lib/schema-form';
import { accountPageRoutes, installFakeServer } from '../../test/fake-server';
import { renderApp, setViewportWidth } from '../../test/render-app';

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  clearSchemaCache();
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
  for (const k of ['hamburgerTooltip', 'accountsTooltip', 'acceptedFwdDialog']) localStorage.setItem(k, 'true');
});

const serviceEmails = {
  'GET user.1001/serviceemail': { json: { error: 0, list: [{ id: 1, email: 'avery@demo.test', forwarding: false, forwardingaddress: '' }] } },
};

describe('the Account page', () => {
  it('holds, in order, the account info with the referral code, My Balance, the service e-mails and account security', async () => {
    installFakeServer({ ...accountPageRoutes(), ...serviceEmails });
    renderApp('/ui/user/account');
    expect(await screen.findByRole('heading', { name: 'Account', level: 2 }, { timeout: 20_000 })).toBeInTheDocument();
    await screen.findByTestId('balance-pastdue', undefined, { timeout: 10_000 });
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Account Information', 'Referral Code', 'My Balance', 'Service E-mail Addresses', 'Account Security']);
  }, 60_000);

  it("has a 'Change password' button leading to /changepassword (MISC-014)", async () => {
    installFakeServer({ ...accountPageRoutes(), ...serviceEmails });
    renderApp('/ui/user/account');
    const card = await screen.findByTestId('account-security-card', undefined, { timeout: 20_000 });
    const link = within(card).getByRole('link', { name: 'Change password' });
    expect(link).toHaveAttribute('href', '/ui/user/changepassword');
    await userEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/changepassword'));
    expect(await screen.findByText('You are changing the password of avery@demo.test')).toBeInTheDocument();
  }, 60_000);

  it("keeps the forwarding promo's focus on the service e-mail card (PLAT-150)", async () => {
    installFakeServer({ ...accountPageRoutes(), ...serviceEmails });
    renderApp({ pathname: '/ui/user/account', state: { focus: 'service-email' } });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Service E-mail Addresses' })).toHaveFocus(), { timeout: 20_000 });
  }, 60_000);

  it("scrolls to My Balance's amount field, focused and filled, when asked to pay (ACCT-041)", async () => {
    installFakeServer({ ...accountPageRoutes(), ...serviceEmails });
    renderApp({ pathname: '/ui/user/account', state: { focus: 'pay', amount: '134.85' } });
    const amount = await screen.findByRole('textbox', { name: 'Amount' }, { timeout: 20_000 });
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveValue('134.85');
  }, 60_000);
});
