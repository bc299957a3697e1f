// covers: PLAT-013, PLAT-026, PLAT-054, NET-086, NET-087, NET-088, NET-089, NET-090, NET-091, NET-095, NET-097
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { installFakeServer } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';
import { shortenText } from './important-page';

const warnings = [
  { type: 'hitcap', title: 'You have reached your monthly cap', body: 'Pick what suits you.', clearable: false, user: 1001, multipleusers: false },
  { type: 'disruptiveticket', title: 'Service notice to sign', body: 'Please sign to clear.', clearable: true, user: 1001, multipleusers: false },
  { type: 'disruptiveticket', title: 'Service interruption', body: 'Our team is on it.', clearable: false, user: 1001, multipleusers: false },
  { type: 'notregistered', title: 'Device not registered', body: 'Register it.', clearable: false, user: 1001, multipleusers: false },
];

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

function card(title: string) {
  return screen.getByRole('heading', { name: title }).closest('.MuiCard-root') as HTMLElement;
}

describe('Important page', () => {
  it('lists a card per warning with the actions of its type', async () => {
    installFakeServer({ 'GET me.1/accountwarning': { json: { list: warnings } } });
    renderApp('/ui/user/important');
    expect(await screen.findByRole('heading', { name: 'You have reached your monthly cap' })).toBeInTheDocument();
    expect(await within(card('Service interruption')).findByText(/Please contact our support, available 24\/7, at 1-800-555-0100 or support@demo.test/)).toBeInTheDocument();
    await userEvent.click(within(card('You have reached your monthly cap')).getByRole('button', { name: 'Upgrade package' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/package'));
    expect(screen.getByTestId('location')).toHaveAttribute('data-state', JSON.stringify({ action: 'upgrade' }));
  });

  it('clears a clearable disruptive ticket with a signature and reloads the warnings', async () => {
    let list = warnings;
    const server = installFakeServer({
      'GET me.1/accountwarning': () => ({ json: { list } }),
      'POST user.1001/cleardisruptiveticket': () => {
        list = warnings.filter((w) => !w.clearable);
        return { json: { error: 0, message: 'Thank you, the notice is cleared.' } };
      },
    });
    renderApp('/ui/user/important');
    const form = within(await waitFor(() => card('Service notice to sign')));
    await userEvent.click(form.getByRole('button', { name: 'Clear this notice' }));
    expect(form.getByText('Please sign with your full name.')).toBeInTheDocument();
    expect(server.callsTo('POST', 'user.1001/cleardisruptiveticket')).toHaveLength(0);
    await userEvent.type(form.getByRole('textbox', { name: /Your signature/ }), 'Avery Fields');
    await userEvent.click(form.getByRole('button', { name: 'Clear this notice' }));
    await waitFor(() => expect(server.callsTo('POST', 'user.1001/cleardisruptiveticket')).toHaveLength(1));
    expect(server.callsTo('POST', 'user.1001/cleardisruptiveticket')[0]!.body).toEqual({ signature: 'Avery Fields' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Service notice to sign' })).toBeNull());
  });

  it('offers manual registration for a device that is not registered', async () => {
    installFakeServer({ 'GET me.1/accountwarning': { json: { list: warnings } } });
    renderApp('/ui/user/important');
    await screen.findByRole('heading', { name: 'Device not registered' });
    await userEvent.click(within(card('Device not registered')).getByRole('button', { name: 'Register manually' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/advancedsettings'));
  });

  it('shortens long text below 580 px only', () => {
    const long = 'x'.repeat(300);
    expect(shortenText(long, false)).toBe(long);
    expect(shortenText(long, true)).toHaveLength(141);
    expect(shortenText('short', true)).toBe('short');
  });
});
