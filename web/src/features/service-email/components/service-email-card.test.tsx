// covers: PLAT-148, PLAT-149, PLAT-150, PLAT-151, PLAT-152, PLAT-153, PLAT-154, PLAT-155, PLAT-156, PLAT-157, PLAT-158, PLAT-159, PLAT-110, PLAT-118, PLAT-119, PLAT-121, PLAT-122
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { clearSchemaCache } from '../../../lib/schema-form';
import { installFakeServer, type FakeCall } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';
import { PROMO_DISMISSED_KEY } from '../forwarding-promo';

/** The ServiceEmail descriptor exactly as the Go server serves it (shared case table). */
const servedSchema = (
  JSON.parse(readFileSync(resolve(process.cwd(), '../testdata/schema-cases.json'), 'utf8')) as Array<{ name: string; schema: unknown }>
).find((c) => c.name.startsWith('service e-mail:'))!.schema;

const demoList = () => [
  { id: 1, email: 'avery@demo.test', forwarding: false, forwardingaddress: '' },
  { id: 2, email: 'fields.family@demo.test', forwarding: false, forwardingaddress: '' },
  { id: 3, email: 'avery.fields@demo.test', forwarding: true, forwardingaddress: 'avery.fields@example.com' },
];

/** A fake of GET/POST user.1001/serviceemail that applies the writes like the Go server. */
function serviceEmailServer(opts: { list?: ReturnType<typeof demoList>; post?: (call: FakeCall) => { status?: number; json?: unknown } | undefined } = {}) {
  let list = opts.list ?? demoList();
  const routes: Record<string, (call: FakeCall) => { status?: number; json?: unknown }> = {
    'GET user.1001/serviceemail': (call) => ({
      json: {
        error: 0,
        list,
        name: 'serviceemail',
        pk: 'id',
        ...(call.url.searchParams.get('schema') ? {} : { schema: servedSchema }),
      },
    }),
  };
  for (const item of list) {
    routes[`POST user.1001/serviceemail.${item.id}`] = (call) => {
      const custom = opts.post?.(call);
      if (custom) return custom;
      const body = call.body as Record<string, unknown>;
      if (body.abandon === true) {
        list = list.filter((e) => e.id !== item.id);
        return { json: { error: 0, message: `The e-mail address ${item.email} was deleted.` } };
      }
      list = list.map((e) =>
        e.id === item.id
          ? { ...e, forwarding: e.forwarding || body.forwarding === true, forwardingaddress: String(body.forwardingaddress ?? e.forwardingaddress) }
          : e,
      );
      return { json: { error: 0, message: 'Saved.' } };
    };
  }
  return installFakeServer(routes);
}

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  clearSchemaCache();
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
  window.sessionStorage.setItem(PROMO_DISMISSED_KEY, 'true'); // the promo has its own tests
});

const row = (email: string) => screen.getByTestId(`service-email-${email}`);

async function openAccount() {
  renderApp('/ui/user/account');
  // The first render loads the lazy page: give it room on a busy machine.
  await screen.findByRole('heading', { name: 'Account', level: 2 }, { timeout: 15_000 });
  await screen.findByText('fields.family@demo.test', undefined, { timeout: 10_000 });
}

