import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/api-client';
import { installFakeServer, type FakeCall } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';

const TARGET = 'user.1001/notificationpreferences';

type Pref = { category: string; name: string; enabled: boolean; address: string };

const defaults = (): Pref[] => [
  { category: 'usage', name: 'Usage', enabled: true, address: 'avery@demo.test' },
  { category: 'billing', name: 'Billing and payments', enabled: true, address: 'avery@demo.test' },
  { category: 'account', name: 'Account and documents', enabled: true, address: 'avery@demo.test' },
  { category: 'service-status', name: 'Service status', enabled: true, address: 'avery@demo.test' },
  { category: 'offers', name: 'Offers and news', enabled: false, address: 'avery@demo.test' },
];
const ADDRESSES = ['avery@demo.test', 'fields.family@demo.test'];

/** A fake of GET/POST user.1001/notificationpreferences that validates and applies writes like the Go server. */
function preferencesServer(opts: { failRead?: boolean } = {}) {
  let list = defaults();
  const posts: FakeCall[] = [];
  const server = installFakeServer({
    [`GET ${TARGET}`]: () =>
      opts.failRead
        ? { status: 500, json: { error: 1, message: 'Server error 500' } }
        : { json: { error: 0, list, name: 'notificationpreference', pk: 'category', addresses: ADDRESSES } },
    [`POST ${TARGET}`]: (call) => {
      posts.push(call);
      const body = call.body as { category: string; enabled?: boolean; address?: string };
      if (body.address !== undefined && !ADDRESSES.includes(body.address)) {
        return { status: 450, json: { error: 1, message: `Notifications can go only to your login's address or to one of your service e-mail addresses: ${body.address} is neither.` } };
      }
      list = list.map((p) =>
        p.category === body.category ? { ...p, enabled: body.enabled ?? p.enabled, address: body.address ?? p.address } : p,
      );
      return { json: { error: 0, success: true, message: `Your choice for ${list.find((p) => p.category === body.category)!.name} was saved.` } };
    },
  });
  return { ...server, posts, list: () => list };
}

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
});

afterEach(() => {
  localStorage.removeItem('language');
  document.cookie = 'myaccount_lang=; Max-Age=0; Path=/';
});

async function openPage() {
  renderApp('/ui/user/notifications');
  await screen.findByTestId('notification-usage', undefined, { timeout: 15_000 });
}

describe('Notifications page', () => {
  it('lists each category with what it sends, its switch and its address; Offers and news is off by default', async () => {
    preferencesServer();
    await openPage();
    const usage = within(screen.getByTestId('notification-usage'));
    expect(usage.getByRole('heading', { name: 'Usage' })).toBeInTheDocument();
    expect(usage.getByText('An alert when your Internet usage reaches 80% and 100% of your monthly allowance.')).toBeInTheDocument();
    expect(usage.getByRole('switch', { name: 'Receive Usage e-mails' })).toBeChecked();
    expect(within(screen.getByTestId('notification-offers')).getByRole('switch', { name: 'Receive Offers and news e-mails' })).not.toBeChecked();
    expect(within(screen.getByTestId('notification-offers')).getByText('Promotions and news from Demo Networks.')).toBeInTheDocument();
    expect(usage.getByRole('combobox', { name: /Send to/ })).toHaveValue('avery@demo.test');
    expect(screen.getAllByRole('switch')).toHaveLength(5);
  });

  it('turns a category off, shows it saved, and reads the list again', async () => {
    const server = preferencesServer();
    await openPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Receive Usage e-mails' }));
    const usage = within(screen.getByTestId('notification-usage'));
    await usage.findByText('Saved');
    expect(server.posts.map((c) => c.body)).toEqual([{ category: 'usage', enabled: false }]);
    expect(usage.getByRole('switch', { name: 'Receive Usage e-mails' })).not.toBeChecked();
    expect(server.calls.filter((c) => c.method === 'GET' && c.target === TARGET).length).toBeGreaterThanOrEqual(2);
    expect(await screen.findByText('Your choice for Usage was saved.')).toBeInTheDocument();
  });

  it('sends a category to a service e-mail address', async () => {
    const server = preferencesServer();
    await openPage();
    const user = userEvent.setup();
    const billing = within(screen.getByTestId('notification-billing'));
    await user.selectOptions(billing.getByRole('combobox', { name: /Send to/ }), 'fields.family@demo.test');
    await within(screen.getByTestId('notification-billing')).findByText('Saved');
    expect(server.posts.map((c) => c.body)).toEqual([{ category: 'billing', address: 'fields.family@demo.test' }]);
    await waitFor(() => expect(billing.getByRole('combobox', { name: /Send to/ })).toHaveValue('fields.family@demo.test'));
  });

  it("shows the server's refusal in the row", async () => {
    const server = preferencesServer();
    await openPage();
    // A write the page cannot make by itself (the server refuses an address): the row shows the message.
    server.posts.length = 0;
    const user = userEvent.setup();
    // Simulate the address list having changed on the server since the read.
    ADDRESSES.splice(1, 1);
    await user.selectOptions(within(screen.getByTestId('notification-account')).getByRole('combobox', { name: /Send to/ }), 'fields.family@demo.test');
    const row = within(screen.getByTestId('notification-account'));
    expect(await row.findByRole('alert')).toHaveTextContent('fields.family@demo.test is neither.');
    ADDRESSES.push('fields.family@demo.test');
  });

  it('shows an error with Try again when the list cannot be read', async () => {
    preferencesServer({ failRead: true });
    renderApp('/ui/user/notifications');
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks French', async () => {
    preferencesServer();
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    const usage = within(screen.getByTestId('notification-usage'));
    expect(await usage.findByRole('heading', { name: 'Consommation' })).toBeInTheDocument();
    expect(usage.getByRole('switch', { name: 'Recevoir les courriels «\u00a0Consommation\u00a0»' })).toBeChecked();
    expect(usage.getByText(/^Une alerte quand votre consommation Internet atteint 80.% et 100.% de votre forfait mensuel\.$/)).toBeInTheDocument();
    expect(usage.getByRole('combobox', { name: /Envoyer à/ })).toBeInTheDocument();
  });
});
