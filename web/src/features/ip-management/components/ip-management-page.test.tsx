// covers: IP-001, IP-002, IP-005, IP-006, IP-008, IP-009, IP-010, IP-012, IP-013, IP-014, IP-015, IP-016
// covers: IP-017, IP-018, IP-019, IP-020, IP-021, IP-022, IP-023, IP-024, IP-025, IP-026
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { clearSchemaCache } from '../../../lib/schema-form';
import { updateSessionValues } from '../../../lib/session-values';
import { addressRoutes, demoAddressRegistrations, installFakeServer, type FakeRoutes } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';

const PAGE = '/ui/user/advancedsettings';
const DRAWER_AND_PAGE_TIMEOUT = { timeout: 20_000 };

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  updateSessionValues({ user: 1001 });
  clearSchemaCache();
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

async function openPage(routes: FakeRoutes = addressRoutes(), entry: string | { pathname: string; state?: unknown } = PAGE) {
  const server = installFakeServer(routes);
  const app = renderApp(entry);
  await screen.findByRole('heading', { name: 'IP address management', level: 2 }, DRAWER_AND_PAGE_TIMEOUT);
  return { server, ...app };
}

const registrations = () => screen.findByTestId('ip-registrations', undefined, DRAWER_AND_PAGE_TIMEOUT);
const button = (name: string) => screen.getByRole('button', { name });
const reads = (server: ReturnType<typeof installFakeServer>) => ({
  list: server.callsTo('GET', 'user.1001/ipaddr_overview').length,
  counts: server.callsTo('GET', 'user.1001/ipaddr_count').length,
  warnings: server.callsTo('GET', 'me.1/accountwarning').length,
});

