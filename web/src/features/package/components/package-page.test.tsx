// covers: NET-004, NET-005, NET-006, NET-046, NET-047, NET-048, NET-049, NET-050, NET-051, NET-052, NET-053
// covers: NET-054, NET-055, NET-056, NET-057, NET-058, NET-059, NET-060, NET-061, NET-062, NET-063
// covers: NET-064, NET-067, NET-068, NET-069, NET-070, NET-071, NET-072, NET-073, NET-074, NET-075, NET-076, NET-077
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { installFakeServer, type FakeAnswer, type FakeRoutes } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';

const DAY = 86_400_000;
const pkg = (id: number, description: string, cap: number, fee: number, down: number, up: number, technology = 'fiber') => ({
  id,
  bpid: 7001,
  description,
  cap,
  monthly_fee: fee,
  rate_download: down,
  rate_upload: up,
  link: `https://provider.example/packages/${id}`,
  technology,
  featured: id === 65,
});

const FIBER_100 = pkg(63, 'Fiber 100', 400, 74.95, 100, 100);
const FIBER_300 = pkg(64, 'Fiber 300', 800, 89.95, 300, 300);
const FIBER_500 = pkg(65, 'Fiber 500', 1500, 104.95, 500, 500);
const FIBER_1000 = pkg(66, 'Fiber 1000 Unlimited', 999999, 129.95, 1000, 1000);

const MESSAGES = [
  'Billing is prorated: you pay the difference for the rest of this month.',
  'Downgrades are not allowed within 30 days of a package change.',
];

function current(p = FIBER_100, changedDaysAgo = 120) {
  const changed_at = Date.now() - changedDaysAgo * DAY;
  return { json: { error: 0, object: { ...p, changed_at, downgrade_allowed_at: changed_at + 30 * DAY } } };
}

function packageRoutes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET user.1001/currentbroadband': current(),
    // Listed cheapest first, as the server does; the lowest cap is not the first on purpose below.
    'GET user.1001/upgradable': { json: { error: 0, list: [FIBER_300, FIBER_500, FIBER_1000] } },
    'GET user.1001/upgradewizard': { json: { error: 0, object: { messages: MESSAGES, trafficpack: { gb: 50, price: 10 } } } },
    'GET user.1001/slowdown': { json: { error: 0, object: { slowdown_mode: false, switch_disabled: false, canslowdown: true } } },
    ...extra,
  };
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
function storePromo(expires = nowSeconds() + 30 * 86400) {
  localStorage.setItem('upgradePromo.1001', JSON.stringify({ offercode: 'FIBER500', upgradetext: 'Fiber 500 with $15 off', expires }));
}

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

async function openPage(routes: FakeRoutes = packageRoutes(), state?: unknown) {
  const server = installFakeServer(routes);
  const app = renderApp(state === undefined ? '/ui/user/package' : { pathname: '/ui/user/package', state });
  // The first render loads the page's chunk: give a busy machine room.
  await screen.findByTestId('current-package', undefined, { timeout: 20_000 });
  return { server, ...app };
}

async function walkToConfirm(user = userEvent) {
  const dialog = await screen.findByRole('dialog', { name: 'Upgrade your package' });
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await within(dialog).findByRole('heading', { name: 'Good to know' });
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await within(dialog).findByRole('heading', { name: 'Confirm' });
  return dialog;
}

