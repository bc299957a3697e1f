// covers: PLAT-006, PLAT-012, PLAT-019, PLAT-020, PLAT-021, PLAT-022, PLAT-023, PLAT-024, PLAT-025,
// covers: PLAT-036, PLAT-038, PLAT-055, PLAT-057, PLAT-060, PLAT-062
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/api-client';
import { browser } from '../../lib/browser';
import { getSessionValues } from '../../lib/session-values';
import { installFakeServer } from '../../test/fake-server';
import { renderApp, setViewportWidth } from '../../test/render-app';

beforeEach(() => {
  setToken('tok');
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

async function expectLocation(path: string) {
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(path));
}
const title = () => screen.getByRole('heading', { level: 1 });

describe('shell on a desktop (≥ 960 px)', () => {
  beforeEach(() => setViewportWidth(1280));

  it("shows 'Logged as' with the e-mail and the active route's menu label as title", async () => {
    installFakeServer();
    renderApp('/ui/user/wifi');
    expect(await screen.findByText('Logged as')).toBeInTheDocument();
    expect(screen.getByText('avery@demo.test')).toBeInTheDocument();
    expect(title()).toHaveTextContent('Wi-Fi');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Traffic Monitor' }));
    await expectLocation('/user/trafficMonitor');
    expect(title()).toHaveTextContent('Traffic Monitor');
  });

  it("titles hidden routes 'Welcome to {product} MyAccount'", async () => {
    installFakeServer();
    renderApp('/ui/user/offer');
    await screen.findByText('Logged as');
    await waitFor(() => expect(title()).toHaveTextContent('Welcome to DemoNet MyAccount'));
  });

  it('shows the permanent drawer with the menu and bottom items, no hamburger', async () => {
    installFakeServer();
    renderApp('/ui/user/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Dashboard', 'Wi-Fi', 'Traffic Monitor', 'Calendar', 'Package', 'Advanced settings', '911 Profiles',
      'Basic Settings', 'Calls History', 'International Calls', 'Advanced Settings', 'Account', 'Documents', 'Billing',
      'Change Password', 'Notifications', 'Support', 'Contact Us', 'Logout']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('button', { name: 'Internet' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/ui/will/logout');
    expect(within(nav).queryByRole('link', { name: 'Important' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open the menu' })).toBeNull();
    expect(screen.queryByText('Click here to open the Menu')).toBeNull();
  });

  it("lists every account as '#id name' in 'Change contact'", async () => {
    installFakeServer();
    renderApp('/ui/user/dashboard');
    await screen.findByText('Logged as');
    const select = screen.getByRole('combobox', { name: 'Change contact' });
    expect(select).toHaveTextContent('#1001 Avery Fields');
    await userEvent.click(select);
    // The list is its own chunk, loaded as the selector is first used.
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['#1001 Avery Fields', '#1002 Fields Farm Ltd', '#1003 Avery Fields']);
  });

  it('switching account tells the server, rebuilds the menu and goes to the base root (landing)', async () => {
    const server = installFakeServer();
    renderApp('/ui/user/wifi');
    await screen.findByText('Logged as');
    await userEvent.click(screen.getByRole('combobox', { name: 'Change contact' }));
    await userEvent.click(await screen.findByRole('option', { name: '#1002 Fields Farm Ltd' }));
    await expectLocation('/user/emergencyprofiles');
    await waitFor(() => expect(title()).toHaveTextContent('911 Profiles'));
    expect(getSessionValues().user).toBe(1002);
    await waitFor(() => expect(server.callsTo('POST', 'me.1/activeuser').map((c) => c.body)).toEqual([{ user: 1001 }, { user: 1002 }]));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Wi-Fi' })).toBeNull();
  });

  it('switches account by keyboard: the arrows open the list on the active account, Escape keeps it', async () => {
    const server = installFakeServer();
    renderApp('/ui/user/wifi');
    await screen.findByText('Logged as');
    const combo = screen.getByRole('combobox', { name: 'Change contact' });
    expect(combo).toHaveTextContent('#1001 Avery Fields');
    combo.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('listbox', { name: 'Change contact' });
    await waitFor(() => expect(within(list).getByRole('option', { name: '#1001 Avery Fields' })).toHaveFocus());
    expect(within(list).getByRole('option', { name: '#1001 Avery Fields' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(combo).toHaveFocus());
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('option', { name: '#1001 Avery Fields' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expectLocation('/user/emergencyprofiles');
    expect(getSessionValues().user).toBe(1002);
    await waitFor(() => expect(server.callsTo('POST', 'me.1/activeuser').map((c) => c.body)).toEqual([{ user: 1001 }, { user: 1002 }]));
  });

  it('switching account on /change with action upgrade goes to /package with that action', async () => {
    window.localStorage.setItem('session', JSON.stringify({ user: 1003 }));
    installFakeServer();
    renderApp({ pathname: '/ui/user/change', state: { action: 'upgrade' } });
    await screen.findByText('Logged as');
    await userEvent.click(screen.getByRole('combobox', { name: 'Change contact' }));
    await userEvent.click(await screen.findByRole('option', { name: '#1001 Avery Fields' }));
    await expectLocation('/user/package');
    expect(screen.getByTestId('location')).toHaveAttribute('data-state', JSON.stringify({ action: 'upgrade' }));
    await waitFor(() => expect(title()).toHaveTextContent('Package'));
  });

  it('shows the one-time accounts tip until GOT IT is pressed', async () => {
    installFakeServer();
    const first = renderApp('/ui/user/dashboard');
    await screen.findByText('Logged as');
    // The tips wait for the page's code and the overlays before them (first-visit-queue.ts).
    expect(await screen.findByText('Click here to switch accounts', {}, { timeout: 5_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'GOT IT' }));
    await waitFor(() => expect(screen.queryByText('Click here to switch accounts')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Change contact' })).toHaveFocus();
    expect(window.localStorage.getItem('accountsTooltip')).toBe('true');
    first.unmount();
    renderApp('/ui/user/dashboard');
    await screen.findByText('Logged as');
    expect(screen.queryByText('Click here to switch accounts')).toBeNull();
  });

  it("shows a login with one account no 'Change contact' selector and no accounts tip", async () => {
    installFakeServer({
      'GET me.1/associatedaccounts': { json: { list: [{ associatedAccounts: [1001], email: 'avery@demo.test' }] } },
    });
    renderApp('/ui/user/dashboard');
    await screen.findByText('Logged as');
    await waitFor(() => expect(title()).toHaveTextContent('Dashboard'));
    expect(screen.queryByRole('combobox', { name: 'Change contact' })).toBeNull();
    expect(screen.queryByText('Click here to switch accounts')).toBeNull();
  });

  it('opens /apibrowser only for the configured internal ids', async () => {
    installFakeServer({
      'GET me.1/associatedaccounts': { json: { list: [{ associatedAccounts: [9001], email: 'staff@demo.test' }] } },
      'GET user.9001': { json: { object: { name: 'Staff' } } },
      'GET user.9001/serviceidentification': { json: { list: [{}] } },
      'GET user.9001/contract': { json: { list: [{}] } },
    });
    renderApp('/ui/user/apibrowser');
    await screen.findByText('Logged as');
    await expectLocation('/user/apibrowser');
  });
});

describe('shell on a phone (< 960 px)', () => {
  beforeEach(() => setViewportWidth(500));

  it('has a hamburger with the one-time tip that opens the temporary drawer', async () => {
    installFakeServer();
    renderApp('/ui/user/dashboard');
    await screen.findByText('Logged as');
    // The menu tip comes first among the tips (the accounts tip waits for it), as a note in the
    // page that describes the hamburger.
    const tip = await screen.findByRole('note', { name: 'Click here to open the Menu' });
    expect(screen.getByRole('button', { name: 'Open the menu' })).toHaveAccessibleDescription('Click here to open the Menu');
    expect(screen.queryByText('Click here to switch accounts')).toBeNull();
    await userEvent.click(within(tip).getByRole('button', { name: 'GOT IT' }));
    // The focus goes back to the hamburger the tip was about, not to the page's body.
    expect(screen.getByRole('button', { name: 'Open the menu' })).toHaveFocus();
    expect(await screen.findByRole('note', { name: 'Click here to switch accounts' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Click here to open the Menu')).toBeNull());
    expect(window.localStorage.getItem('hamburgerTooltip')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Calendar' }));
    await expectLocation('/user/calendar');
    await waitFor(() => expect(title()).toHaveTextContent('Calendar'));
  });
});
