// covers: PHONE-001, PHONE-002, PHONE-003, PHONE-004, PHONE-005, PHONE-006, PHONE-007, PHONE-009, PHONE-011, PHONE-012
// covers: PHONE-034, PHONE-035, PHONE-036, PHONE-037, PHONE-038, PHONE-039, PHONE-040, PHONE-041, PHONE-042, PHONE-043
// covers: PHONE-044, PHONE-045, PHONE-046, PHONE-047, PHONE-048, PHONE-049, PHONE-050, PHONE-051, PHONE-052, PHONE-053
// covers: PHONE-054, PHONE-055
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { installFakeServer, phoneDemo, phoneDemoRoutes, phonePackageOf, phoneSchemas, type FakeCall, type FakeRoutes } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';


beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
  for (const k of ['hamburgerTooltip', 'accountsTooltip', 'acceptedFwdDialog']) localStorage.setItem(k, 'true');
});

const PAGES = [
  { path: '/ui/user/emergencyprofiles', heading: '911 Emergency Address Profiles', menu: '911 Profiles' },
  { path: '/ui/user/phonebasicsettings', heading: 'Phone Basic Settings', menu: 'Basic Settings' },
  { path: '/ui/user/phonecallshistory', heading: 'Call History', menu: 'Calls History' },
  { path: '/ui/user/phoneinternationalallowance', heading: 'International Allowance', menu: 'International Calls' },
  { path: '/ui/user/phoneadvancedsettings', heading: 'Phone Advanced Settings', menu: 'Advanced Settings' },
];

async function openPage(path: string, heading: string, extra: FakeRoutes = {}) {
  const server = installFakeServer({ ...phoneDemoRoutes(), ...extra });
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 2, name: heading }, { timeout: 20_000 });
  return { server, ...app };
}

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('every phone page', () => {
  it('shows the package selector for #1001 and keeps the chosen package from page to page', async () => {
    const user = userEvent.setup();
    const { server } = await openPage(PAGES[0]!.path, PAGES[0]!.heading);
    const combo = await screen.findByRole('combobox', { name: 'Phone package' });
    await user.click(combo);
    await user.click(await screen.findByRole('option', { name: /^Home Office Lines — \(403\) 341-0220, \(403\) 341-0221$/ }));
    for (const page of PAGES.slice(1)) {
      await user.click(within(nav()).getByRole('link', { name: page.menu }));
      expect(await screen.findByRole('heading', { level: 2, name: page.heading }, { timeout: 20_000 })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Multiple Phone Packages, choose package to edit' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Phone package' })).toHaveTextContent('Home Office Lines');
    }
    // The pages read the chosen package.
    await waitFor(() => expect(server.callsTo('GET', 'user.1001/voipfeatures.7100201').length).toBeGreaterThan(0));
    expect(server.callsTo('GET', 'user.1001/voipcdri').every((c) => phonePackageOf(c) === 71002)).toBe(true);
    expect(server.callsTo('GET', 'user.1001/voipldbalance').every((c) => phonePackageOf(c) === 71002)).toBe(true);
    expect(server.callsTo('GET', 'user.1001/voipfeatures.7100101')).toHaveLength(0);
  }, 60_000);

  it('#1002 has one phone package: no selector', async () => {
    localStorage.setItem('session', JSON.stringify({ user: 1002 }));
    await openPage(PAGES[0]!.path, PAGES[0]!.heading);
    expect(await screen.findByTestId('emergency-profiles-table')).toHaveTextContent('38051 Range Road 275');
    expect(screen.queryByRole('heading', { name: 'Multiple Phone Packages, choose package to edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Phone package' })).not.toBeInTheDocument();
  });

  it.each(PAGES)('$heading shows "You don\'t have a phone Package" when the server answers 434', async ({ path, heading }) => {
    await openPage(path, heading, { 'GET user.1001/billingpackage_voip': { status: 434, json: { error: 1, message: 'This account has no phone package.' } } });
    expect(await screen.findByTestId('no-phone-package')).toHaveTextContent("You don't have a phone Package");
    expect(screen.queryByRole('combobox', { name: 'Phone package' })).not.toBeInTheDocument();
  });

  it('shows a failed read with Try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    await openPage(PAGES[1]!.path, PAGES[1]!.heading, {
      'GET user.1001/billingpackage_voip': () => (fail ? { status: 500, json: {} } : { json: { error: 0, list: phoneDemo.packages1001 } }),
    });
    expect(await screen.findByText(/We could not load your phone service\. Server error 500/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('basic-settings')).toBeInTheDocument();
  });
});