describe('Service E-mail Addresses card', () => {
  it('lists the addresses with their forwarding; Delete is disabled for the login address', async () => {
    serviceEmailServer();
    await openAccount();
    expect(screen.getByRole('heading', { name: 'Service E-mail Addresses' })).toBeInTheDocument();
    expect(within(row('avery.fields@demo.test')).getByText('Forwarding: on')).toBeInTheDocument();
    expect(within(row('avery.fields@demo.test')).getByText('Forwards to avery.fields@example.com')).toBeInTheDocument();
    expect(within(row('fields.family@demo.test')).getByText('Forwarding: off')).toBeInTheDocument();
    expect(within(row('avery@demo.test')).getByRole('button', { name: 'Delete avery@demo.test' })).toBeDisabled();
    expect(within(row('avery@demo.test')).getByLabelText('You sign in with this address, so it cannot be deleted.')).toBeInTheDocument();
    expect(within(row('fields.family@demo.test')).getByRole('button', { name: 'Delete fields.family@demo.test' })).toBeEnabled();
    expect(within(row('avery.fields@demo.test')).getByRole('button', { name: /Edit the forwarding address/ })).toBeInTheDocument();
    expect(within(row('fields.family@demo.test')).getByRole('button', { name: /Enable forwarding/ })).toBeInTheDocument();
  });

  it('deletes an address with {abandon:true}, closes the dialog and refetches the list', async () => {
    const server = serviceEmailServer();
    await openAccount();
    const reads = server.callsTo('GET', 'user.1001/serviceemail').length;
    await userEvent.click(within(row('fields.family@demo.test')).getByRole('button', { name: 'Delete fields.family@demo.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this e-mail address?' });
    expect(within(dialog).getByText(/fields.family@demo.test will be deleted/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST', 'user.1001/serviceemail.2').map((c) => c.body)).toEqual([{ abandon: true }]);
    await waitFor(() => expect(screen.queryByText('fields.family@demo.test')).toBeNull());
    expect(server.callsTo('GET', 'user.1001/serviceemail').length).toBeGreaterThan(reads);
    expect(await screen.findByText('The e-mail address fields.family@demo.test was deleted.')).toBeInTheDocument();
  });

  it('cancels a dialog without posting', async () => {
    const server = serviceEmailServer();
    await openAccount();
    await userEvent.click(within(row('fields.family@demo.test')).getByRole('button', { name: 'Delete fields.family@demo.test' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.filter((c) => c.method === 'POST' && c.target.startsWith('user.1001/serviceemail'))).toHaveLength(0);
  });

  it('enables forwarding only with a valid, non-empty address, stating it is irreversible', async () => {
    const server = serviceEmailServer();
    await openAccount();
    await userEvent.click(within(row('fields.family@demo.test')).getByRole('button', { name: /Enable forwarding/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Enable forwarding' });
    expect(within(dialog).getByText(/Enabling forwarding is irreversible/)).toBeInTheDocument();
    const input = within(dialog).getByRole('textbox', { name: 'Forwarding address (Required)*' });
    await waitFor(() => expect(input).toHaveFocus());
    expect(within(dialog).getByText('Up to 254 characters')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable forwarding' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Missing mandatory fields.');

    await userEvent.type(input, 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable forwarding' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Some inputs have invalid format.');
    expect(within(dialog).getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(server.callsTo('POST', 'user.1001/serviceemail.2')).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, 'me@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable forwarding' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST', 'user.1001/serviceemail.2').map((c) => c.body)).toEqual([
      { forwarding: true, forwardingaddress: 'me@example.com' },
    ]);
    expect(await within(row('fields.family@demo.test')).findByText('Forwarding: on')).toBeInTheDocument();
  });

  it("shows the server's 450 message and keeps the dialog open", async () => {
    const server = serviceEmailServer({
      post: () => ({ status: 450, json: { error: 1, message: 'An address cannot forward to itself.' } }),
    });
    await openAccount();
    await userEvent.click(within(row('fields.family@demo.test')).getByRole('button', { name: /Enable forwarding/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Enable forwarding' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'fields.family@demo.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable forwarding' }));
    expect(await within(dialog).findByText('An address cannot forward to itself.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please review form fields.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(server.callsTo('POST', 'user.1001/serviceemail.2')).toHaveLength(1);
  });

  it('edits the forwarding address with {forwardingaddress}', async () => {
    const server = serviceEmailServer();
    await openAccount();
    await userEvent.click(within(row('avery.fields@demo.test')).getByRole('button', { name: /Edit the forwarding address/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit forwarding address' });
    const input = within(dialog).getByRole('textbox', { name: 'Forwarding address (Required)*' });
    expect(input).toHaveValue('avery.fields@example.com');
    expect(within(dialog).queryByText(/irreversible/)).toBeNull();
    await userEvent.clear(input);
    await userEvent.type(input, 'new@example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST', 'user.1001/serviceemail.3').map((c) => c.body)).toEqual([{ forwardingaddress: 'new@example.org' }]);
    expect(await screen.findByText('Forwards to new@example.org')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    serviceEmailServer({ list: [] });
    renderApp('/ui/user/account');
    expect(await screen.findByText('No service e-mail addresses')).toBeInTheDocument();
  });

  it('shows the error state with a retry', async () => {
    installFakeServer({ 'GET user.1001/serviceemail': { status: 500, json: {} } });
    renderApp('/ui/user/account');
    expect(await screen.findByText(/We could not load your service e-mail addresses/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

// covers: PLAT-098, PLAT-099, PLAT-124, PLAT-126
describe('Service E-mail Addresses card: loading, failed writes', () => {
  it('goes loading, then content; loading, then error', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    installFakeServer({
      'GET user.1001/serviceemail': async () => {
        await gate;
        return { json: { error: 0, list: demoList() } };
      },
    });
    renderApp('/ui/user/account');
    expect(await screen.findByText('Loading your service e-mail addresses…', undefined, { timeout: 15_000 })).toBeInTheDocument();
    release();
    expect(await screen.findByText('fields.family@demo.test')).toBeInTheDocument();
    expect(screen.queryByText('Loading your service e-mail addresses…')).toBeNull();
  });

  it('stays loading while the read is redirecting to the login (an in-progress error), without an error', async () => {
    const server = installFakeServer({ 'GET user.1001/serviceemail': { status: 401 } });
    renderApp('/ui/user/account');
    await screen.findByRole('heading', { name: 'Account', level: 2 }, { timeout: 15_000 });
    await waitFor(() => expect(server.callsTo('GET', 'user.1001/serviceemail').length).toBeGreaterThan(0));
    await waitFor(() => expect(browser.assign).toHaveBeenCalled());
    expect(screen.getByText('Loading your service e-mail addresses…')).toBeInTheDocument();
    expect(screen.queryByText(/We could not load your service e-mail addresses/)).toBeNull();
  });

  it.each([
    ['its message', { error: 1, message: 'Forwarding is not available for this address.' }, 'Forwarding is not available for this address.'],
    ['the generic text without one', { error: 1 }, 'Something went wrong. Please try again later.'],
  ])('a form answer with error = 1 shows %s', async (_name, json, shown) => {
    const server = serviceEmailServer({ post: () => ({ json }) });
    await openAccount();
    await userEvent.click(within(row('fields.family@demo.test')).getByRole('button', { name: /Enable forwarding/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Enable forwarding' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'me@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable forwarding' }));
    expect(await within(dialog).findByText(shown)).toBeInTheDocument();
    // The form posted its fields: the fixed forwarding flag and the typed address.
    expect(server.callsTo('POST', 'user.1001/serviceemail.2').map((c) => c.body)).toEqual([
      { forwarding: true, forwardingaddress: 'me@example.com' },
    ]);
  });

  it("a refused delete shows the 'Error' dialog with the message; DISMISS closes it and keeps the address", async () => {
    serviceEmailServer({ post: () => ({ json: { error: 1, message: 'This address is still in use.' } }) });
    await openAccount();
    await userEvent.click(within(row('fields.family@demo.test')).getByRole('button', { name: 'Delete fields.family@demo.test' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this e-mail address?' })).getByRole('button', { name: 'Delete' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(error).getByText('This address is still in use.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Delete this e-mail address?' })).toBeNull();
    await userEvent.click(within(error).getByRole('button', { name: 'DISMISS' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(row('fields.family@demo.test')).toBeInTheDocument();
  });
});
