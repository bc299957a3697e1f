// covers: PLAT-013, PLAT-026, PLAT-054, NET-086, NET-087, NET-088, NET-089, NET-090, NET-091, NET-092, NET-093
// covers: NET-094, NET-095, NET-096, NET-097, NET-098, NET-099, NET-100, NET-001, NET-002
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { getSessionValues, updateSessionValues } from '../../../lib/session-values';
import { installFakeServer, type FakeRoutes } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';
import { shortenText } from './important-page';
import { signatureProblem } from './warning-actions';

// The Package page is another feature's; it consumes the navigation state it is opened with.
// Here it only shows the action it received.
vi.mock('../../package/components/package-page', async () => {
  const { useLocation } = await import('react-router');
  return {
    PackagePage: function PackagePage() {
      const state = useLocation().state as { action?: string } | null;
      return <div data-testid="package-page" data-action={state?.action ?? ''} />;
    },
  };
});

const hitcap = { id: 1, type: 'hitcap', title: 'You have reached your monthly cap', body: 'Pick what suits you.', clearable: false, user: 1001, multipleusers: false };
const ticket = { id: 2, type: 'disruptiveticket', title: 'Service notice to sign', body: 'Please sign to clear.', clearable: true, user: 1001, multipleusers: false };
const outage = { id: 3, type: 'disruptiveticket', title: 'Service interruption', body: 'Our team is on it.', clearable: false, user: 1001, multipleusers: false };
const notRegistered = { id: 4, type: 'notregistered', title: 'Device not registered', body: 'Register it.', clearable: false, user: 1001, multipleusers: false };
const warnings = [hitcap, ticket, outage, notRegistered];

const HOLDER_MESSAGE = "Please sign with the account holder's name, Avery Fields, and your own name if you are not the holder.";
const NOT_HOME = 'Automatic registration works only from a device connected to your home network.';

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET me.1/accountwarning': { json: { error: 0, list: warnings } },
    'GET me.1/whatismyipaddress': { json: { error: 0, object: { ip: '192.168.88.20', private: true } } },
    ...extra,
  };
}

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  updateSessionValues({ user: 1001 });
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

async function card(title: string) {
  // The first render loads the start-up and the lazy page: allow for a busy machine.
  const heading = await screen.findByRole('heading', { name: title }, { timeout: 12_000 });
  return within(heading.closest('article') as HTMLElement);
}

const location = () => screen.getByTestId('location');