/** Answers POST voipfeatures.{id} with the saved message and records nothing else. */
const savedFeatures = { json: { error: 0, success: true, message: 'Your phone settings were saved.' } };

describe('Basic Settings and Voicemail Settings', () => {
  it('shows both blocks; the password is never shown', async () => {
    await openPage(PAGES[1]!.path, PAGES[1]!.heading);
    const basic = await screen.findByTestId('basic-settings');
    expect(within(basic).getByRole('heading', { name: 'Basic Settings' })).toBeInTheDocument();
    expect(within(basic).getByTestId('setting-no-internet-forward')).toHaveTextContent(/^No Internet ForwardOn · \(587\) 555-0142/);
    // Each setting says what it does (issue 28).
    expect(within(basic).getByTestId('setting-no-internet-forward')).toHaveTextContent(
      'When your phone adapter has no internet connection (a power or internet outage), your calls ring at this number instead.',
    );
    expect(within(basic).getByTestId('setting-ringing-timeout')).toHaveTextContent(/^Ringing Timeout25 seconds/);
    expect(within(basic).getByTestId('setting-ringing-timeout')).toHaveTextContent('How long your phone rings before the call goes to voicemail.');
    const vm = screen.getByTestId('voicemail-settings');
    expect(within(vm).getByRole('heading', { name: 'Voicemail Settings' })).toBeInTheDocument();
    expect(within(vm).getByTestId('setting-voicemail-status')).toHaveTextContent('StatusOn');
    expect(within(vm).getByTestId('setting-voicemail-password')).toHaveTextContent('••••••••');
    expect(within(vm).getByTestId('setting-voicemail-sendemail')).toHaveTextContent('Send e-mail notificationOn');
    expect(within(vm).getByTestId('setting-voicemail-email')).toHaveTextContent('avery@demo.test');
    expect(within(vm).getByTestId('setting-voicemail-attach')).toHaveTextContent('Attach sound fileOff');
    expect(document.body).not.toHaveTextContent('********');
  });

  it('edits Basic Settings with the phone number input; only the changed fields are sent', async () => {
    const user = userEvent.setup();
    const { server } = await openPage(PAGES[1]!.path, PAGES[1]!.heading, { 'POST user.1001/voipfeatures.7100101': savedFeatures });
    const basic = await screen.findByTestId('basic-settings');
    await user.click(within(basic).getByRole('button', { name: 'Edit Basic Settings' }));
    const form = await within(basic).findByTestId('features-form');
    const number = within(form).getByRole('textbox', { name: /No Internet Forward number/ });
    expect(number).toHaveValue('(587) 555-0142');
    // Required while the forward is on: emptied, it cannot be blank.
    await user.clear(number);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(within(form).getByText('Field cannot be blank')).toBeInTheDocument();
    await user.type(number, '403555');
    expect(within(form).getByText('Expected format: (123) 456-7890')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(server.callsTo('POST', 'user.1001/voipfeatures.7100101')).toHaveLength(0);
    await user.type(number, '0199');
    await user.click(within(form).getByRole('combobox', { name: /Ringing Timeout/ }));
    await user.click(await screen.findByRole('option', { name: '40' }));
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your phone settings were saved.')).toBeInTheDocument();
    expect(server.callsTo('POST', 'user.1001/voipfeatures.7100101').map((c) => c.body)).toEqual([{ cf_unavailablenumber: '4035550199', vm_timeout: 40 }]);
    // Back to the block, which reads the features again.
    await waitFor(() => expect(within(basic).queryByTestId('features-form')).not.toBeInTheDocument());
    await waitFor(() => expect(server.callsTo('GET', 'user.1001/voipfeatures.7100101').length).toBeGreaterThan(1));
  }, 30_000);

  it('edits Voicemail Settings: the password starts empty and masked, shown on demand; a refusal stays in the form', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { server } = await openPage(PAGES[1]!.path, PAGES[1]!.heading, {
      'POST user.1001/voipfeatures.7100101': () =>
        refuse ? { status: 450, json: { error: 1, message: 'Some inputs have invalid format. Voicemail password: Use 4 to 8 digits.' } } : savedFeatures,
    });
    const vm = await screen.findByTestId('voicemail-settings');
    await user.click(within(vm).getByRole('button', { name: 'Edit Voicemail Settings' }));
    const form = await within(vm).findByTestId('features-form');
    const password = within(form).getByLabelText(/Voicemail password/, { selector: 'input' });
    expect(password).toHaveValue('');
    expect(password).toHaveAttribute('type', 'password');
    await user.type(password, '13579');
    await user.click(within(form).getByRole('button', { name: 'Show the voicemail password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(form).getByRole('button', { name: 'Hide the voicemail password' }));
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(form).getByRole('switch', { name: /Attach sound file/ }));
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByTestId('features-save-error')).toHaveTextContent('Voicemail password: Use 4 to 8 digits.');
    refuse = false;
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your phone settings were saved.')).toBeInTheDocument();
    expect(server.callsTo('POST', 'user.1001/voipfeatures.7100101').map((c) => c.body)).toEqual([
      { vm_password: '13579', vm_emailattachfile: true },
      { vm_password: '13579', vm_emailattachfile: true },
    ]);
  }, 30_000);

  it('Cancel goes back without a write; an untouched password is not sent', async () => {
    const user = userEvent.setup();
    const { server } = await openPage(PAGES[1]!.path, PAGES[1]!.heading, { 'POST user.1001/voipfeatures.7100101': savedFeatures });
    const vm = await screen.findByTestId('voicemail-settings');
    await user.click(within(vm).getByRole('button', { name: 'Edit Voicemail Settings' }));
    await user.click(within(await within(vm).findByTestId('features-form')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(vm).queryByTestId('features-form')).not.toBeInTheDocument());
    await waitFor(() => expect(within(vm).getByRole('button', { name: 'Edit Voicemail Settings' })).toHaveFocus());
    await user.click(within(vm).getByRole('button', { name: 'Edit Voicemail Settings' }));
    const form = await within(vm).findByTestId('features-form');
    await user.click(within(form).getByRole('switch', { name: /^Voicemail/ }));
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(server.callsTo('POST', 'user.1001/voipfeatures.7100101')).toHaveLength(1));
    expect(server.callsTo('POST', 'user.1001/voipfeatures.7100101')[0]!.body).toEqual({ vm_enable: false });
  });
});

