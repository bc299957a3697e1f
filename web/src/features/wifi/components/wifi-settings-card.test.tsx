// covers: NET-001, NET-079, NET-080, NET-081, NET-082, NET-083, NET-084, NET-085
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { clearSchemaCache, type Schema } from '../../../lib/schema-form';
import { installFakeServer, type FakeRoutes } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';
import { saveBody } from './wifi-settings-dialog';

const SSID = { type: 'oi', expectedType: 'string', regex: '[!-~](?:[ -~]*[!-~])?', minLength: 1, maxLength: 32, errorMessage: 'Use 1 to 32 letters, digits, spaces or symbols (no accents), not starting or ending with a space.', autoFocus: false } as const;
const PASSWORD = { type: 'oi', expectedType: 'string', regex: '[ -~]{8,63}', minLength: 8, maxLength: 63, errorMessage: 'Use 8 to 63 letters, digits, spaces or symbols (no accents).', autoFocus: false } as const;
const guestRule = [['requiredif', 'guest_enabled', 'equal', ['true']]];

/** The descriptor the server serves with user.{id}/wifisettings (internal/schema/wifisettings.go). */
const schema = {
  sVersion: 'wifi-1',
  pk: 'contactid',
  props: {
    contactid: { type: 'pk', label: 'Account', required: false, autoFocus: false },
    wifi_enabled: { type: 'bo', expectedType: 'boolean', label: 'Wi-Fi', required: true, autoFocus: false },
    wifi_ssid: { ...SSID, label: 'Network name (SSID)', required: true, autoFocus: true },
    wifi_password: { ...PASSWORD, label: 'Wi-Fi password', required: true },
    guest_enabled: { type: 'bo', expectedType: 'boolean', label: 'Guest network', required: true, autoFocus: false },
    guest_ssid: { ...SSID, label: 'Guest network name (SSID)', required: false, requiredRules: guestRule },
    guest_password: { ...PASSWORD, label: 'Guest network password', required: false, requiredRules: guestRule },
  },
  httpGetParameters: {},
  generalSchema: {},
} as unknown as Schema;

const settings = {
  contactid: 1001,
  wifi_enabled: true,
  wifi_ssid: 'Fields Home',
  wifi_password: 'correct-horse-9',
  guest_enabled: false,
  guest_ssid: 'Fields Guest',
  guest_password: 'guest-pass-1',
};

function wifiRoutes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET user.1001/wifisettings': { json: { error: 0, object: settings, schema } },
    'GET user.1001/wifiDeviceInfo': { json: { error: 0, list: [], hasRouter: true } },
    ...extra,
  };
}

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  clearSchemaCache();
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

// The first render loads the start-up and the lazy page: allow for a busy machine.
const card = () => screen.findByTestId('wifi-settings-card', {}, { timeout: 12_000 });

async function openDialog() {
  const c = await card();
  await userEvent.click(await within(c).findByRole('button', { name: 'Edit' }, { timeout: 12_000 }));
  return within(await screen.findByRole('dialog', { name: 'Edit Wi-Fi settings' }));
}

