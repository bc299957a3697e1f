// covers: PLAT-127, PLAT-130, NET-011
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  it('waits while the rating survey is open, then shows for its 10 s in the stack beside the thanks', async () => {
    const schema = {
      sVersion: '1',
      pk: 'id',
      httpGetParameters: {},
      generalSchema: {},
      props: { rate_options: { type: 'so', label: 'What is it about?', required: false, autoFocus: false, dropdownOptions: [] } },
    };
    let asked = true;
    installFakeServer({
      'GET me.1/accountwarning': warnings,
      'GET user.1001/ratingsurvey': () => ({ json: { error: 0, object: { getrating: asked, rating: null }, schema } }),
      'POST user.1001/ratingsurvey': () => {
        asked = false;
        return { json: { error: 0, success: true, message: 'Saved.' } };
      },
    });
    renderApp('/ui/user/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Rate us' }, { timeout: 15_000 });
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByText(WARNING)).toBeNull();
    // jsdom has no layout for the stars' hover: click the star's radio itself.
    fireEvent.click(within(dialog).getByRole('radio', { name: '8 out of 10' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const thanks = await screen.findByText('Thank you for taking the time to rate us!');
    const bar = await screen.findByText(WARNING);
    // One stack holds both: the bar above the thanks.
    const stack = screen.getByTestId('snackbar-stack');
    expect(stack).toContainElement(thanks);
    expect(stack).toContainElement(bar);
    expect(bar.compareDocumentPosition(thanks) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