describe('IP address management: the list', () => {
  it('shows the registered addresses with their columns, the summary and the register buttons', async () => {
    await openPage();
    const table = await registrations();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Type', 'IP Address', 'Network Mask', 'Gateway', 'MAC address', 'Description', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').concat(within(r).getAllByRole('rowheader')).length)).toEqual([7, 7, 7]);
    expect(rows[0]).toHaveTextContent('Static203.0.113.18255.255.255.248203.0.113.1700:11:32:7a:41:0cHome server (NAS)');
    expect(rows[1]).toHaveTextContent('Dynamic100.64.34.10255.255.255.0100.64.34.13c:2a:f4:90:11:6eOffice printer');
    // Edit and delete on each row (IP-006), named for the device.
    for (const r of demoAddressRegistrations) {
      expect(within(table).getByRole('button', { name: `Edit the registration of ${r.mac_address}` })).toBeEnabled();
      expect(within(table).getByRole('button', { name: `Delete the registration of ${r.mac_address}` })).toBeEnabled();
    }

    const summary = screen.getByTestId('ip-summary');
    expect(within(summary).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['From', 'Type', 'Registered/Total']);
    const summaryRows = within(summary).getAllByRole('row').slice(1);
    expect(summaryRows.map((r) => r.textContent)).toEqual(['Base packageStatic2/2', 'Add-onDynamic1/2']);
    expect(screen.getByText(/Registered\/Total is how many devices you have registered from each allowance/)).toBeInTheDocument();

    // IP-009, IP-010: one dynamic registration is left (the add-on's), no static one.
    expect(button('Register Dynamic IP address')).toBeEnabled();
    expect(button('Register Static IP address')).toBeDisabled();
    expect(screen.getByText('Your package has no static IP address registration left.')).toBeInTheDocument();
  }, 45_000);

  it('enables each button only while a registration of its type is available', async () => {
    await openPage(
      addressRoutes(1001, {
        counts: { base_used: 1, base_available: 2, base_canbestatic: true, addon_used: 0, addon_available: 0, addon_canbestatic: false },
      }),
    );
    await registrations();
    await waitFor(() => expect(button('Register Static IP address')).toBeEnabled());
    expect(button('Register Dynamic IP address')).toBeEnabled();
  }, 45_000);

  it('disables both when everything is in use', async () => {
    await openPage(
      addressRoutes(1001, {
        counts: { base_used: 2, base_available: 2, base_canbestatic: true, addon_used: 2, addon_available: 2, addon_canbestatic: false },
      }),
    );
    await screen.findByText('All the IP address registrations of your package are in use.', undefined, DRAWER_AND_PAGE_TIMEOUT);
    expect(button('Register Dynamic IP address')).toBeDisabled();
    expect(button('Register Static IP address')).toBeDisabled();
  }, 45_000);

  it('says so when no address is registered', async () => {
    await openPage(
      addressRoutes(1001, {
        list: [],
        counts: { base_used: 0, base_available: 1, base_canbestatic: false, addon_used: 0, addon_available: 0, addon_canbestatic: false },
      }),
    );
    expect(await screen.findByTestId('ip-empty', undefined, DRAWER_AND_PAGE_TIMEOUT)).toHaveTextContent(
      'You have no IP address registered with us yet. Register a device below to give it an address on our network.',
    );
    expect(screen.getByText('Your package does not include static IP addresses.')).toBeInTheDocument();
    expect(within(screen.getByTestId('ip-summary')).getAllByRole('row')).toHaveLength(2);
  }, 45_000);

  it('shows an error when the list cannot be read', async () => {
    await openPage({ ...addressRoutes(), 'GET user.1001/ipaddr_overview': { status: 500, json: {} } });
    expect(await screen.findByText('Server error 500', undefined, DRAWER_AND_PAGE_TIMEOUT)).toBeInTheDocument();
    // The summary still shows.
    expect(await screen.findByTestId('ip-summary')).toBeInTheDocument();
  }, 45_000);

  it('becomes cards on a phone', async () => {
    setViewportWidth(375);
    await openPage();
    const list = await registrations();
    expect(list.tagName).toBe('UL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByRole('button', { name: 'Edit the registration of 3c:2a:f4:90:11:6e' })).toBeInTheDocument();
    expect(within(list).getAllByText('MAC address')).toHaveLength(3);
  }, 45_000);

  it('opens from the menu entry "Advanced settings" and with the action of /change and Important (IP-001, IP-002)', async () => {
    await openPage(addressRoutes(), { pathname: PAGE, state: { action: 'advancedsettings' } });
    expect(await registrations()).toBeInTheDocument();
    expect(screen.getByRole('banner').querySelector('h1')).toHaveTextContent('Advanced settings');
    const link = screen.getByRole('navigation', { name: 'Main navigation' }).querySelector(`a[href="${PAGE}"]`);
    expect(link).toHaveTextContent('Advanced settings');
  }, 45_000);
});

