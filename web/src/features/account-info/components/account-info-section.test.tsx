// covers: ACCT-001, ACCT-002, ACCT-003, ACCT-004, ACCT-005, ACCT-006, ACCT-007, ACCT-008, ACCT-009
// covers: ACCT-010, ACCT-011, ACCT-012, ACCT-013
// covers: ACCT-014, ACCT-015, ACCT-016, ACCT-017, ACCT-018, ACCT-019, ACCT-020, ACCT-021, ACCT-022, ACCT-023
// covers: ACCT-024, ACCT-025, ACCT-026, ACCT-027, ACCT-028, ACCT-029
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { clearSchemaCache } from '../../../lib/schema-form';
import { accountDemo, accountPageRoutes, installFakeServer, type FakeCall, type FakeRoutes } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  clearSchemaCache();
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
  for (const k of ['hamburgerTooltip', 'accountsTooltip', 'acceptedFwdDialog']) localStorage.setItem(k, 'true');
});

const serviceEmails: FakeRoutes = { 'GET user.1001/serviceemail': { json: { error: 0, list: [], zeroRows: true } } };

async function openAccount(routes: FakeRoutes = accountPageRoutes()) {
  const server = installFakeServer({ ...serviceEmails, ...routes });
  const app = renderApp('/ui/user/account');
  await screen.findByRole('heading', { name: 'Account', level: 2 }, { timeout: 20_000 });
  return { server, ...app };
}

const infoCard = () => screen.getByTestId('account-info-card');
const field = (id: string) => screen.getByTestId(id).querySelector('dd')!;

async function openForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Request Account Info Change' }, { timeout: 10_000 }));
  return screen.findByTestId('change-request-form');
}

