// covers: issue 32 item 2 ("Is it us or you?")
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { installFakeServer, type FakeRoutes } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';

const now = Math.floor(Date.UTC(2026, 10, 28, 16, 0, 0) / 1000);

const diagnosis = {
  contactid: 1001,
  reported: true,
  online: true,
  last_seen: now - 5,
  online_since: now - 3600,
  online_since_at_least: false,
  disconnections: [
    { from: now - 3900, until: now - 3600, restart: true },
    { from: now - 7200, until: now - 6000, restart: false },
  ],
  can_restart: true,
  next_restart_at: null,
  last_restart: null,
  has_wifi: true,
  now,
};

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return { 'GET user.1001/troubleshoot': { json: { error: 0, object: diagnosis } }, ...extra };
}

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

const routerCard = () => screen.findByTestId('router-state', {}, { timeout: 12_000 });

describe('Is it us or you?', () => {
  it('shows the router online with its last report, uptime and the day’s disconnections, and the steps’ findings', async () => {
    installFakeServer(routes());
    renderApp('/ui/user/troubleshoot');
    const card = within(await routerCard());
    expect(screen.getAllByRole('heading', { name: 'Is it us or you?' }).length).toBeGreaterThan(0);
    expect(card.getByTestId('router-online')).toHaveTextContent('Online');
    expect(card.getByTestId('router-last-seen')).toHaveTextContent('2026');
    expect(card.getByTestId('router-online-since')).toBeInTheDocument();
    const items = within(card.getByTestId('router-disconnections')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^Restarted .* – back /);
    expect(items[1]).toHaveTextContent(/^Dropped .* – back /);
    expect(screen.getByTestId('step-restart')).toHaveTextContent('Your router is online and reaching us.');
    expect(screen.getByTestId('step-wired')).toHaveTextContent('Your router is online, so the connection reaches your home.');
    expect(within(screen.getByTestId('step-wifi')).getByRole('link', { name: 'Open Wi-Fi settings' })).toHaveAttribute('href', '/ui/user/wifi');
  }, 45_000);

  it('says since when an offline router is silent', async () => {
    installFakeServer(
      routes({
        'GET user.1001/troubleshoot': {
          json: { error: 0, object: { ...diagnosis, online: false, online_since: null, last_seen: now - 600, disconnections: [{ from: now - 600, until: null }] } },
        },
      }),
    );
    renderApp('/ui/user/troubleshoot');
    const card = within(await routerCard());
    expect(card.getByTestId('router-online')).toHaveTextContent('Offline');
    expect(card.getByTestId('router-disconnections')).toHaveTextContent(/Dropped .* – not back yet/);
    expect(screen.getByTestId('step-restart')).toHaveTextContent(/Your router has been offline since .*2026/);
    expect(screen.getByTestId('step-wired')).toHaveTextContent('a wired device will not connect either');
  }, 45_000);

  it('restarts the router after a confirmation, and shows a refusal with the time left', async () => {
    let restarts = 0;
    const server = installFakeServer(
      routes({
        'POST user.1001/routerrestart.1001': () => {
          restarts++;
          return restarts === 1
            ? { json: { error: 0, success: true, outcome: 'done', message: 'Your router is restarting. It will be back in about 2 minutes.' } }
            : { status: 450, json: { error: 1, message: 'Your router was restarted less than 10 minutes ago. You can restart it again in 9 minutes.' } };
        },
      }),
    );
    renderApp('/ui/user/troubleshoot');
    await routerCard();
    await userEvent.click(screen.getByRole('button', { name: 'Restart my router' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Restart your router?' }));
    // Cancel restarts nothing.
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(server.calls.filter((c) => c.target.includes('routerrestart'))).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Restart my router' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Restart your router?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Restart' }));
    expect(await screen.findByTestId('restart-result', {}, { timeout: 12_000 })).toHaveTextContent('Your router is restarting.');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Restart my router' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Restart your router?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Restart' }));
    expect(await dialog.findByTestId('restart-refused', {}, { timeout: 12_000 })).toHaveTextContent('You can restart it again in 9 minutes.');
    expect(dialog.getByRole('button', { name: 'Restart' })).toBeDisabled();
    expect(restarts).toBe(2);
  }, 45_000);

  it('“Still not working” shows the support contact and what the page found, and opens a request with it', async () => {
    installFakeServer(routes());
    renderApp('/ui/user/troubleshoot');
    await routerCard();
    await userEvent.click(screen.getByRole('button', { name: 'Still not working' }));
    const panel = within(await screen.findByTestId('support-panel'));
    expect(panel.getByTestId('support-phone')).toHaveTextContent(/\d/);
    const summary = panel.getByTestId('support-summary');
    expect(summary).toHaveTextContent('Account: 1001');
    expect(summary).toHaveTextContent('Router: Online');
    expect(summary).toHaveTextContent('Disconnections in the last 24 hours: 2');
    // covers: issue 32 item 3 ("Still not working" opens a support request carrying the diagnostics)
    const request = panel.getByRole('link', { name: 'Open a support request with these details' });
    expect(request).toHaveAttribute('href', '/ui/user/support/new');
    await userEvent.click(request);
    const location = await screen.findByText('/user/support/new', { selector: '[data-testid="location"]' }, { timeout: 12_000 });
    const state = JSON.parse(location.getAttribute('data-state') ?? 'null') as { category: string; diagnostics: string[] };
    expect(state.category).toBe('internet');
    expect(state.diagnostics).toContain('Account: 1001');
    expect(state.diagnostics).toContain('Router: Online');
  }, 45_000);

  it('says so when the account has no router we read (434), and when the read fails', async () => {
    installFakeServer(routes({ 'GET user.1001/troubleshoot': { status: 434, json: { error: 1, message: 'no router' } } }));
    const { unmount } = renderApp('/ui/user/troubleshoot');
    expect(await screen.findByTestId('troubleshoot-no-router', {}, { timeout: 12_000 })).toHaveTextContent('We cannot read this account’s router');
    expect(screen.queryByRole('button', { name: 'Restart my router' })).toBeNull();
    unmount();
    installFakeServer(routes({ 'GET user.1001/troubleshoot': { status: 500, json: { error: 1 } } }));
    renderApp('/ui/user/troubleshoot');
    expect(await screen.findByText(/We could not check your router./, {}, { timeout: 12_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  }, 45_000);

  it('says first whether an outage in the area explains it, and that all is well there otherwise', async () => {
    installFakeServer(
      routes({
        'GET user.1001/servicestatus': {
          json: {
            error: 0,
            list: [{ id: 'o1', kind: 'outage', status: 'ongoing', title: 'Fibre cut on Main St', startsAt: '2026-11-28T15:00:00Z', estimate: '2026-11-28T19:00:00Z' }],
          },
        },
      }),
    );
    renderApp('/ui/user/troubleshoot');
    const site = await screen.findByTestId('site-status', {}, { timeout: 12_000 });
    expect(site).toHaveTextContent('Outage in your area: Fibre cut on Main St');
    expect(site).toHaveTextContent('Estimated restoration:');
    expect(site).toHaveTextContent('This may be why your internet is not working');
  }, 45_000);

  it('says the network in the area works normally when nothing is going on there', async () => {
    installFakeServer(routes({ 'GET user.1001/servicestatus': { json: { error: 0, list: [] } } }));
    renderApp('/ui/user/troubleshoot');
    expect(await screen.findByTestId('site-status', {}, { timeout: 12_000 })).toHaveTextContent(
      'No outage or planned maintenance in your area: the network there is working normally.',
    );
  }, 45_000);
});