describe('Phone Advanced Settings', () => {
  it('shows the three forwards with their numbers and edits them', async () => {
    const user = userEvent.setup();
    const { server } = await openPage(PAGES[4]!.path, PAGES[4]!.heading, { 'POST user.1001/voipfeatures.7100101': savedFeatures });
    const block = await screen.findByTestId('advanced-settings');
    expect(within(block).getByTestId('setting-timeout-forward')).toHaveTextContent(/^Timeout ForwardOff · No number/);
    expect(within(block).getByTestId('setting-forward-all')).toHaveTextContent(/^Auto Forward All CallsOff · No number/);
    expect(within(block).getByTestId('setting-busy-forward')).toHaveTextContent(/^Busy ForwardOn · \(403\) 555-0186/);
    await user.click(within(block).getByRole('button', { name: 'Edit Advanced Settings' }));
    const form = await within(block).findByTestId('features-form');
    await user.click(within(form).getByRole('switch', { name: /Auto Forward All Calls/ }));
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    // Its number is required now that the forward is on.
    expect(within(form).getByText('Field cannot be blank')).toBeInTheDocument();
    expect(server.callsTo('POST', 'user.1001/voipfeatures.7100101')).toHaveLength(0);
    await user.type(within(form).getByRole('textbox', { name: /Auto Forward number/ }), '(780) 555-1902');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your phone settings were saved.')).toBeInTheDocument();
    expect(server.callsTo('POST', 'user.1001/voipfeatures.7100101')[0]!.body).toEqual({ cf_enabled: true, cf_number: '7805551902' });
  }, 30_000);
});

