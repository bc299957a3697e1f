// covers: MISC-011, MISC-012, MISC-013, PLAT-057
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { FAKE_PDF, installFakeFiles, installFakeServer, type FakeRoutes } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';
import { splitTarget } from '../api/send-request';
import { apiBrowserRoutes, mayBrowseApi } from '../routes';

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  setToken('tok-staff');
  setViewportWidth(1280);
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  for (const k of ['hamburgerTooltip', 'accountsTooltip', 'acceptedFwdDialog']) localStorage.setItem(k, 'true');
});

/** staff@demo.test: #9001, one of the configured internal ids (demo-data.md). */
const staffRoutes: FakeRoutes = {
  'GET me.1/associatedaccounts': { json: { error: 0, list: [{ associatedAccounts: [9001], email: 'staff@demo.test' }] } },
  'GET user.9001': { json: { error: 0, object: { id: 9001, name: 'Prairie Wave Staff' } } },
  'GET user.9001/serviceidentification': { json: { error: 0, list: [{ hasContactInfo: true }] } },
  'GET user.9001/contract': { json: { error: 0, list: [{ contractResign: false, contractResignType: '' }] } },
};

const session = { error: 0, message: '', name: 'user', object: { id: 9001, name: 'Prairie Wave Staff' }, pk: 'id', zeroRows: false };

async function openApiBrowser(extra: FakeRoutes = {}) {
  const server = installFakeServer({ ...staffRoutes, 'GET user.session': { json: session }, ...extra });
  renderApp('/ui/user/apibrowser');
  await screen.findByRole('heading', { level: 2, name: 'API Browser' }, { timeout: 20_000 });
  return server;
}

const answer = () => screen.findByTestId('api-answer');
const apiCalls = (server: ReturnType<typeof installFakeServer>, target: string) => server.calls.filter((c) => c.target === target && c.url.pathname === '/api');