describe('Wi-Fi settings card', () => {
  it('shows both networks: on/off, the names, and masked passwords with a show/hide toggle', async () => {
    installFakeServer(wifiRoutes());
    renderApp('/ui/user/wifi');
    const c = within(await card());
    const main = within(await c.findByTestId('wifi-main', {}, { timeout: 12_000 }));
    const guest = within(c.getByTestId('wifi-guest'));
    expect(c.getByRole('heading', { name: 'Wi-Fi Settings' })).toBeInTheDocument();
    expect(main.getByRole('heading', { name: 'Main network' })).toBeInTheDocument();
    expect(main.getByTestId('wifi-main-status')).toHaveTextContent(/^on$/);
    expect(guest.getByTestId('wifi-guest-status')).toHaveTextContent(/^off$/);
    expect(main.getByText('Fields Home')).toBeInTheDocument();
    expect(guest.getByText('Fields Guest')).toBeInTheDocument();
    // Masked: the password is not in the page until shown.
    expect(c.queryByText('correct-horse-9')).toBeNull();
    expect(main.getByText('Password hidden')).toBeInTheDocument();
    await userEvent.click(main.getByRole('button', { name: 'Show the main network password' }));
    expect(main.getByText('correct-horse-9')).toBeInTheDocument();
    expect(c.queryByText('guest-pass-1')).toBeNull();
    await userEvent.click(main.getByRole('button', { name: 'Hide the main network password' }));
    expect(c.queryByText('correct-horse-9')).toBeNull();
    await userEvent.click(guest.getByRole('button', { name: 'Show the guest network password' }));
    expect(guest.getByText('guest-pass-1')).toBeInTheDocument();
    // The traffic card stays on the page.
    expect(screen.getByTestId('wifi-traffic-card')).toBeInTheDocument();
  }, 45_000);

  it('shows "Not set" for an empty name or password', async () => {
    installFakeServer(
      wifiRoutes({ 'GET user.1001/wifisettings': { json: { error: 0, object: { ...settings, guest_ssid: '', guest_password: '' }, schema } } }),
    );
    renderApp('/ui/user/wifi');
    const guest = within(await screen.findByTestId('wifi-guest', {}, { timeout: 12_000 }));
    expect(guest.getAllByText('Not set')).toHaveLength(2);
    expect(guest.queryByRole('button', { name: /password/ })).toBeNull();
  }, 45_000);

  it('edits in a dialog validated with the served schema, posts every field and reads the settings again', async () => {
    let stored = { ...settings };
    const server = installFakeServer(
      wifiRoutes({
        'GET user.1001/wifisettings': () => ({ json: { error: 0, object: stored, schema } }),
        'POST user.1001/wifisettings.1001': (call) => {
          stored = { ...stored, ...(call.body as object) };
          return { json: { error: 0, success: true, message: 'Your Wi-Fi settings were saved.' } };
        },
      }),
    );
    renderApp('/ui/user/wifi');
    const dialog = await openDialog();
    const main = within(dialog.getByRole('group', { name: 'Main network' }));
    const guest = within(dialog.getByRole('group', { name: 'Guest network' }));
    expect(main.getByRole('textbox', { name: /Network name/ })).toHaveValue('Fields Home');
    // Passwords are masked in the dialog too, with their own toggle.
    const pw = main.getByLabelText(/Wi-Fi password/, { selector: 'input' });
    expect(pw).toHaveAttribute('type', 'password');
    expect(pw).toHaveValue('correct-horse-9');
    await userEvent.click(main.getByRole('button', { name: 'Show Wi-Fi password' }));
    expect(pw).toHaveAttribute('type', 'text');
    await userEvent.click(main.getByRole('button', { name: 'Hide Wi-Fi password' }));
    expect(pw).toHaveAttribute('type', 'password');
    expect(guest.getByRole('switch', { name: /Guest network/ })).not.toBeChecked();

    // The schema refuses a password under 8 characters before anything is sent.
    await userEvent.clear(pw);
    await userEvent.type(pw, 'short');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Some inputs have invalid format.')).toBeInTheDocument();
    expect(dialog.getByText('Use 8 to 63 letters, digits, spaces or symbols (no accents).')).toBeInTheDocument();
    expect(server.callsTo('POST', 'user.1001/wifisettings.1001')).toHaveLength(0);

    // Guest fields are required once the guest network is on.
    await userEvent.clear(pw);
    await userEvent.type(pw, 'a-longer-secret');
    const guestName = guest.getByRole('textbox', { name: /Guest network name/ });
    await userEvent.clear(guestName);
    await userEvent.click(guest.getByRole('switch', { name: /Guest network/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Missing mandatory fields.')).toBeInTheDocument();
    expect(server.callsTo('POST', 'user.1001/wifisettings.1001')).toHaveLength(0);

    await userEvent.type(guestName, 'Fields Visitors');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('POST', 'user.1001/wifisettings.1001')).toHaveLength(1));
    expect(server.callsTo('POST', 'user.1001/wifisettings.1001')[0]!.body).toEqual({
      wifi_enabled: true,
      wifi_ssid: 'Fields Home',
      wifi_password: 'a-longer-secret',
      guest_enabled: true,
      guest_ssid: 'Fields Visitors',
      guest_password: 'guest-pass-1',
    });
    // The dialog closes, the server's message shows, and the card shows what the server holds now.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Your Wi-Fi settings were saved.')).toBeInTheDocument();
    const c = within(await card());
    expect(await c.findByText('Fields Visitors')).toBeInTheDocument();
    expect(c.getByTestId('wifi-guest-status')).toHaveTextContent(/^on$/);
    expect(server.callsTo('GET', 'user.1001/wifisettings').length).toBeGreaterThanOrEqual(2);
  }, 45_000);

  it('shows the server refusal in an alert and keeps the dialog open', async () => {
    const server = installFakeServer(
      wifiRoutes({
        'POST user.1001/wifisettings.1001': { status: 450, json: { error: 1, message: 'The guest network name must differ from the main one.' } },
      }),
    );
    renderApp('/ui/user/wifi');
    const dialog = await openDialog();
    const guestName = dialog.getByRole('textbox', { name: /Guest network name/ });
    await userEvent.clear(guestName);
    await userEvent.type(guestName, 'Fields Home');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The guest network name must differ from the main one.');
    expect(server.callsTo('POST', 'user.1001/wifisettings.1001')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // Cancel leaves the card as it was.
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(await card()).getByText('Fields Guest')).toBeInTheDocument();
  }, 45_000);

  it.each([
    ['an answer with the error flag and no message', { json: { error: 1 } }],
    ['433–435', { status: 434, json: { error: 1 } }],
  ])('says "Something went wrong. Please try again later." for %s', async (_name, answer) => {
    installFakeServer(wifiRoutes({ 'POST user.1001/wifisettings.1001': answer }));
    renderApp('/ui/user/wifi');
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.');
  }, 45_000);

  it('asks for the schema again when the server left it out and none is held', async () => {
    let first = true;
    const server = installFakeServer(
      wifiRoutes({
        'GET user.1001/wifisettings': () => {
          const answer = first ? { error: 0, object: settings } : { error: 0, object: settings, schema };
          first = false;
          return { json: answer };
        },
      }),
    );
    renderApp('/ui/user/wifi');
    const dialog = await openDialog();
    expect(dialog.getByRole('textbox', { name: /Network name/ })).toBeInTheDocument();
    expect(server.callsTo('GET', 'user.1001/wifisettings').length).toBeGreaterThanOrEqual(2);
  }, 45_000);

  it('shows loading, then the network message with a retry', async () => {
    let fail = true;
    installFakeServer(
      wifiRoutes({
        'GET user.1001/wifisettings': () => (fail ? { networkError: 'Failed to fetch' } : { json: { error: 0, object: settings, schema } }),
      }),
    );
    renderApp('/ui/user/wifi');
    const c = within(await card());
    expect(c.getByRole('status')).toHaveTextContent('Loading your Wi-Fi settings…');
    expect(
      await c.findByText("Either you don't have Internet access or our servers are unavailable. Please try again later."),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(c.getByRole('button', { name: 'Try again' }));
    expect(await c.findByText('Fields Home')).toBeInTheDocument();
  }, 45_000);

  it('says the settings are not available when the account has no Wi-Fi (434)', async () => {
    installFakeServer(wifiRoutes({ 'GET user.1001/wifisettings': { status: 434, json: { error: 1 } } }));
    renderApp('/ui/user/wifi');
    const c = within(await card());
    expect(await c.findByText('Wi-Fi settings are not available for this account.')).toBeInTheDocument();
    expect(c.queryByRole('button', { name: 'Edit' })).toBeNull();
  }, 45_000);

  it('builds the body from every editable field', () => {
    const body = saveBody(schema, ['wifi_enabled', 'wifi_ssid', 'guest_ssid', 'guest_enabled'], { ...settings, guest_ssid: '' }, { wifi_ssid: 'New' });
    expect(body).toEqual({ wifi_enabled: true, wifi_ssid: 'New', guest_ssid: null, guest_enabled: false });
  });
});