describe('Package page', () => {
  it('shows the current package, the upgradable packages with the featured one starred, and the rules as text', async () => {
    await openPage();
    const card = screen.getByTestId('current-package');
    expect(within(card).getByText('Fiber 100')).toBeInTheDocument();
    expect(within(card).getByText('400 GB per month')).toBeInTheDocument();
    expect(within(card).getByText('$74.95/month')).toBeInTheDocument();
    expect(within(card).getByText('100 Mbps download, 100 Mbps upload')).toBeInTheDocument();

    const f500 = await screen.findByTestId('package-65');
    expect(f500).toHaveAttribute('data-featured', 'true');
    expect(within(f500).getByTestId('featured-badge')).toHaveTextContent('Featured package');
    expect(within(screen.getByTestId('package-64')).queryByTestId('featured-badge')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('package-66')).getByText('Unlimited')).toBeInTheDocument();
    expect(within(screen.getByTestId('package-66')).getByText('$129.95/month')).toBeInTheDocument();
    expect(within(f500).getByText('500 Mbps download, 500 Mbps upload')).toBeInTheDocument();
    // Thousands grouped as every other number (1,000; 1 000 in French).
    expect(within(screen.getByTestId('package-66')).getByText('1,000 Mbps download, 1,000 Mbps upload')).toBeInTheDocument();
    expect(within(f500).getByRole('link', { name: 'Details of Fiber 500' })).toHaveAttribute('href', 'https://provider.example/packages/65');

    const rules = screen.getByTestId('package-rules');
    expect(rules).toHaveTextContent('Downgrades are not allowed within 30 days of a package change.');
    expect(rules).toHaveTextContent(/Billing is prorated/);
    expect(rules).toHaveTextContent('To move to a smaller package, please contact us at 1-800-555-0100.');
    // No downgrade action anywhere, and no offer card without a stored promo.
    expect(screen.queryByRole('button', { name: /downgrade/i })).not.toBeInTheDocument();
    expect(screen.queryByTestId('active-offer')).not.toBeInTheDocument();
  });

  it('shows speeds only for packages whose description says fiber; recent change names the downgrade date', async () => {
    await openPage(
      packageRoutes({
        'GET user.1001/currentbroadband': current(pkg(61, 'Wireless 50', 400, 69.95, 50, 10, 'wireless'), 10),
        'GET user.1001/upgradable': {
          json: { error: 0, list: [pkg(67, 'Wireless 75', 600, 79.95, 75, 15, 'wireless'), pkg(62, 'Wireless 100 Unlimited', 999999, 99.95, 100, 20, 'wireless')] },
        },
      }),
    );
    expect(within(screen.getByTestId('current-package')).queryByText(/Mbps/)).not.toBeInTheDocument();
    expect(within(await screen.findByTestId('package-67')).queryByText(/Mbps/)).not.toBeInTheDocument();
    expect(screen.getByTestId('package-rules')).toHaveTextContent(/A move to a smaller package can be arranged from \w+ \d+, \d{4}/);
  });

  it('shows the stored promo as the active offer card, and removes an expired one', async () => {
    storePromo();
    const { unmount } = await openPage();
    const offer = await screen.findByTestId('active-offer');
    expect(offer).toHaveTextContent('Fiber 500 with $15 off');
    expect(offer).toHaveTextContent('Offer code: FIBER500');
    unmount();

    storePromo(nowSeconds() - 1);
    await openPage();
    await screen.findByTestId('package-65');
    expect(screen.queryByTestId('active-offer')).not.toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('upgradePromo.1001')).toBeNull());
  });

  it('upgrades: choose → wizard messages and offer → confirm → Applying changes → Package upgraded! after 4 s for 2 s → reload', async () => {
    // Real timers: the delays are checked as lower bounds, which a busy machine cannot break.
    const user = userEvent.setup();
    storePromo();
    const answer = deferred<FakeAnswer>();
    const { server, queryClient } = await openPage(
      packageRoutes({ 'POST user.1001/packageupgrade.7001': () => answer.promise }),
    );
    await user.click(await screen.findByRole('button', { name: 'Choose Fiber 500' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade your package' });
    // Step 1: the chosen package against the current one.
    expect(within(dialog).getByRole('radio', { name: /Fiber 500: 1,500 GB per month, \$104\.95\/month/ })).toBeChecked();
    expect(within(dialog).getByText('Now: Fiber 100')).toBeInTheDocument();
    expect(within(dialog).getByText('New: Fiber 500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    // Step 2: the server's messages and the stored offer, applied by default.
    await within(dialog).findByRole('heading', { name: 'Good to know' });
    for (const m of MESSAGES) expect(within(dialog).getByText(m)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Apply offer FIBER500' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    // Step 3: confirm; Finish validates the confirmation.
    await within(dialog).findByRole('heading', { name: 'Confirm' });
    expect(dialog).toHaveTextContent('You are upgrading from Fiber 100 to Fiber 500.');
    expect(dialog).toHaveTextContent('Offer code FIBER500 will be applied.');
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }));
    expect(within(dialog).getByText('Please confirm the package change.')).toBeInTheDocument();
    expect(server.callsTo('POST', 'user.1001/packageupgrade.7001')).toHaveLength(0);
    await user.click(within(dialog).getByRole('checkbox', { name: 'I confirm this package change' }));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const finishedAt = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }));

    expect(await screen.findByRole('dialog', { name: 'Applying changes' })).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST', 'user.1001/packageupgrade.7001')).toHaveLength(1));
    expect(server.callsTo('POST', 'user.1001/packageupgrade.7001')[0]!.body).toEqual({ packageid: 65, offercode: 'FIBER500' });
    // The attempt carries its Idempotency-Key: a repeat of it is done once by the server.
    expect(server.callsTo('POST', 'user.1001/packageupgrade.7001')[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    answer.resolve({ json: { error: 0, success: true, message: 'Your package is now Fiber 500.', object: FIBER_500 } });
    await screen.findByText('Package upgraded!', undefined, { timeout: 15_000 });
    const shownAt = Date.now();
    expect(shownAt - finishedAt).toBeGreaterThanOrEqual(4_000);
    // Redeemed: the promo is gone; nothing reloaded yet.
    expect(localStorage.getItem('upgradePromo.1001')).toBeNull();
    expect(invalidate).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 15_000 });
    // Shown for 2 s (less the polling granularity of the two observations).
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1_900);
    const keys = invalidate.mock.calls.map((c) => JSON.stringify(c[0]?.queryKey));
    for (const k of ['currentbroadband', 'broadbandtraffic', 'upgradable']) {
      expect(keys).toContain(JSON.stringify(['user', '1001', k]));
    }
    expect(keys).toContain(JSON.stringify(['me', '1', 'accountwarning']));
    // The server's message stays readable in the snackbar.
    expect(await screen.findByText('Your package is now Fiber 500.')).toBeInTheDocument();
  }, 60_000);

  it('a refused upgrade shows "Upgrade Failed" with the server message and reloads once confirmed', async () => {
    storePromo();
    const { server } = await openPage(
      packageRoutes({
        'POST user.1001/packageupgrade.7001': { status: 450, json: { error: 1, message: 'That package is not available.' } },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Fiber 300' }));
    const dialog = await walkToConfirm();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I confirm this package change' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finish' }));
    const failed = await screen.findByRole('dialog', { name: 'Upgrade Failed' });
    expect(failed).toHaveTextContent('That package is not available.');
    // Not an offer problem: the promo stays.
    expect(localStorage.getItem('upgradePromo.1001')).not.toBeNull();
    const before = server.callsTo('GET', 'user.1001/currentbroadband').length;
    await userEvent.click(within(failed).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(server.callsTo('GET', 'user.1001/currentbroadband').length).toBeGreaterThan(before));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"Invalid offer" removes the stored promo; without the offer no code is sent', async () => {
    storePromo();
    const { server } = await openPage(
      packageRoutes({
        'POST user.1001/packageupgrade.7001': (call) =>
          (call.body as { offercode?: string }).offercode
            ? { status: 450, json: { error: 1, message: 'Invalid offer' } }
            : { json: { error: 0, success: true, message: 'ok', object: FIBER_500 } },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Fiber 500' }));
    let dialog = await walkToConfirm();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I confirm this package change' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finish' }));
    const failed = await screen.findByRole('dialog', { name: 'Upgrade Failed' });
    expect(failed).toHaveTextContent('Invalid offer');
    expect(localStorage.getItem('upgradePromo.1001')).toBeNull();
    await userEvent.click(within(failed).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByTestId('active-offer')).not.toBeInTheDocument());

    // Again, now without a promo: the wizard offers no code and sends none.
    await userEvent.click(screen.getByRole('button', { name: 'Choose Fiber 500' }));
    dialog = await walkToConfirm();
    expect(within(dialog).queryByText(/Offer code/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I confirm this package change' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(server.callsTo('POST', 'user.1001/packageupgrade.7001')).toHaveLength(2));
    expect(server.callsTo('POST', 'user.1001/packageupgrade.7001')[1]!.body).toEqual({ packageid: 65 });
    // Another opening of the wizard is another attempt, with its own key.
    const [first, second] = server.callsTo('POST', 'user.1001/packageupgrade.7001');
    expect(second!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
  });

  it('action=upgrade opens the wizard on the lowest-cap upgradable package', async () => { // covers: NET-054, NET-078 (the /change flows reach /package with the action, decisions §7)
    await openPage(
      packageRoutes({ 'GET user.1001/upgradable': { json: { error: 0, list: [FIBER_1000, FIBER_500, FIBER_300] } } }),
      { action: 'upgrade' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade your package' });
    expect(within(dialog).getByRole('radio', { name: /^Fiber 300:/ })).toBeChecked();
    // The action is taken once: it leaves the history entry (the wizard's step is an entry of its own).
    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-state', JSON.stringify({ wizard: 'upgrade', depth: 1 })));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous' })); // step 0: cancels
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Back to the page's own entry, which no longer carries the action.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-state', 'null'));
  });

  it('traffic pack: the pack → confirm → POST trafficpack {} with Finish disabled while pending → refresh', async () => {
    const answer = deferred<FakeAnswer>();
    const { server } = await openPage(packageRoutes({ 'POST user.1001/trafficpack': () => answer.promise }));
    await userEvent.click(screen.getByRole('button', { name: 'Add traffic pack' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a traffic pack' });
    expect(dialog).toHaveTextContent('50 GB of extra data for this month, for $10.00.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finish' }));
    expect(within(dialog).getByText('Please confirm the purchase.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I confirm I want to buy this traffic pack' }));
    const before = server.callsTo('GET', 'user.1001/currentbroadband').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Finish' })).toBeDisabled());
    expect(server.callsTo('POST', 'user.1001/trafficpack')[0]!.body).toEqual({});
    answer.resolve({ json: { error: 0, success: true, message: '50 GB added to this month.' } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a traffic pack' })).not.toBeInTheDocument());
    expect(await screen.findByText('50 GB added to this month.')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET', 'user.1001/currentbroadband').length).toBeGreaterThan(before));
  });

  it('traffic pack refusal stays in the wizard with the server message; no traffic pack button on Unlimited', async () => {
    const { unmount } = await openPage(
      packageRoutes({ 'POST user.1001/trafficpack': { status: 450, json: { error: 1, message: 'Your package is already unlimited.' } } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add traffic pack' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a traffic pack' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I confirm I want to buy this traffic pack' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finish' }));
    expect(await within(dialog).findByText('Your package is already unlimited.')).toBeInTheDocument();
    unmount();

    await openPage(packageRoutes({ 'GET user.1001/currentbroadband': current(FIBER_1000), 'GET user.1001/upgradable': { json: { error: 0, list: [] } } }));
    expect(await screen.findByText(/There is nothing to upgrade to/)).toBeInTheDocument();
    expect(within(screen.getByTestId('current-package')).getByText('Unlimited')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add traffic pack' })).not.toBeInTheDocument();
  });
});

describe('Unlimited mode card', () => {
  function slowdownRoutes(initial: boolean, post?: FakeAnswer) {
    let mode = initial;
    return packageRoutes({
      'GET user.1001/slowdown': () => ({ json: { error: 0, object: { slowdown_mode: mode, switch_disabled: false, canslowdown: true, rate_download: 10 } } }),
      'POST user.1001/slowdown':
        post ??
        ((call) => {
          mode = (call.body as { slowdown_mode: boolean }).slowdown_mode;
          return { json: { error: 0, success: true, message: 'ok' } };
        }),
    });
  }

  it('turns on after "Turn On?", saying so 4 s after the confirmation, then off after "Turn Off?"', async () => {
    const user = userEvent.setup();
    const { server } = await openPage(slowdownRoutes(false));
    const card = await screen.findByTestId('unlimited-mode-card');
    expect(card).toHaveTextContent('Unlimited Mode is off');
    const toggle = within(card).getByRole('switch', { name: 'Unlimited Mode' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    let confirm = await screen.findByRole('dialog', { name: 'Turn On?' });
    // The question says the mode's speed (issue 28), and the card does too.
    expect(confirm).toHaveTextContent('In Unlimited Mode your download speed is up to 10 Mbps.');
    expect(card).toHaveTextContent('In Unlimited Mode your download speed is up to 10 Mbps.');
    let confirmedAt = Date.now();
    await user.click(within(confirm).getByRole('button', { name: 'Turn on' }));
    // The same dialog goes on: one dialog from the question to the answer.
    expect(await screen.findByRole('dialog', { name: 'Applying changes' })).toBe(confirm);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await waitFor(() => expect(server.callsTo('POST', 'user.1001/slowdown')).toHaveLength(1));
    expect(server.callsTo('POST', 'user.1001/slowdown')[0]!.body).toEqual({ slowdown_mode: true });
    await screen.findByText('Unlimited Mode turned on!', undefined, { timeout: 15_000 });
    expect(Date.now() - confirmedAt).toBeGreaterThanOrEqual(4_000);
    expect(screen.getByRole('dialog', { name: 'Unlimited Mode' })).toBe(confirm);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(card).toHaveTextContent('Unlimited Mode is on'));
    expect(within(card).getByRole('switch', { name: 'Unlimited Mode' })).toBeChecked();

    await user.click(within(card).getByRole('switch', { name: 'Unlimited Mode' }));
    confirm = await screen.findByRole('dialog', { name: 'Turn Off?' });
    confirmedAt = Date.now();
    await user.click(within(confirm).getByRole('button', { name: 'Turn off' }));
    await screen.findByText('Unlimited Mode turned off', undefined, { timeout: 15_000 });
    expect(Date.now() - confirmedAt).toBeGreaterThanOrEqual(4_000);
    expect(server.callsTo('POST', 'user.1001/slowdown')[1]!.body).toEqual({ slowdown_mode: false });
  }, 60_000);

  it('cancelling the question changes nothing; a refusal shows the server message', async () => {
    const { server } = await openPage(
      slowdownRoutes(false, { status: 450, json: { error: 1, message: 'Unlimited Mode is held by the provider on this account.' } }),
    );
    const card = await screen.findByTestId('unlimited-mode-card');
    await userEvent.click(within(card).getByRole('switch', { name: 'Unlimited Mode' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Turn On?' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', 'user.1001/slowdown')).toHaveLength(0);
    await userEvent.click(within(card).getByRole('switch', { name: 'Unlimited Mode' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Turn On?' })).getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Unlimited Mode is held by the provider on this account.')).toBeInTheDocument();
  });

  it('is hidden when canslowdown is false and disabled when switch_disabled', async () => {
    const { unmount } = await openPage(
      packageRoutes({ 'GET user.1001/slowdown': { json: { error: 0, object: { slowdown_mode: false, switch_disabled: false, canslowdown: false } } } }),
    );
    await screen.findByTestId('package-65');
    expect(screen.queryByTestId('unlimited-mode-card')).not.toBeInTheDocument();
    unmount();
    await openPage(
      packageRoutes({ 'GET user.1001/slowdown': { json: { error: 0, object: { slowdown_mode: false, switch_disabled: true, canslowdown: true } } } }),
    );
    expect(within(await screen.findByTestId('unlimited-mode-card')).getByRole('switch', { name: 'Unlimited Mode' })).toBeDisabled();
  });

  it('action=unlimited asks "Turn On?" at once, and when the mode is already on says changes can take up to 1 minute', async () => {
    const { unmount } = await openPage(slowdownRoutes(false), { action: 'unlimited' });
    const ask = await screen.findByRole('dialog', { name: 'Turn On?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Unlimited Mode' })).toHaveFocus());
    unmount();
    await openPage(slowdownRoutes(true), { action: 'unlimited' });
    const info = await screen.findByRole('dialog', { name: 'Unlimited Mode is on' });
    expect(info).toHaveTextContent('Changes can take up to 1 minute to take effect.');
    await userEvent.click(within(info).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
