// covers: PLAT-006, PLAT-017, PLAT-027, PLAT-028, PLAT-029, PLAT-030, PLAT-031, PLAT-032, PLAT-033,
// covers: PLAT-034, PLAT-035, PLAT-036, PLAT-037, PLAT-044, PLAT-046, PLAT-054, PLAT-063, PLAT-064, PLAT-068,
// covers: PLAT-079, PLAT-192
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../../lib/api-client';
import { browser } from '../../lib/browser';
import { getSessionValues } from '../../lib/session-values';
import { storageKeys } from '../../lib/storage';
import { installFakeServer } from '../../test/fake-server';
import { renderApp, setViewportWidth } from '../../test/render-app';
import { isAppPath } from '../../lib/app-base';
import { App } from '../app';
import type { ErrorReporter } from '../error-reporter';

const NETWORK_TEXT = "Either you don't have Internet access or our servers are unavailable. Please try again later.";

beforeEach(() => {
  setViewportWidth(1280);
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

async function expectLocation(path: string) {
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(path));
}

async function shellReady() {
  return screen.findByText('Logged as', {}, { timeout: 5000 });
}

describe('start-up', () => {
  it('loads accounts, names, flags, contract and warnings, then shows the shell on the landing page', async () => {
    setToken('tok');
    window.sessionStorage.setItem(storageKeys.redirectCount, '3');
    const server = installFakeServer();
    renderApp('/ui/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');
    await shellReady();
    expect(screen.getByText('avery@demo.test')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dashboard');
    await expectLocation('/user/dashboard');

    // every call carried the token; the first account became active and the server was told
    expect(server.calls.filter((c) => c.url.pathname === '/api').every((c) => c.headers.get('x-omicron') === 'tok')).toBe(true);
    await waitFor(() => expect(server.callsTo('POST', 'me.1/activeuser')).toHaveLength(1));
    expect(server.callsTo('POST', 'me.1/activeuser')[0]!.body).toEqual({ user: 1001 });
    for (const id of [1001, 1002, 1003]) expect(server.callsTo('GET', `user.${id}`)).toHaveLength(1);
    expect(getSessionValues()).toMatchObject({ user: 1001, email: 'avery@demo.test', isVip: true });
    expect(window.sessionStorage.getItem(storageKeys.redirectCount)).toBeNull();
  });

  it('keeps the active user of the local state when it is one of the accounts', async () => {
    setToken('tok');
    window.localStorage.setItem('session', JSON.stringify({ user: 1002 }));
    const server = installFakeServer();
    renderApp('/ui/user');
    await shellReady();
    await expectLocation('/user/emergencyprofiles');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('911 Profiles');
    await waitFor(() => expect(server.callsTo('POST', 'me.1/activeuser')[0]?.body).toEqual({ user: 1002 }));
    expect(getSessionValues().isVip).toBe(false);
  });

  it('makes the first account active when the stored one is not among the accounts', async () => {
    setToken('tok');
    window.localStorage.setItem('session', JSON.stringify({ user: 4242 }));
    installFakeServer();
    renderApp('/ui/anything/else');
    await shellReady();
    expect(getSessionValues().user).toBe(1001);
    await expectLocation('/user/dashboard');
  });

  it('lands on Important when an account warning exists', async () => {
    setToken('tok');
    installFakeServer({
      'GET me.1/accountwarning': {
        json: { error: 0, list: [{ type: 'hitcap', title: 'You reached your cap', body: 'Choose an option.', user: 1001 }] },
      },
    });
    renderApp('/ui/');
    await shellReady();
    await expectLocation('/user/important');
    expect(await screen.findByText('You reached your cap')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Important' })).toHaveAttribute('data-danger', 'true');
  });

  it('shows the network error state', async () => {
    setToken('tok');
    installFakeServer({ 'GET me.1/associatedaccounts': { networkError: 'Failed to fetch' } });
    renderApp('/ui/');
    expect(await screen.findByText(NETWORK_TEXT)).toBeInTheDocument();
  });

  it('shows a product error with the logout button and reports it with the user id', async () => {
    setToken('tok');
    window.localStorage.setItem('session', JSON.stringify({ user: 1001 }));
    installFakeServer({ 'GET me.1/associatedaccounts': { status: 450, json: { error: 1, message: 'Your account is locked.' } } });
    const reporter: ErrorReporter = { report: vi.fn() };
    renderApp('/ui/', { reporter });
    expect(await screen.findByText('Your account is locked.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout and try different account' })).toBeInTheDocument();
    expect(reporter.report).toHaveBeenCalledTimes(1);
    expect(vi.mocked(reporter.report).mock.calls[0]![1]).toEqual({ user: 1001 });
  });

  it("reports by default to me.1/clienterror, and 'Logout and try different account' logs out to the login", async () => {
    setToken('tok');
    const server = installFakeServer({ 'GET me.1/associatedaccounts': { json: { error: 0, list: [] } } });
    renderApp('/ui/');
    expect(await screen.findByText('No associated account')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST', 'me.1/clienterror')).toHaveLength(1));
    expect(server.callsTo('POST', 'me.1/clienterror')[0]!.body).toMatchObject({ message: 'No associated account', version: '3.7.151' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout and try different account' }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith('/auth/login?r=myaccount&rc=0&rp=%2F'));
    expect(server.callsTo('GET', 'me.1/logout')).toHaveLength(1);
    expect(server.callsTo('POST', '/auth/logout')).toHaveLength(1);
    expect(getToken()).toBeNull();
  });

  it('stays loading on the third kind of error (433) and starts once the data comes', async () => {
    setToken('tok');
    let answer: { status: number } | undefined = { status: 433 };
    const server = installFakeServer({
      'GET me.1/associatedaccounts': () => answer ?? { json: { list: [{ associatedAccounts: [1003], email: 'a@b.c' }] } },
    });
    renderApp('/ui/');
    await waitFor(() => expect(server.callsTo('GET', 'me.1/associatedaccounts')).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');
    expect(screen.queryByText(NETWORK_TEXT)).toBeNull();
    answer = undefined;
    await shellReady();
    await expectLocation('/user/account');
  });

  it('without a token asks the SSO session, then goes to the identity login', async () => {
    // No SSO session: 204 (docs/decisions.md).
    const server = installFakeServer({ 'GET ?ph=a': { status: 204 } });
    renderApp('/ui/');
    await waitFor(() => expect(browser.assign).toHaveBeenCalledTimes(1));
    expect(vi.mocked(browser.assign).mock.calls[0]![0]).toMatch(/^\/auth\/login\?r=myaccount&rc=1&rp=/);
    expect(server.calls.every((c) => c.target !== 'me.1/associatedaccounts')).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');
  });

  it('exchanges a pi from the address bar, removes it, and starts', async () => {
    window.history.replaceState(null, '', '/ui/user/dashboard?pi=code12');
    const server = installFakeServer({ 'GET ?pi': { json: { error: 0, JRR: 'from-pi' } } });
    renderApp('/ui/user/dashboard');
    await shellReady();
    expect(window.location.search).toBe('');
    expect(getToken()).toBe('from-pi');
    expect(server.callsTo('GET', 'me.1/associatedaccounts')[0]!.headers.get('x-omicron')).toBe('from-pi');
    window.history.replaceState(null, '', '/');
  });
});

describe('routing outside the shell', () => {
  it("shows '404 Not Found' for an unknown public path without asking for a session", async () => {
    const server = installFakeServer();
    renderApp('/ui/public/nothing-here');
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    expect(server.calls.filter((c) => c.url.pathname === '/api')).toHaveLength(0);
    // In the public pages' frame: the provider's name in the header, and a way home.
    expect(await within(screen.getByRole('banner')).findByText('Demo Networks')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to MyAccount' })).toHaveAttribute('href', '/ui/');
  });

  it("shows the same branded '404 Not Found' for a path outside /ui (the server's 404 answer)", async () => {
    const server = installFakeServer();
    render(<App pathname="/no/such/page" />);
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    expect(await within(screen.getByRole('banner')).findByText('Demo Networks')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to MyAccount' })).toHaveAttribute('href', '/ui/');
    expect(server.calls.filter((c) => c.url.pathname === '/api')).toHaveLength(0);
  });

  it.each([
    ['/ui', true],
    ['/ui/', true],
    ['/ui/user/dashboard', true],
    ['/uix', false],
    ['/', false],
    ['/foo/ui/', false],
  ])('%s is an app path: %s', (path, want) => {
    expect(isAppPath(path)).toBe(want);
  });

  it('sends an unknown shell path to the landing page', async () => {
    setToken('tok');
    installFakeServer();
    renderApp('/ui/user/no-such-page');
    await shellReady();
    await expectLocation('/user/dashboard');
  });

  it('does not open pages the account does not have', async () => {
    setToken('tok');
    window.localStorage.setItem('session', JSON.stringify({ user: 1003 }));
    installFakeServer();
    renderApp('/ui/user/wifi');
    await shellReady();
    await expectLocation('/user/account');
  });
});
