// covers: PLAT-014, PLAT-140, PLAT-141, PLAT-142, PLAT-143
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { getSessionValues, updateSessionValues } from '../../../lib/session-values';
import { installFakeServer } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';

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
