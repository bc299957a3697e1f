// covers: PLAT-128, PLAT-129
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { installFakeServer } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';

const MAINTENANCE = 'Planned maintenance on Sunday from 2 to 4 a.m.';

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

const notice = (id: number, message: string) => ({ json: { error: 0, list: [{ id, message }], name: 'globalnotification' } });

describe('global notification', () => {
  it('shows the first item of me.1/globalnotification at the top of the shell', async () => {
    installFakeServer({
      'GET me.1/globalnotification': { json: { error: 0, list: [{ id: 7, message: MAINTENANCE }, { id: 8, message: 'Second' }] } },
    });
    renderApp('/ui/user/dashboard');
    const banner = await screen.findByRole('region', { name: 'Notice from Demo Networks' }, { timeout: 15_000 });
    expect(banner).toHaveTextContent(MAINTENANCE);
    expect(screen.queryByText('Second')).toBeNull();
  });

  it("remembers the dismissal per id in 'globalNotification{id}', across a new start", async () => {
    installFakeServer({ 'GET me.1/globalnotification': notice(7, MAINTENANCE) });
    const first = renderApp('/ui/user/dashboard');
    const banner = await screen.findByRole('region', { name: 'Notice from Demo Networks' }, { timeout: 15_000 });
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss this notice' }));
    await waitFor(() => expect(screen.queryByText(MAINTENANCE)).toBeNull());
    expect(window.localStorage.getItem('globalNotification7')).toBe('true');
    first.unmount();

    // Same id after a reload: stays hidden.
    const server = installFakeServer({ 'GET me.1/globalnotification': notice(7, MAINTENANCE) });
    const second = renderApp('/ui/user/dashboard');
    await screen.findByText('Logged as', {}, { timeout: 15_000 });
    await waitFor(() => expect(server.callsTo('GET', 'me.1/globalnotification').length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(MAINTENANCE)).toBeNull();
    second.unmount();

    // A new id shows again.
    installFakeServer({ 'GET me.1/globalnotification': notice(9, 'New fibre area open') });
    renderApp('/ui/user/dashboard');
    expect(await screen.findByText('New fibre area open', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('shows nothing when there is none or the read fails', async () => {
    const server = installFakeServer({ 'GET me.1/globalnotification': { json: { error: 0, list: [], zeroRows: true } } });
    renderApp('/ui/user/dashboard');
    await screen.findByText('Logged as', {}, { timeout: 15_000 });
    await waitFor(() => expect(server.callsTo('GET', 'me.1/globalnotification').length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: /Notice from/ })).toBeNull();
  });
});