describe('IP address management: NAT', () => {
  it('shows only the NAT card with the support phone (IP-012)', async () => {
    await openPage(addressRoutes(1001, { nat: true }));
    const card = await screen.findByTestId('ip-nat-card', undefined, DRAWER_AND_PAGE_TIMEOUT);
    expect(within(card).getByRole('heading', { name: 'Your radio uses NAT' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Your radio uses network address translation (NAT), so devices cannot be registered with their own IP address here.');
    expect(card).toHaveTextContent('To change it, please call our support at 1-800-555-0100.');
    expect(within(card).getByRole('link', { name: '1-800-555-0100' })).toHaveAttribute('href', 'tel:18005550100');
    expect(screen.queryByTestId('ip-registrations')).toBeNull();
    expect(screen.queryByTestId('ip-summary')).toBeNull();
    expect(screen.queryByRole('button', { name: /Register/ })).toBeNull();
  }, 45_000);
});

describe('IP address management: the MAC Registration form', () => {
  it('registers a dynamic address: read-only type and addresses, MAC typed as the rules say, then back to the refreshed list', async () => {
    const user = userEvent.setup();
    const { server } = await openPage({
      ...addressRoutes(),
      'POST user.1001/ipaddr_registermac': { json: { error: 0, success: true, message: 'The device aa:bb:cc:dd:ee:ff is registered with the address 100.64.34.12.' } },
    });
    await registrations();
    await waitFor(() => expect(button('Register Dynamic IP address')).toBeEnabled());
    await user.click(button('Register Dynamic IP address'));

    const form = await screen.findByTestId('ip-form');
    expect(within(form).getByRole('heading', { name: 'MAC Registration' })).toBeInTheDocument();
    // IP-014: type and addresses read-only (the server allocates the address on submit).
    const fixed = within(form).getByTestId('ip-form-readonly');
    expect(fixed).toHaveTextContent('TypeDynamic');
    expect(fixed).toHaveTextContent('FromAdd-on');
    expect(fixed).toHaveTextContent('IP AddressAssigned when you submit');
    expect(fixed).toHaveTextContent('Network MaskAssigned when you submit');
    expect(fixed).toHaveTextContent('GatewayAssigned when you submit');
    expect(within(form).getAllByRole('textbox')).toHaveLength(2);
    expect(screen.queryByTestId('ip-registrations')).toBeNull();

    // IP-015, IP-017…020: the MAC field lowercases, keeps 0-9 and a-f, adds the colons, stops at 17.
    const mac = within(form).getByRole('textbox', { name: /MAC address/ });
    // The form takes the focus in an effect after it mounts, which a busy machine may run a moment later.
    await waitFor(() => expect(mac).toHaveFocus());
    await user.type(mac, 'AA');
    expect(mac).toHaveValue('aa:');
    await user.type(mac, 'g-B z');
    expect(mac).toHaveValue('aa:b');
    await user.type(mac, 'BCCDDEEFF0011');
    expect(mac).toHaveValue('aa:bb:cc:dd:ee:ff');
    expect((mac as HTMLInputElement).value).toHaveLength(17);
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), ' Laptop ');

    const before = reads(server);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    // IP-013: back to the list; IP-022: the create body; IP-023: the user data reload, warnings too.
    await waitFor(() => expect(screen.queryByTestId('ip-form')).toBeNull());
    expect(server.callsTo('POST', 'user.1001/ipaddr_registermac').map((c) => c.body)).toEqual([
      { static: false, mac_address: 'aa:bb:cc:dd:ee:ff', description: 'Laptop' },
    ]);
    await waitFor(() => {
      const after = reads(server);
      expect(after.list).toBeGreaterThan(before.list);
      expect(after.counts).toBeGreaterThan(before.counts);
      expect(after.warnings).toBeGreaterThan(before.warnings);
    });
    expect(await screen.findByText('The device aa:bb:cc:dd:ee:ff is registered with the address 100.64.34.12.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Registered IP addresses' })).toHaveFocus());
  }, 60_000);

  it('refuses to send an invalid form: "Some inputs have invalid format." (IP-021)', async () => {
    const user = userEvent.setup();
    const { server } = await openPage();
    await registrations();
    await waitFor(() => expect(button('Register Dynamic IP address')).toBeEnabled());
    await user.click(button('Register Dynamic IP address'));
    const form = await screen.findByTestId('ip-form');
    const mac = within(form).getByRole('textbox', { name: /MAC address/ });

    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Some inputs have invalid format.')).toBeInTheDocument();
    expect(mac).toHaveAttribute('aria-invalid', 'true');
    expect(mac).toHaveFocus();

    await user.type(mac, 'aabbccddee');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(within(form).getByText('Some inputs have invalid format.')).toBeInTheDocument();
    expect(server.callsTo('POST', 'user.1001/ipaddr_registermac')).toHaveLength(0);
    expect(screen.getByTestId('ip-form')).toBeInTheDocument();
  }, 45_000);

  it("shows the server's refusal in the form and stays there", async () => {
    const user = userEvent.setup();
    await openPage({
      ...addressRoutes(),
      'POST user.1001/ipaddr_registermac': { status: 450, json: { error: 1, message: 'This MAC address is already registered on your account.' } },
    });
    await registrations();
    await waitFor(() => expect(button('Register Dynamic IP address')).toBeEnabled());
    await user.click(button('Register Dynamic IP address'));
    const form = await screen.findByTestId('ip-form');
    await user.type(within(form).getByRole('textbox', { name: /MAC address/ }), '001132 7a410c');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByTestId('ip-form-refusal')).toHaveTextContent('This MAC address is already registered on your account.');
    expect(screen.getByTestId('ip-form')).toBeInTheDocument();
  }, 45_000);

  it('edits a registration: its addresses read-only, MAC and description sent to ipaddr_registermac.{bpsId}; Cancel goes back', async () => {
    const user = userEvent.setup();
    const { server } = await openPage({
      ...addressRoutes(),
      'POST user.1001/ipaddr_registermac.3': { json: { error: 0, success: true, message: 'The registration was updated.' } },
    });
    const table = await registrations();
    await user.click(within(table).getByRole('button', { name: 'Edit the registration of 9c:8e:cd:20:b4:17' }));
    let form = await screen.findByTestId('ip-form');
    expect(within(form).getByTestId('ip-form-readonly')).toHaveTextContent(
      'TypeDynamicFromAdd-onIP Address100.64.34.11Network Mask255.255.255.0Gateway100.64.34.1',
    );
    expect(within(form).getByRole('textbox', { name: /MAC address/ })).toHaveValue('9c:8e:cd:20:b4:17');
    expect(within(form).getByRole('textbox', { name: 'Description' })).toHaveValue('Yard camera');

    // IP-016: Cancel goes back to the list without a write.
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(await registrations()).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST' && c.target.startsWith('user.1001/ipaddr_registermac'))).toHaveLength(0);

    await user.click(within(await registrations()).getByRole('button', { name: 'Edit the registration of 9c:8e:cd:20:b4:17' }));
    form = await screen.findByTestId('ip-form');
    const description = within(form).getByRole('textbox', { name: 'Description' });
    await user.clear(description);
    await user.type(description, 'Barn camera');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByTestId('ip-form')).toBeNull());
    expect(server.callsTo('POST', 'user.1001/ipaddr_registermac.3').map((c) => c.body)).toEqual([
      { mac_address: '9c:8e:cd:20:b4:17', description: 'Barn camera' },
    ]);
  }, 60_000);
});