describe('Important page', () => {
  it('lists a card per warning with the title, body and the actions of its type', async () => {
    installFakeServer(routes());
    renderApp('/ui/user/important');
    const cap = await card('You have reached your monthly cap');
    expect(cap.getByText('Pick what suits you.')).toBeInTheDocument();
    expect(cap.getByText(/free, the speed is slower, and it returns to Turbo Mode on the 1st of the month/)).toBeInTheDocument();
    expect(cap.getByText(/full new cap right away and pay only the remaining portion of this month/)).toBeInTheDocument();
    // The signature's form is a chunk of its own: it shows once loaded.
    expect(await (await card('Service notice to sign')).findByRole('textbox', { name: /Your signature/ })).toBeInTheDocument();
    // Not clearable: support's phone and e-mail from the branding, 24/7.
    const outageCard = await card('Service interruption');
    expect(await outageCard.findByText(/Please contact our support, available 24\/7, at/)).toHaveTextContent(
      'Please contact our support, available 24/7, at 1-800-555-0100 or support@demo.test.',
    );
    expect(outageCard.getByRole('link', { name: '1-800-555-0100' })).toHaveAttribute('href', 'tel:18005550100');
    expect(outageCard.getByRole('link', { name: 'support@demo.test' })).toHaveAttribute('href', 'mailto:support@demo.test');
    expect(outageCard.queryByRole('textbox')).toBeNull();
    const reg = await card('Device not registered');
    expect(reg.getByRole('button', { name: 'Register automatically' })).toBeInTheDocument();
    expect(reg.getByRole('button', { name: 'Register manually' })).toBeInTheDocument();
  }, 45_000);

  it.each([
    ['Turn on Unlimited mode', 'unlimited'],
    ['Upgrade package', 'upgrade'],
  ])('hit-cap "%s" opens the Package page with action %s', async (button, action) => {
    const server = installFakeServer(routes());
    renderApp('/ui/user/important');
    await userEvent.click((await card('You have reached your monthly cap')).getByRole('button', { name: button }));
    await waitFor(() => expect(location()).toHaveTextContent('/user/package'));
    expect(await screen.findByTestId('package-page')).toHaveAttribute('data-action', action);
    // The warning is the active account's: no switch.
    expect(server.callsTo('POST', 'me.1/activeuser').filter((c) => (c.body as { user: number }).user !== 1001)).toHaveLength(0);
  }, 45_000);

  it("switches to the warning's account first when it is not the active one", async () => {
    const other = { ...hitcap, id: 9, user: 1002, multipleusers: true };
    const server = installFakeServer(
      routes({
        'GET me.1/accountwarning': { json: { error: 0, list: [other] } },
        // Fields Farm Ltd with broadband, so it has a Package page.
        'GET user.1002/serviceidentification': { json: { error: 0, list: [{ hasBroadband: true, hasPhone: true, hasContactInfo: true }] } },
      }),
    );
    renderApp('/ui/user/important');
    const cap = await card('You have reached your monthly cap');
    expect(cap.getByText('Account #1002 Fields Farm Ltd')).toBeInTheDocument();
    await userEvent.click(cap.getByRole('button', { name: 'Upgrade package' }));
    await waitFor(() => expect(server.callsTo('POST', 'me.1/activeuser').some((c) => (c.body as { user: number }).user === 1002)).toBe(true));
    await waitFor(() => expect(getSessionValues().user).toBe(1002));
    await waitFor(() => expect(location()).toHaveTextContent('/user/package'));
    expect(await screen.findByTestId('package-page')).toHaveAttribute('data-action', 'upgrade');
    // The new account's page, with its menu.
    expect(await screen.findByRole('combobox', { name: 'Change contact' })).toHaveTextContent('#1002');
  }, 45_000);

  it('does not switch when the server refuses the account change, and says why', async () => {
    const other = { ...notRegistered, id: 9, user: 1002, multipleusers: true };
    installFakeServer(
      routes({
        'GET me.1/accountwarning': { json: { error: 0, list: [other] } },
        'POST me.1/activeuser': { status: 450, json: { error: 1, message: 'The requested item was not found.' } },
      }),
    );
    renderApp('/ui/user/important');
    const reg = await card('Device not registered');
    // Several accounts: no automatic registration.
    expect(reg.queryByRole('button', { name: 'Register automatically' })).toBeNull();
    await userEvent.click(reg.getByRole('button', { name: 'Register manually' }));
    expect(await reg.findByText('The requested item was not found.')).toBeInTheDocument();
    expect(getSessionValues().user).toBe(1001);
    expect(location()).toHaveTextContent('/user/important');
  }, 45_000);

  it('clears a clearable disruptive ticket with a signature, shows the refusal, then reloads the warnings', async () => {
    let list = warnings;
    const server = installFakeServer(
      routes({
        'GET me.1/accountwarning': () => ({ json: { error: 0, list } }),
        'POST user.1001/cleardisruptiveticket': (call) => {
          const sig = String((call.body as { signature: string }).signature).toLowerCase();
          if (!sig.includes('avery fields')) return { status: 450, json: { error: 1, message: HOLDER_MESSAGE } };
          list = warnings.filter((w) => w !== ticket);
          return { json: { error: 0, success: true, message: 'Thank you, the notice is cleared.' } };
        },
      }),
    );
    renderApp('/ui/user/important');
    const form = await card('Service notice to sign');
    const field = await form.findByRole('textbox', { name: /Your signature/ });
    // The help names the holder; someone else writes their own name and the holder's.
    // The holder is asked for their own name first; someone else's way comes after (issue 28).
    expect(form.getByText('Type your full name, Avery Fields. Clearing it for Avery Fields? Type your own name, then Avery Fields.')).toBeInTheDocument();

    await userEvent.click(form.getByRole('button', { name: 'Sign and clear' }));
    expect(form.getByText('Please sign with your full name.')).toBeInTheDocument();
    await userEvent.type(field, 'R2-D2');
    await userEvent.click(form.getByRole('button', { name: 'Sign and clear' }));
    expect(form.getByText("Use only letters, spaces and these signs: . ' - , &")).toBeInTheDocument();
    expect(server.callsTo('POST', 'user.1001/cleardisruptiveticket')).toHaveLength(0);

    // The server decides whether the name is the holder's: its message is shown.
    await userEvent.clear(field);
    await userEvent.type(field, 'Sam Rivera');
    await userEvent.click(form.getByRole('button', { name: 'Sign and clear' }));
    expect(await form.findByRole('alert')).toHaveTextContent(HOLDER_MESSAGE);
    expect(screen.getByRole('heading', { name: 'Service notice to sign' })).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, 'Sam  Rivera for Avery Fields');
    await userEvent.click(form.getByRole('button', { name: 'Sign and clear' }));
    await waitFor(() => expect(server.callsTo('POST', 'user.1001/cleardisruptiveticket')).toHaveLength(2));
    expect(server.callsTo('POST', 'user.1001/cleardisruptiveticket')[1]!.body).toEqual({ signature: 'Sam Rivera for Avery Fields' });
    expect(await screen.findByText('Thank you, the notice is cleared.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Service notice to sign' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Service interruption' })).toBeInTheDocument();
  }, 45_000);

  it('registers automatically from home after a confirmation, shows the message and reloads the warnings', async () => {
    let list = warnings;
    const server = installFakeServer(
      routes({
        'GET me.1/accountwarning': () => ({ json: { error: 0, list } }),
        'POST user.1001/ipaddr_autoregister': () => {
          list = warnings.filter((w) => w !== notRegistered);
          return { json: { error: 0, success: true, message: 'This device is now registered with your router.' } };
        },
      }),
    );
    renderApp('/ui/user/important');
    const reg = await card('Device not registered');
    const auto = await reg.findByRole('button', { name: 'Register automatically' });
    await waitFor(() => expect(auto).toBeEnabled());
    await userEvent.click(auto);
    const dialog = within(await screen.findByRole('dialog', { name: 'Register this device?' }));
    expect(dialog.getByText(/192\.168\.88\.20/)).toBeInTheDocument();
    // Cancel sends nothing.
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST', 'user.1001/ipaddr_autoregister')).toHaveLength(0);

    await userEvent.click(auto);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(server.callsTo('POST', 'user.1001/ipaddr_autoregister')).toHaveLength(1));
    expect(server.callsTo('POST', 'user.1001/ipaddr_autoregister')[0]!.body).toEqual({});
    expect(await screen.findByText('This device is now registered with your router.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Device not registered' })).toBeNull());
  }, 45_000);

  it('keeps automatic registration disabled away from home, and shows a refusal', async () => {
    installFakeServer(routes({ 'GET me.1/whatismyipaddress': { json: { error: 0, object: { ip: '203.0.113.7', private: false } } } }));
    const view = renderApp('/ui/user/important');
    const reg = await card('Device not registered');
    expect(await reg.findByText(new RegExp(NOT_HOME))).toBeInTheDocument();
    expect(reg.getByRole('button', { name: 'Register automatically' })).toBeDisabled();
    expect(reg.getByRole('button', { name: 'Register manually' })).toBeEnabled();
    view.unmount();

    // At home, but the server refuses (its message is shown in the card).
    installFakeServer(routes({ 'POST user.1001/ipaddr_autoregister': { status: 450, json: { error: 1, message: NOT_HOME } } }));
    renderApp('/ui/user/important');
    const again = await card('Device not registered');
    const auto = again.getByRole('button', { name: 'Register automatically' });
    await waitFor(() => expect(auto).toBeEnabled());
    await userEvent.click(auto);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Register' }));
    expect(await again.findByRole('alert')).toHaveTextContent(NOT_HOME);
    expect(screen.getByRole('heading', { name: 'Device not registered' })).toBeInTheDocument();
  }, 45_000);

  it('offers manual registration on the advanced settings page', async () => {
    installFakeServer(routes());
    renderApp('/ui/user/important');
    await userEvent.click((await card('Device not registered')).getByRole('button', { name: 'Register manually' }));
    await waitFor(() => expect(location()).toHaveTextContent('/user/advancedsettings'));
    expect(location()).toHaveAttribute('data-state', JSON.stringify({ action: 'advancedsettings' }));
  }, 45_000);

  it('shows the network message with a retry when the warnings cannot be read', async () => {
    let fail = false;
    installFakeServer(
      routes({
        'GET me.1/accountwarning': () => (fail ? { networkError: 'Failed to fetch' } : { json: { error: 0, list: [hitcap] } }),
      }),
    );
    const { queryClient } = renderApp('/ui/user/important');
    await card('You have reached your monthly cap');
    fail = true;
    queryClient.removeQueries({ queryKey: ['me', '1', 'accountwarning'], type: 'inactive' });
    // A fresh read of the page's own query fails: the network text with a retry.
    queryClient.resetQueries({ queryKey: ['me', '1', 'accountwarning'] }).catch(() => {});
    expect(
      await screen.findByText("Either you don't have Internet access or our servers are unavailable. Please try again later."),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'You have reached your monthly cap' })).toBeInTheDocument();
  }, 45_000);

  it('checks the signature the way the server does (length, characters)', () => {
    expect(signatureProblem('')).toBe('required');
    expect(signatureProblem(' a ')).toBe('required');
    expect(signatureProblem('Drew Okafor')).toBeNull();
    expect(signatureProblem("Zoë O'Neil-Smith, Jr. & Drew Okafor")).toBeNull();
    expect(signatureProblem('Drew Okafor 1')).toBe('invalid');
    expect(signatureProblem('<b>Drew</b>')).toBe('invalid');
    expect(signatureProblem('x'.repeat(201))).toBe('tooLong');
    expect(signatureProblem('x'.repeat(200))).toBeNull();
  });

  it("on a phone a shortened text opens in full with 'Read more' and closes with 'Show less'", async () => {
    setViewportWidth(375);
    const body = `${'The whole story of the outage. '.repeat(8)}The end.`;
    installFakeServer(routes({ 'GET me.1/accountwarning': { json: { error: 0, list: [{ ...outage, body }] } } }));
    renderApp('/ui/user/important');
    const c = await card('Service interruption');
    expect(c.queryByText(/The end\./)).toBeNull();
    expect(c.getByText(/…$/)).toBeInTheDocument();
    const more = c.getByRole('button', { name: 'Read more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(c.getByText(/The end\.$/)).toBeInTheDocument();
    const less = c.getByRole('button', { name: 'Show less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(less);
    expect(c.queryByText(/The end\./)).toBeNull();
  });

  it("a short text has no 'Read more'", async () => {
    setViewportWidth(375);
    installFakeServer(routes());
    renderApp('/ui/user/important');
    const c = await card('Service interruption');
    expect(c.getByText('Our team is on it.')).toBeInTheDocument();
    expect(c.queryByRole('button', { name: 'Read more' })).toBeNull();
  });

  it('shortens long text below 580 px only', () => {
    const long = 'x'.repeat(300);
    expect(shortenText(long, false)).toBe(long);
    expect(shortenText(long, true)).toHaveLength(141);
    expect(shortenText('short', true)).toBe('short');
  });
});