/** Picks an option of a select (MUI) by the select's label, within a scope. */
async function choose(scope: HTMLElement, label: string, option: string | RegExp) {
  await userEvent.click(within(scope).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Account Information card', () => {
  it("shows avery's name, address, postal code, city, province, phone numbers and e-mail addresses", async () => {
    const { server } = await openAccount();
    expect(await within(infoCard()).findByText('Avery Fields', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(infoCard()).getByRole('heading', { name: 'Account Information' })).toBeInTheDocument();
    expect(field('account-address')).toHaveTextContent('4718 Gaetz Avenue');
    expect(field('account-postalcode')).toHaveTextContent('T4N 3Z9');
    expect(field('account-city')).toHaveTextContent('Red Deer');
    await waitFor(() => expect(field('account-province')).toHaveTextContent('AB'));
    expect(field('account-phones')).toHaveTextContent('Home: (403) 341-0118Mobile: (587) 555-0142');
    expect(field('account-emails')).toHaveTextContent('avery@demo.test');
    expect(field('account-emails')).toHaveTextContent('avery.fields@example.com');
    // The session user's data and the region codebook are read (ACCT-002, ACCT-008).
    expect(server.callsTo('GET', 'user.1001').length).toBeGreaterThan(0);
    expect(server.callsTo('GET', 'codebook/region').length).toBeGreaterThan(0);
  }, 60_000);

  it('shows the second name under the name (#1002)', async () => {
    localStorage.setItem('session', JSON.stringify({ user: 1002 }));
    await openAccount({ ...accountPageRoutes(1002), 'GET user.1002/serviceemail': { json: { error: 0, list: [] } } });
    await waitFor(() => expect(field('account-name')).toHaveTextContent('Fields Farm LtdAttn: Avery Fields'), { timeout: 10_000 });
  }, 60_000);

  it.each([
    [2, 'SK'],
    [99, '–Not known'],
  ])('maps region %s to its province from the codebook: %s (ACCT-005)', async (regionid, shown) => {
    await openAccount(accountPageRoutes(1001, { details: { ...accountDemo.details[1001], regionid } }));
    await waitFor(() => expect(field('account-province')).toHaveTextContent(shown), { timeout: 10_000 });
    // The screen reader's words take one pixel, not the page's width (sx reads width: 1 as 100 %:
    // the page scrolled sideways while the regions loaded).
    const label = within(field('account-province')).queryByText('Not known');
    if (label) expect(getComputedStyle(label)).toMatchObject({ position: 'absolute', width: '1px', height: '1px' });
  }, 60_000);

  it("says 'Please try again' when the account cannot be read, and reads it again on Retry (ACCT-009)", async () => {
    // The start-up's read of the account's name goes through; the page's read fails.
    let fail = true;
    let reads = 0;
    const routes = accountPageRoutes();
    const ok = routes['GET user.1001']!;
    await openAccount({ ...routes, 'GET user.1001': () => (reads++ > 0 && fail ? { status: 500, json: {} } : ok) });
    const alert = await within(infoCard()).findByText('Please try again', undefined, { timeout: 10_000 });
    fail = false;
    await userEvent.click(within(alert.closest('.MuiAlert-root') as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await within(infoCard()).findByText('4718 Gaetz Avenue')).toBeInTheDocument();
  }, 60_000);
});

describe('Referral Code card', () => {
  it('shows the code beside the info, the $50.00 credit to both and that the friend enters it at sign-up; copies it', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openAccount();
    const card = screen.getByTestId('referral-card');
    expect(within(card).getByRole('heading', { name: 'Referral Code' })).toBeInTheDocument();
    expect(await within(card).findByTestId('referral-code', undefined, { timeout: 10_000 })).toHaveTextContent('PW4CZ9NVXB');
    expect(card).toHaveTextContent(
      'Refer a friend to us. Once your friend’s service is installed, you and your friend each get a credit of $50.00.',
    );
    expect(card).toHaveTextContent('Your friend must enter your referral code when signing up.');
    await userEvent.click(within(card).getByRole('button', { name: 'Copy the referral code PW4CZ9NVXB' }));
    expect(writeText).toHaveBeenCalledWith('PW4CZ9NVXB');
    expect(await screen.findByText('Referral code copied.')).toBeInTheDocument();
  }, 60_000);
});

describe('change request', () => {
  /** A fake of the change request that takes a valid request and then reports it pending. */
  function changeRoutes(answer?: (call: FakeCall) => { status?: number; json?: unknown } | undefined) {
    let pending: Record<string, unknown> | null = null;
    const base = () => accountPageRoutes(1001, { pending });
    const routes: FakeRoutes = {
      ...base(),
      'GET user.1001/accountinfoupdate': () => base()['GET user.1001/accountinfoupdate']!,
      'POST user.1001/accountinfoupdate': (call) => {
        const custom = answer?.(call);
        if (custom) return custom;
        const body = call.body as { rows: unknown[]; callback: string; comments: string };
        pending = { id: 7, ts: Date.UTC(2026, 10, 23, 18), type: 'name', rows: body.rows, callback: '4033410118', comments: body.comments, status: 'pending' };
        return { json: { error: 0, message: 'Your request was sent. We will review it and call you if we need anything.' } };
      },
    };
    return routes;
  }

  it('goes view → form → view with the pending message, which the GET reports after a reload (ACCT-014 … ACCT-017, ACCT-028)', async () => {
    const { server, unmount } = await openAccount(changeRoutes());
    const form = await openForm();
    await waitFor(() => expect(within(form).getByRole('heading', { name: 'Edit Account Info' })).toHaveFocus());
    // The descriptor came with the read (ACCT-018).
    expect(server.callsTo('GET', 'user.1001/accountinfoupdate').length).toBeGreaterThan(0);
    const row1 = within(form).getByTestId('change-row-1');
    await choose(row1, 'Change', 'Name');
    await userEvent.type(within(row1).getByRole('textbox', { name: 'Name' }), 'Avery Q. Fields');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Best callback number' }), '4033410118');
    expect(within(form).getByRole('textbox', { name: 'Best callback number' })).toHaveValue('(403) 341-0118');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Additional comments (optional)' }), 'New spelling');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));

    const pending = await screen.findByTestId('change-request-pending');
    expect(pending).toHaveTextContent('Your request is under review.');
    await waitFor(() => expect(pending).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Request Account Info Change' })).toBeNull();
    expect(screen.queryByTestId('change-request-form')).toBeNull();
    expect(await screen.findByText('Your request was sent. We will review it and call you if we need anything.')).toBeInTheDocument();
    expect(server.callsTo('POST', 'user.1001/accountinfoupdate').map((c) => c.body)).toEqual([
      { rows: [{ type: 'name', description: 'Avery Q. Fields' }], callback: '(403) 341-0118', comments: 'New spelling' },
    ]);

    // A reload: the pending state comes from the GET (zeroRows false).
    unmount();
    renderApp('/ui/user/account');
    expect(await screen.findByTestId('change-request-pending', undefined, { timeout: 20_000 })).toHaveTextContent('Your request is under review.');
  }, 60_000);

  it('shows the pending message from zeroRows false on the first read (ACCT-015, ACCT-016)', async () => {
    await openAccount(accountPageRoutes(1001, { pending: { id: 3, ts: Date.UTC(2026, 10, 20, 18), type: 'address', rows: [], callback: '4033410118', comments: '', status: 'pending' } }));
    const pending = await screen.findByTestId('change-request-pending', undefined, { timeout: 10_000 });
    expect(pending).toHaveTextContent('Your request is under review.');
    expect(pending).toHaveTextContent('Sent on November 20, 2026.');
    expect(screen.queryByRole('button', { name: 'Request Account Info Change' })).toBeNull();
  }, 60_000);

  it('Cancel goes back to the view without posting, focus on the button', async () => {
    const { server } = await openAccount(changeRoutes());
    const form = await openForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    const request = await screen.findByRole('button', { name: 'Request Account Info Change' });
    await waitFor(() => expect(request).toHaveFocus());
    expect(server.callsTo('POST', 'user.1001/accountinfoupdate')).toHaveLength(0);
  }, 60_000);

  it('offers the five change types and, for e-mail and phone, the three operations; rows up to five (ACCT-019 … ACCT-022)', async () => {
    await openAccount(changeRoutes());
    const form = await openForm();
    await userEvent.click(within(form).getByRole('combobox', { name: 'Change' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Name', 'Address', 'E-mail', 'Phone', 'Other']);
    await userEvent.click(screen.getByRole('option', { name: 'Phone' }));
    await choose(form, 'Operation', 'Replace current');
    await userEvent.click(within(form).getByRole('combobox', { name: 'Current value' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Home: (403) 341-0118', 'Mobile: (587) 555-0142']);
    await userEvent.keyboard('{Escape}');
    await choose(form, 'Operation', 'Add new');
    expect(within(form).queryByRole('combobox', { name: 'Current value' })).toBeNull();
    expect(within(form).getByRole('textbox', { name: 'Phone number' })).toBeInTheDocument();
    await choose(form, 'Operation', 'Other (please describe)');
    expect(within(form).getByRole('textbox', { name: 'Description' })).toBeInTheDocument();

    const add = within(form).getByRole('button', { name: 'Add row' });
    for (let i = 0; i < 4; i++) await userEvent.click(add);
    expect(within(form).getAllByRole('group')).toHaveLength(5);
    expect(add).toBeDisabled();
    expect(within(form).getByText('You can request up to 5 changes at a time.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Delete change 5' }));
    expect(within(form).getAllByRole('group')).toHaveLength(4);
    expect(add).toBeEnabled();
  }, 60_000);

  it("checks the form before sending: 'Please fill out …', 'Value cannot be null', 'Please correct …' (ACCT-023 … ACCT-027)", async () => {
    const { server } = await openAccount(changeRoutes());
    const form = await openForm();
    const row1 = within(form).getByTestId('change-row-1');
    await choose(row1, 'Change', 'Address');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByTestId('change-request-problem')).toHaveTextContent(
      "Please fill out the 'Address, City, Province, Postal code, Best callback number' field(s) or delete unwanted rows",
    );
    // The first refused field gets the focus; line 2 is optional.
    await waitFor(() => expect(within(row1).getByRole('textbox', { name: 'Address' })).toHaveFocus());
    expect(within(row1).getByRole('textbox', { name: 'Address line 2 (optional)' })).not.toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(within(row1).getByRole('textbox', { name: 'Address' }), '12 Lakeview Drive!');
    await userEvent.type(within(row1).getByRole('textbox', { name: 'City' }), 'Sylvan Lake');
    await choose(row1, 'Province', 'Alberta');
    await userEvent.type(within(row1).getByRole('textbox', { name: 'Postal code' }), 'T4S 1R');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Best callback number' }), '4033410118');
    await userEvent.click(within(form).getByRole('button', { name: 'Add row' }));
    const row2 = within(form).getByTestId('change-row-2');
    await choose(row2, 'Change', 'E-mail');
    await choose(row2, 'Operation', 'Replace current');
    await userEvent.type(within(row2).getByRole('textbox', { name: 'E-mail' }), 'avery@new.example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByTestId('change-request-problem')).toHaveTextContent('Value cannot be null');
    expect(within(row2).getByText('Value cannot be null')).toBeInTheDocument();

    await choose(row2, 'Current value', 'avery.fields@example.com');
    expect(within(form).getByTestId('change-request-problem')).toHaveTextContent(
      'Please correct any mistakes in the following field(s): Address, Postal code',
    );
    // The server's messages per field (schema.props errorMessage, ACCT-024).
    expect(within(row1).getByText("Please enter an address of letters, digits, spaces and . , ' # / -")).toBeInTheDocument();
    expect(within(row1).getByText('Please enter a Canadian postal code, such as A1A 1A1.')).toBeInTheDocument();
    expect(server.callsTo('POST', 'user.1001/accountinfoupdate')).toHaveLength(0);

    await userEvent.type(within(row1).getByRole('textbox', { name: 'Address' }), '{Backspace}');
    await userEvent.type(within(row1).getByRole('textbox', { name: 'Postal code' }), '4');
    expect(within(form).queryByTestId('change-request-problem')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await screen.findByTestId('change-request-pending');
    expect(server.callsTo('POST', 'user.1001/accountinfoupdate')[0]!.body).toEqual({
      rows: [
        { type: 'address', description: '12 Lakeview Drive', address2: '', city: 'Sylvan Lake', province: 'AB', postalcode: 'T4S 1R4' },
        { type: 'email', operation: 'replace', current: 'avery.fields@example.com', description: 'avery@new.example.com' },
      ],
      callback: '(403) 341-0118',
      comments: '',
    });
  }, 90_000);

  it("shows the server's refusal and stays on the form (ACCT-029)", async () => {
    const { server } = await openAccount(
      changeRoutes(() => ({ status: 450, json: { error: 1, message: 'Please correct any mistakes in the following field(s): Name' } })),
    );
    const form = await openForm();
    const row1 = within(form).getByTestId('change-row-1');
    await choose(row1, 'Change', 'Other');
    await userEvent.type(within(row1).getByRole('textbox', { name: 'Description' }), 'Please add my partner as a contact');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Best callback number' }), '4033410118');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByTestId('change-request-refused')).toHaveTextContent(
      'Please correct any mistakes in the following field(s): Name',
    );
    expect(screen.getByTestId('change-request-form')).toBeInTheDocument();
    expect(server.callsTo('POST', 'user.1001/accountinfoupdate')[0]!.body).toEqual({
      rows: [{ type: 'other', description: 'Please add my partner as a contact' }],
      callback: '(403) 341-0118',
      comments: '',
    });
  }, 60_000);
});