describe('IP address management: delete', () => {
  it('asks first, deletes, and reloads the user data (IP-024, IP-025)', async () => {
    const user = userEvent.setup();
    const { server } = await openPage({
      ...addressRoutes(),
      'DELETE user.1001/ipaddr_registermac.2': { json: { error: 0, success: true, message: 'The registration was deleted.' } },
    });
    const table = await registrations();
    await user.click(within(table).getByRole('button', { name: 'Delete the registration of 3c:2a:f4:90:11:6e' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this registration?' });
    expect(dialog).toHaveTextContent('The device 3c:2a:f4:90:11:6e will no longer have its IP address 100.64.34.10 on our network.');
    // Cancel: nothing is deleted.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('DELETE', 'user.1001/ipaddr_registermac.2')).toHaveLength(0);

    await user.click(within(table).getByRole('button', { name: 'Delete the registration of 3c:2a:f4:90:11:6e' }));
    const before = reads(server);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('DELETE', 'user.1001/ipaddr_registermac.2')).toHaveLength(1);
    await waitFor(() => {
      const after = reads(server);
      expect(after.list).toBeGreaterThan(before.list);
      expect(after.counts).toBeGreaterThan(before.counts);
      expect(after.warnings).toBeGreaterThan(before.warnings);
    });
    expect(await screen.findByText('The registration was deleted.')).toBeInTheDocument();
  }, 45_000);

  it.each([
    ['a refusal', { status: 450, json: { error: 1, message: 'The requested item was not found.' } }],
    ['a server error', { status: 500, json: {} }],
    ['a network failure', { networkError: 'Failed to fetch' }],
  ])('shows "Please try again later" on %s (IP-026)', async (_name, answer) => {
    const user = userEvent.setup();
    await openPage({ ...addressRoutes(), 'DELETE user.1001/ipaddr_registermac.1': answer });
    const table = await registrations();
    await user.click(within(table).getByRole('button', { name: 'Delete the registration of 00:11:32:7a:41:0c' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this registration?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Please try again later$/);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  }, 45_000);
});