const BASE = Date.UTC(2026, 10, 20, 18, 0, 0);
const call = (i: number, dir: 'in' | 'out') => ({
  id: `${dir}-${i}`,
  src_call_name: dir === 'in' ? (i === 0 ? 'RED DEER CO-OP' : '') : '',
  src_call_number: dir === 'in' ? '4033432100' : '4033410118',
  dst_call_number: dir === 'in' ? '4033410118' : '4165550133',
  callstartdate: BASE - i * 3_600_000,
  duration: i === 0 ? 125 : 42,
});

/** 60 calls a direction: the first page 50 with more, the rest after `before`. */
function callPages(dir: 'in' | 'out') {
  const all = Array.from({ length: 60 }, (_, i) => call(i, dir));
  return (c: FakeCall) => {
    const before = Number(c.url.searchParams.get('before')) || Infinity;
    const older = all.filter((x) => x.callstartdate < before);
    return { json: { error: 0, list: older.slice(0, 50), more: older.length > 50 } };
  };
}

describe('Call History', () => {
  it('shows Incoming (From, Date, Duration) and Outgoing (To, Date, Duration) side by side, newest first, paged', async () => {
    const user = userEvent.setup();
    const { server } = await openPage(PAGES[2]!.path, PAGES[2]!.heading, {
      'GET user.1001/voipcdri': callPages('in'),
      'GET user.1001/voipcdro': callPages('out'),
    });
    const incoming = await screen.findByTestId('calls-in');
    const outgoing = await screen.findByTestId('calls-out');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(within(incoming).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['From', 'Date', 'Duration']);
    expect(within(outgoing).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['To', 'Date', 'Duration']);
    const firstIn = within(incoming).getAllByRole('row')[1]!;
    expect(firstIn).toHaveTextContent('RED DEER CO-OP');
    expect(firstIn).toHaveTextContent('(403) 343-2100');
    expect(firstIn).toHaveTextContent('Nov 20, 2026');
    expect(firstIn).toHaveTextContent('2 min 05 s');
    expect(within(outgoing).getAllByRole('row')[1]).toHaveTextContent('(416) 555-0133');
    expect(within(incoming).getAllByRole('row')).toHaveLength(51);

    const older = screen.getAllByRole('button', { name: 'Load older calls' });
    expect(older).toHaveLength(2);
    await user.click(older[0]!);
    await waitFor(() => expect(within(incoming).getAllByRole('row')).toHaveLength(61));
    const second = server.callsTo('GET', 'user.1001/voipcdri').find((c) => c.url.searchParams.has('before'))!;
    expect(Number(second.url.searchParams.get('before'))).toBe(BASE - 49 * 3_600_000);
    expect(second.url.searchParams.get('billingpackage')).toBe('71001');
    // Newest first all along; no more pages.
    const times = within(incoming).getAllByRole('row').length;
    expect(times).toBe(61);
    expect(screen.getAllByRole('button', { name: 'Load older calls' })).toHaveLength(1);
  }, 30_000);

  it('uses tabs under 960 px and says when there are no calls', async () => {
    setViewportWidth(375);
    const user = userEvent.setup();
    await openPage(PAGES[2]!.path, PAGES[2]!.heading, { 'GET user.1001/voipcdri': callPages('in') });
    const tabs = await screen.findByRole('tablist', { name: 'Incoming or outgoing calls' });
    expect(within(tabs).getByRole('tab', { name: 'Incoming' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('calls-in')).toBeInTheDocument();
    expect(screen.queryByTestId('calls-out')).not.toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: 'Outgoing' }));
    expect(await screen.findByText('No outgoing calls')).toBeInTheDocument();
    expect(screen.queryByTestId('calls-in')).not.toBeInTheDocument();
  });
});