describe('the API browser (staff #9001)', () => {
  it('sends a GET of user.session with the session and shows the status, the time and the JSON (MISC-011)', async () => {
    const user = userEvent.setup();
    const server = await openApiBrowser();
    expect(screen.getByRole('textbox', { name: /^Target/ })).toHaveValue('user.session');
    expect(screen.queryByRole('textbox', { name: 'Body (JSON)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const a = within(await answer());
    expect(a.getByTestId('api-status')).toHaveTextContent('200');
    expect(a.getByTestId('api-time')).toHaveTextContent(/^\d[\d,]* ms$/);
    expect(a.getByText('The server answered without an error.')).toBeInTheDocument();
    expect(a.getByTestId('api-raw').textContent).toBe(JSON.stringify(session, null, 2));
    const [c] = apiCalls(server, 'user.session');
    expect(c!.method).toBe('GET');
    expect(c!.headers.get('x-omicron')).toBe('tok-staff');
    expect(c!.url.searchParams.has('schema')).toBe(false);
  });

  it('sends the schema and the extra parameters typed after the target', async () => {
    const user = userEvent.setup();
    const server = await openApiBrowser({ 'GET user.9001/documentget': { json: { error: 0, list: [], zeroRows: true } } });
    const target = screen.getByRole('textbox', { name: /^Target/ });
    await user.clear(target);
    await user.type(target, 'user.9001/documentget&hardRefresh=true');
    await user.type(screen.getByRole('textbox', { name: 'Schema (optional)' }), '4');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await answer();
    const [c] = apiCalls(server, 'user.9001/documentget');
    expect(c!.url.searchParams.get('schema')).toBe('4');
    expect(c!.url.searchParams.get('hardRefresh')).toBe('true');
  });

  it('POSTs a JSON body, checked as JSON before sending', async () => {
    const user = userEvent.setup();
    const server = await openApiBrowser({ 'POST user.9001/wifidevicealias': { json: { error: 0, message: 'Saved.' } } });
    await user.click(screen.getByRole('button', { name: 'POST' }));
    expect(screen.getByRole('button', { name: 'POST' })).toHaveAttribute('aria-pressed', 'true');
    const target = screen.getByRole('textbox', { name: /^Target/ });
    await user.clear(target);
    await user.type(target, 'user.9001/wifidevicealias');
    const body = screen.getByRole('textbox', { name: 'Body (JSON)' });
    await user.clear(body);
    await user.type(body, '{{"mac": "aa"');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The body is not valid JSON.')).toBeInTheDocument();
    expect(body).toHaveFocus();
    expect(apiCalls(server, 'user.9001/wifidevicealias')).toHaveLength(0);
    await user.type(body, ', "alias": "TV"}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(within(await answer()).getByTestId('api-status')).toHaveTextContent('200');
    const [c] = apiCalls(server, 'user.9001/wifidevicealias');
    expect(c!.method).toBe('POST');
    expect(c!.body).toEqual({ mac: 'aa', alias: 'TV' });
    expect(c!.headers.get('x-omicron')).toBe('tok-staff');
  });

  it('asks for a target', async () => {
    const user = userEvent.setup();
    await openApiBrowser();
    const target = screen.getByRole('textbox', { name: /^Target/ });
    await user.clear(target);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a target.')).toBeInTheDocument();
    expect(target).toHaveFocus();
  });

  it('shows a 450 with its message and raw answer, and keeps the session (MISC-013)', async () => {
    const user = userEvent.setup();
    await openApiBrowser({ 'POST user.session': { status: 450, json: { error: 1, message: 'This request is not supported.' } } });
    await user.click(screen.getByRole('button', { name: 'POST' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const a = within(await answer());
    expect(a.getByTestId('api-status')).toHaveTextContent('450');
    expect(a.getByText('The request failed: This request is not supported.')).toBeInTheDocument();
    expect(JSON.parse(a.getByTestId('api-raw').textContent!)).toEqual({ error: 1, message: 'This request is not supported.' });
    expect(assign).not.toHaveBeenCalled();
    expect(getToken()).toBe('tok-staff');
    expect(screen.getByTestId('location')).toHaveTextContent('/user/apibrowser');
    expect(screen.getByRole('heading', { level: 2, name: 'API Browser' })).toBeInTheDocument();
  });

  it('shows an answer with error 1 as an error, with its raw answer (MISC-013)', async () => {
    const user = userEvent.setup();
    await openApiBrowser({ 'GET user.session': { json: { error: 1, message: 'Something is off.' } } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const a = within(await answer());
    expect(a.getByText('The answer says error 1: Something is off.')).toBeInTheDocument();
    expect(a.getByTestId('api-raw')).toHaveTextContent('"message": "Something is off."');
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows a thrown failure (no connection) and keeps the page (MISC-013)', async () => {
    const user = userEvent.setup();
    await openApiBrowser();
    installFakeServer({ ...staffRoutes, 'GET user.session': { networkError: 'Failed to fetch' } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/^The request failed: Either you don't have Internet access/)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('says when the app treats a status as a silent failure, and shows a file as a file', async () => {
    const user = userEvent.setup();
    const server = await openApiBrowser({ 'GET user.9001/cpefastpull.9001': { status: 433, json: { error: 1, message: 'Router offline.' } } });
    installFakeFiles(server, { 'GET user.9001/documentget.1': { body: FAKE_PDF, contentType: 'application/pdf', fileName: 'invoice-9001-202611.pdf' } });
    const target = screen.getByRole('textbox', { name: /^Target/ });
    await user.clear(target);
    await user.type(target, 'user.9001/cpefastpull.9001');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(within(await answer()).getByText('The app treats status 433 as a silent failure.')).toBeInTheDocument();
    await user.clear(target);
    await user.type(target, 'user.9001/documentget.1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(`A file (application/pdf, ${FAKE_PDF.length} B): not shown here.`)).toBeInTheDocument();
    expect(screen.queryByTestId('api-raw')).not.toBeInTheDocument();
  });

  it('follows the status rules on a 401: the identity login', async () => {
    const user = userEvent.setup();
    await openApiBrowser({ 'GET user.session': { status: 401, json: {} } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/auth\/login\?/)));
  });
});

describe('who may open it (MISC-012, PLAT-057)', () => {
  it('anyone else who types the address gets the 404 page, not the landing page', async () => {
    installFakeServer();
    renderApp('/ui/user/apibrowser');
    expect(await screen.findByRole('heading', { level: 2, name: '404 Not Found' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to MyAccount' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/user/apibrowser');
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    // Not in the menu either.
    expect(within(screen.getByRole('navigation', { name: 'Main navigation' })).queryByText('API Browser')).not.toBeInTheDocument();
  });

  it('the rule: the configured internal ids only', () => {
    const config = { apiBrowserUserIds: [9001, 9002] };
    expect(mayBrowseApi({ userId: 9001, config })).toBe(true);
    expect(mayBrowseApi({ userId: 9002, config })).toBe(true);
    expect(mayBrowseApi({ userId: 1001, config })).toBe(false);
    expect(mayBrowseApi({ userId: null, config })).toBe(false);
    expect(mayBrowseApi({ userId: 9001, config: { apiBrowserUserIds: [] } })).toBe(false);
    // The tool's route and the 404 route never hold together.
    const [tool, notFound] = apiBrowserRoutes;
    const input = (userId: number | null) => ({ userId, config, flags: {} as never, contract: {} as never, hasWarning: false });
    for (const id of [9001, 1001, null]) {
      expect(tool!.menu[0]!.when!(input(id))).toBe(!notFound!.menu[0]!.when!(input(id)));
    }
  });
});

describe('splitTarget', () => {
  it('splits the extra parameters off the target', () => {
    expect(splitTarget(' user.session ')).toEqual({ target: 'user.session', params: [] });
    expect(splitTarget('user.1001/documentget.6&variant=thumbnail')).toEqual({ target: 'user.1001/documentget.6', params: [['variant', 'thumbnail']] });
    expect(splitTarget('user.1001/x?a=1&b=2')).toEqual({ target: 'user.1001/x', params: [['a', '1'], ['b', '2']] });
  });
});
