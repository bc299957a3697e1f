// covers: PLAT-127, PLAT-130
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { installFakeServer } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';
import { SNACKBAR_MS } from '../../../lib/ui/snackbar';

const WARNING = 'Your account needs your attention.';
const warnings = {
  json: {
    error: 0,
    list: [{ id: 1, type: 'hitcap', title: 'You have reached your monthly cap', body: 'b', clearable: false, user: 1001, multipleusers: true }],
  },
};

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

const location = () => screen.getByTestId('location');

describe('warning snackbar', () => {
  it('shows on other routes while a warning is active, with a way to the Important page', async () => {
    installFakeServer({ 'GET me.1/accountwarning': warnings });
    renderApp('/ui/user/dashboard');
    const alert = await screen.findByText(WARNING, {}, { timeout: 15_000 });
    await userEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'See what is important' }));
    await waitFor(() => expect(location()).toHaveTextContent('/user/important'));
    await waitFor(() => expect(screen.queryByText(WARNING)).toBeNull());
  });

  it.each(['/ui/user/important', '/ui/user/package'])('does not show on %s', async (path) => {
    installFakeServer({ 'GET me.1/accountwarning': warnings });
    renderApp(path);
    await screen.findByText('Logged as', {}, { timeout: 15_000 });
    await waitFor(() => expect(location()).toHaveTextContent(path.replace('/ui', '')));
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByText(WARNING)).toBeNull();
  });

  it('does not show without a warning', async () => {
    installFakeServer();
    renderApp('/ui/user/dashboard');
    await screen.findByText('Logged as', {}, { timeout: 15_000 });
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByText(WARNING)).toBeNull();
  });

  it('hides after 10 s and stays closed through the 10 s refresh of the warnings', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = installFakeServer({ 'GET me.1/accountwarning': warnings });
    renderApp('/ui/user/dashboard');
    await screen.findByText(WARNING, {}, { timeout: 15_000 });
    await act(() => vi.advanceTimersByTimeAsync(SNACKBAR_MS - 1_000));
    expect(screen.getByText(WARNING)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(screen.queryByText(WARNING)).toBeNull());
    const reads = server.callsTo('GET', 'me.1/accountwarning').length;
    await act(() => vi.advanceTimersByTimeAsync(25_000));
    expect(server.callsTo('GET', 'me.1/accountwarning').length).toBeGreaterThan(reads);
    expect(screen.queryByText(WARNING)).toBeNull();
  });

  it('stays closed after the close button, also on other routes of the session', async () => {
    installFakeServer({ 'GET me.1/accountwarning': warnings });
    const first = renderApp('/ui/user/dashboard');
    const alert = (await screen.findByText(WARNING, {}, { timeout: 15_000 })).closest('[role="alert"]') as HTMLElement;
    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(WARNING)).toBeNull());
    first.unmount();
    renderApp('/ui/user/wifi');
    await screen.findByText('Logged as', {}, { timeout: 15_000 });
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByText(WARNING)).toBeNull();
  });
});