describe('International Allowance', () => {
  it('shows the balance with Add and the history; an empty history says "No recent transactions"; null is $0.00', async () => {
    const user = userEvent.setup();
    await openPage(PAGES[3]!.path, PAGES[3]!.heading);
    expect(await screen.findByTestId('intl-balance')).toHaveTextContent('$17.35');
    expect(screen.getByRole('button', { name: 'Add international credit' })).toHaveTextContent('Add');
    const history = await screen.findByTestId('intl-history');
    expect(within(history).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Date', 'Amount']);
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('October 20, 2026');
    expect(rows[0]).toHaveTextContent('−$2.65');
    expect(rows[1]).toHaveTextContent('+$20.00');

    await user.click(screen.getByRole('combobox', { name: 'Phone package' }));
    await user.click(await screen.findByRole('option', { name: /^Home Office Lines/ }));
    expect(await screen.findByText('No recent transactions')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('intl-balance')).toHaveTextContent('$0.00'));
  });

  it('a null balance reads $0.00', async () => {
    await openPage(PAGES[3]!.path, PAGES[3]!.heading, {
      'GET user.1001/voipldbalance': { json: { error: 0, object: { billingpackageid: 71001, balance: null }, schema: phoneSchemas.topUp } },
    });
    expect(await screen.findByTestId('intl-balance')).toHaveTextContent('$0.00');
  });

  it('tops up with "Select Amount" and one Idempotency-Key per opening; a refusal shows the server message', async () => {
    const user = userEvent.setup();
    let balance = 17.35;
    let attempt = 0;
    const { server } = await openPage(PAGES[3]!.path, PAGES[3]!.heading, {
      'GET user.1001/voipldbalance': () => ({ json: { error: 0, object: { billingpackageid: 71001, balance }, schema: phoneSchemas.topUp } }),
      'POST user.1001/voipldadd': (c) => {
        if (++attempt === 1) return { status: 450, json: { error: 1, message: 'Your account cannot be charged right now.' } };
        balance += (c.body as { amount: number }).amount;
        return { json: { error: 0, success: true, message: '$10.00 was added to your international calling credit and charged to your account.', object: { billingpackageid: 71001, balance } } };
      },
    });
    expect(await screen.findByTestId('intl-balance')).toHaveTextContent('$17.35');

    await user.click(screen.getByRole('button', { name: 'Add international credit' }));
    const form = await screen.findByTestId('intl-add-form');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(within(form).getByText('Please choose an amount.')).toBeInTheDocument();
    await user.click(within(form).getByRole('combobox', { name: /Select Amount/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['$5.00', '$10.00', '$20.00', '$50.00']);
    await user.click(screen.getByRole('option', { name: '$10.00' }));
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByTestId('intl-add-error')).toHaveTextContent('Your account cannot be charged right now.');
    // A retry is the same attempt: the same key.
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('$10.00 was added to your international calling credit and charged to your account.')).toBeInTheDocument();
    const posts = server.callsTo('POST', 'user.1001/voipldadd');
    expect(posts.map((c) => c.body)).toEqual([
      { amount: 10, billingpackageid: 71001 },
      { amount: 10, billingpackageid: 71001 },
    ]);
    const key = posts[0]!.headers.get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]!.headers.get('Idempotency-Key')).toBe(key);
    await waitFor(() => expect(screen.getByTestId('intl-balance')).toHaveTextContent('$27.35'));

    // A new opening is a new attempt with a new key.
    await user.click(screen.getByRole('button', { name: 'Add international credit' }));
    const again = await screen.findByTestId('intl-add-form');
    await user.click(within(again).getByRole('combobox', { name: /Select Amount/ }));
    await user.click(await screen.findByRole('option', { name: '$5.00' }));
    await user.click(within(again).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(server.callsTo('POST', 'user.1001/voipldadd')).toHaveLength(3));
    expect(server.callsTo('POST', 'user.1001/voipldadd')[2]!.headers.get('Idempotency-Key')).not.toBe(key);
  }, 40_000);
});
