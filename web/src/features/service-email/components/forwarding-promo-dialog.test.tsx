// covers: PLAT-150, PLAT-160, PLAT-161, PLAT-162, PLAT-163
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { clearSchemaCache } from '../../../lib/schema-form';
import { installFakeServer } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';
import { PROMO_DISMISSED_KEY } from '../forwarding-promo';

const list = [
  { id: 1, email: 'avery@demo.test', forwarding: false, forwardingaddress: '' },
  { id: 3, email: 'avery.fields@demo.test', forwarding: true, forwardingaddress: 'avery.fields@example.com' },
];

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  clearSchemaCache();
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

function serve(items = list) {
  return installFakeServer({ 'GET user.1001/serviceemail': { json: { error: 0, list: items, name: 'serviceemail', pk: 'id' } } });
}

const promo = () => screen.findByRole('dialog', { name: 'Your e-mail forwarding' }, { timeout: 15_000 });

describe('Forwarding promo dialog', () => {
  it("shows when an address forwards; 'Remind me later' hides it for the session", async () => {
    serve();
    renderApp('/ui/user/dashboard');
    const dialog = await promo();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remind me later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.sessionStorage.getItem(PROMO_DISMISSED_KEY)).toBe('true');
    expect(window.localStorage.getItem('acceptedFwdDialog')).toBeNull();
  });

  it('hides the shell behind it from assistive technology and holds the focus, drawn in place', async () => {
    serve();
    renderApp('/ui/user/dashboard');
    const dialog = await promo();
    // In place (no portal): inside the app's tree, yet none of its ancestors is hidden.
    expect(screen.getByRole('banner', { hidden: true }).parentElement?.contains(dialog)).toBe(true);
    for (let node: Element | null = dialog; node; node = node.parentElement) expect(node.getAttribute('aria-hidden')).not.toBe('true');
    expect(screen.queryByRole('banner')).toBeNull(); // the header, hidden while it is open
    expect(screen.queryByRole('main')).toBeNull();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it("'Let's go' stores the acceptance date and opens the service e-mail card", async () => {
    serve();
    renderApp('/ui/user/dashboard');
    const dialog = await promo();
    const before = Date.now();
    await userEvent.click(within(dialog).getByRole('button', { name: "Let's go" }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/account'));
    const accepted = Date.parse(window.localStorage.getItem('acceptedFwdDialog') ?? '');
    expect(accepted).toBeGreaterThanOrEqual(before - 1000);
    const heading = await screen.findByRole('heading', { name: 'Service E-mail Addresses' }, { timeout: 15_000 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays hidden within 7 days of acceptance', async () => {
    window.localStorage.setItem('acceptedFwdDialog', new Date(Date.now() - 6 * 86_400_000).toISOString());
    const server = serve();
    renderApp('/ui/user/dashboard');
    await waitFor(() => expect(server.callsTo('GET', 'user.1001/serviceemail').length).toBeGreaterThan(0), { timeout: 15_000 });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown when no address forwards', async () => {
    const server = serve(list.map((e) => ({ ...e, forwarding: false })));
    renderApp('/ui/user/dashboard');
    await waitFor(() => expect(server.callsTo('GET', 'user.1001/serviceemail').length).toBeGreaterThan(0), { timeout: 15_000 });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
