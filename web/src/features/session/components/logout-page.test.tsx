// covers: PLAT-014, PLAT-140, PLAT-141, PLAT-142, PLAT-143
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { getDeviceInfo } from '../../../lib/device-info';
import { getSessionValues, updateSessionValues } from '../../../lib/session-values';
import { installFakeServer } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';
import { getLogoutState, markLoggedIn, resetLogoutState, scheduleJob } from '../logout-state';

beforeEach(() => {
  setViewportWidth(1280);
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

describe('logout page', () => {
  it("asks 'Do you really want to logout?'; confirming logs out and offers 'Login'", async () => {
    setToken('tok');
    updateSessionValues({ user: 1001, email: 'avery@demo.test' });
    const server = installFakeServer();
    const { queryClient } = renderApp('/ui/will/logout');
    queryClient.setQueryData(['user', '1001', 'secret'], 'cached');
    expect(await screen.findByRole('heading', { name: 'Do you really want to logout?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, log me out' }));

    expect(await screen.findByRole('heading', { name: 'Logout' })).toBeInTheDocument();
    expect(server.callsTo('GET', 'me.1/logout')).toHaveLength(1);
    expect(server.callsTo('GET', 'me.1/logout')[0]!.headers.get('x-omicron')).toBe('tok');
    const identity = server.callsTo('POST', '/auth/logout');
    expect(identity).toHaveLength(1);
    expect(server.fetch.mock.calls.find(([u]) => u === '/auth/logout')![1]).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(getToken()).toBeNull();
    expect(getSessionValues().user).toBeNull();
    expect(window.localStorage.getItem('session')).toBeNull();
    expect(queryClient.getQueryData(['user', '1001', 'secret'])).toBeUndefined();

    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(browser.assign).toHaveBeenCalledWith('/auth/login?r=myaccount&rc=0&rp=%2F');
  });

  it('still clears the local store when the server cannot be reached', async () => {
    setToken('tok');
    installFakeServer({ 'GET me.1/logout': { networkError: 'offline' }, 'POST /auth/logout': { networkError: 'offline' } });
    renderApp('/ui/will/logout');
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, log me out' }));
    expect(await screen.findByRole('heading', { name: 'Logout' })).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('declining goes back to the previous page', async () => {
    setToken('tok');
    const server = installFakeServer();
    renderApp(['/ui/user/calendar', '/ui/will/logout']);
    await userEvent.click(await screen.findByRole('button', { name: 'No, take me back' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/calendar'));
    expect(server.callsTo('GET', 'me.1/logout')).toHaveLength(0);
    expect(getToken()).toBe('tok');
  });

  it('makes no API call without a token', async () => {
    const server = installFakeServer();
    renderApp('/ui/will/logout');
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, log me out' }));
    expect(await screen.findByRole('heading', { name: 'Logout' })).toBeInTheDocument();
    expect(server.calls.filter((c) => c.url.pathname === '/api')).toHaveLength(0);
  });
});

// covers: PLAT-142, PLAT-144
describe('logout state and device info', () => {
  afterEach(() => {
    delete (window as Window & { myAccountNative?: unknown }).myAccountNative;
    resetLogoutState();
  });

  it('is logged with its scheduled jobs, splashing while logging out, then not logged with no jobs', async () => {
    setToken('tok');
    const cancelRenewal = vi.fn();
    markLoggedIn();
    const unschedule = scheduleJob('tokenRenewal', cancelRenewal);
    expect(getLogoutState()).toEqual({ logged: true, splashing: false, scheduledJobs: ['tokenRenewal'] });

    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    installFakeServer({
      'GET me.1/logout': async () => {
        await gate;
        return { json: { error: 0 } };
      },
    });
    renderApp('/ui/will/logout');
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, log me out' }));
    await waitFor(() => expect(getLogoutState().splashing).toBe(true));
    expect(getLogoutState()).toEqual({ logged: true, splashing: true, scheduledJobs: [] });
    expect(cancelRenewal).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Logging out…');
    release();
    expect(await screen.findByRole('heading', { name: 'Logout' })).toBeInTheDocument();
    expect(getLogoutState()).toEqual({ logged: false, splashing: false, scheduledJobs: [] });
    unschedule(); // already cancelled by the logout: not cancelled twice
    expect(cancelRenewal).toHaveBeenCalledTimes(1);
  });

  it("device info's platform is web unless the native shell names ios or android", () => {
    expect(getDeviceInfo()).toEqual({ platform: 'web' });
    (window as Window & { myAccountNative?: unknown }).myAccountNative = { platform: 'ios' };
    expect(getDeviceInfo()).toEqual({ platform: 'ios' });
    (window as Window & { myAccountNative?: unknown }).myAccountNative = { platform: 'android' };
    expect(getDeviceInfo()).toEqual({ platform: 'android' });
    (window as Window & { myAccountNative?: unknown }).myAccountNative = { platform: 'symbian' };
    expect(getDeviceInfo()).toEqual({ platform: 'web' });
  });

  it('in the native iOS app, confirming clears the local store and reloads', async () => {
    (window as Window & { myAccountNative?: unknown }).myAccountNative = { platform: 'ios' };
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    setToken('tok');
    const server = installFakeServer();
    renderApp('/ui/will/logout');
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, log me out' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(server.callsTo('GET', 'me.1/logout')).toHaveLength(1);
    expect(getToken()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(browser.assign).not.toHaveBeenCalled();
  });
});
