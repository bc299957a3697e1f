// covers: ACCT-033, ACCT-034, MISC-011, MISC-013
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { FAKE_PDF, FAKE_PNG, installFakeFiles, installFakeServer } from '../../test/fake-server';
import { browser } from '../browser';
import { HttpStatusError, NetworkError, ProductError, RedirectingError } from './errors';
import { apiFile, apiRaw, fileNameOf, SAVE_URL_TTL_MS, saveFile, sessionFetch } from './file';
import { getToken, setToken } from './token-store';

let assign: ReturnType<typeof vi.spyOn>;
let alertSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  alertSpy = vi.spyOn(browser, 'alert').mockImplementation(() => {});
  vi.spyOn(browser, 'href').mockReturnValue('http://localhost/ui/user/documents');
});
afterEach(() => vi.useRealTimers());

const pdf = { body: FAKE_PDF, contentType: 'application/pdf', fileName: 'invoice-1001-202611.pdf' };

describe('fileNameOf (Content-Disposition)', () => {
  it.each([
    ['attachment; filename=invoice-1001-202611.pdf', 'invoice-1001-202611.pdf'],
    ['attachment; filename="invoice 1001.pdf"', 'invoice 1001.pdf'],
    ['attachment; filename="a \\"quoted\\" name.pdf"', 'a "quoted" name.pdf'],
    ["attachment; filename*=UTF-8''facture-ao%C3%BBt.pdf; filename=\"facture-aout.pdf\"", 'facture-août.pdf'],
    ['attachment; filename="facture-aout.pdf"; filename*=utf-8\'\'facture-ao%C3%BBt.pdf', 'facture-août.pdf'],
    ["attachment; filename*=UTF-8''%E0%A4%A; filename=fallback.pdf", 'fallback.pdf'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\temp\\\\x.pdf"', 'x.pdf'],
    ['attachment; filename=".."', null],
    ['attachment', null],
    ['', null],
    [null, null],
  ])('%s → %s', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});

describe('sessionFetch', () => {
  it('sends the session header and the language, and makes no call without a token', async () => {
    vi.useFakeTimers();
    const server = installFakeServer({ 'GET x': { json: {} } });
    const p = sessionFetch('/api?target=x');
    await vi.advanceTimersByTimeAsync(1_500);
    expect(server.calls).toHaveLength(0);
    setToken('late');
    await vi.advanceTimersByTimeAsync(1_000);
    await p;
    expect(server.calls[0]!.headers.get('x-omicron')).toBe('late');
    expect(server.calls[0]!.headers.get('accept-language')).toBe('en');
  });
});

describe('apiFile: a document fetched with the session header (ACCT-033, ACCT-034)', () => {
  beforeEach(() => setToken('tok-7'));

  it('answers the file, its server name and type; the token is in the header, never in the URL', async () => {
    const server = installFakeServer();
    installFakeFiles(server, { 'GET user.1001/documentget.6': pdf });
    const file = await apiFile('user.1001/documentget.6', { fallbackName: 'document-6.pdf' });
    expect(file).not.toBe(false);
    if (file === false) return;
    expect(file.fileName).toBe('invoice-1001-202611.pdf');
    expect(file.contentType).toBe('application/pdf');
    expect(await file.blob.text()).toBe(FAKE_PDF);
    const [c] = server.calls;
    expect(c!.headers.get('x-omicron')).toBe('tok-7');
    expect(c!.url.href).not.toContain('tok-7');
    expect([...c!.url.searchParams.keys()]).toEqual(['target']);
  });

  it('asks for the thumbnail variant, in the language it is printed in', async () => {
    const server = installFakeServer();
    installFakeFiles(server, { 'GET user.1001/documentget.6&variant=thumbnail': { body: FAKE_PNG, contentType: 'image/png' } });
    changeLanguage('fr');
    const file = await apiFile('user.1001/documentget.6', { params: { variant: 'thumbnail' }, language: 'en', fallbackName: 'preview.png' });
    expect(file !== false && file.contentType).toBe('image/png');
    expect(file !== false && file.fileName).toBe('preview.png');
    expect(file !== false && new Uint8Array(await file.blob.arrayBuffer())).toEqual(FAKE_PNG);
    expect(server.calls[0]!.url.searchParams.get('variant')).toBe('thumbnail');
    expect(server.calls[0]!.headers.get('accept-language')).toBe('en');
    await apiFile('user.1001/documentget.6', { params: { variant: 'thumbnail' } });
    expect(server.calls[1]!.headers.get('accept-language')).toBe('fr');
  });

  it.each([401, 432])('%i goes to the identity login like any call', async (status) => {
    installFakeServer({ 'GET user.1001/documentget.6': { status, json: { error: 1 } } });
    await expect(apiFile('user.1001/documentget.6')).rejects.toBeInstanceOf(RedirectingError);
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/auth\/login\?r=myaccount&rc=1&rp=%2Fuser%2Fdocuments/));
  });

  it.each([433, 434, 435])('%i resolves false silently', async (status) => {
    installFakeServer({ 'GET user.1001/documentget.6': { status, json: { error: 1, message: 'hidden' } } });
    await expect(apiFile('user.1001/documentget.6')).resolves.toBe(false);
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it("450 throws the server's message", async () => {
    installFakeServer({ 'GET user.1001/documentget.99': { status: 450, json: { error: 1, message: 'The requested item was not found.' } } });
    const e = await apiFile('user.1001/documentget.99').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ProductError);
    expect((e as Error).message).toBe('The requested item was not found.');
    expect(assign).not.toHaveBeenCalled();
  });

  it("500 throws 'Server error 500', 404 alerts, others are 'Unknown API HTTP error'", async () => {
    installFakeServer({ 'GET a': { status: 500, json: {} }, 'GET b': { status: 404 }, 'GET c': { status: 403 } });
    await expect(apiFile('a')).rejects.toThrow(new HttpStatusError('Server error 500', 500));
    await expect(apiFile('b')).resolves.toBe(false);
    expect(alertSpy).toHaveBeenCalledWith('Server error 404');
    await expect(apiFile('c')).rejects.toThrow('Unknown API HTTP error');
  });

  it('a JSON envelope instead of the file throws its message', async () => {
    installFakeServer({ 'GET user.1001/documentget.6': { json: { error: 1, message: 'Not ready yet.' } } });
    await expect(apiFile('user.1001/documentget.6')).rejects.toThrow(new ProductError('Not ready yet.', 200));
  });

  it('a network failure throws a network error', async () => {
    installFakeServer({ 'GET user.1001/documentget.6': { networkError: 'Failed to fetch' } });
    await expect(apiFile('user.1001/documentget.6')).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('saveFile', () => {
  it('clicks a temporary <a download> on an object URL and revokes the URL afterwards', () => {
    vi.useFakeTimers();
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/f1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });
    const blob = new Blob([FAKE_PDF], { type: 'application/pdf' });
    saveFile({ blob, fileName: 'invoice-1001-202611.pdf' });
    expect(create).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:http://localhost/f1', download: 'invoice-1001-202611.pdf', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SAVE_URL_TTL_MS);
    expect(revoke).toHaveBeenCalledWith('blob:http://localhost/f1');
  });
});

describe('apiRaw: the API browser’s request and answer (MISC-011, MISC-013)', () => {
  beforeEach(() => setToken('tok-9'));

  it('GETs with the session, the schema given and extra parameters; keeps the raw JSON and the time', async () => {
    const server = installFakeServer({ 'GET user.session': { json: { error: 0, object: { id: 9001 } } } });
    const a = await apiRaw({ method: 'GET', target: 'user.session', schema: '3', params: [['hardRefresh', 'true']] });
    expect(a.status).toBe(200);
    expect(a.json).toEqual({ error: 0, object: { id: 9001 } });
    expect(a.text).toBe('{"error":0,"object":{"id":9001}}');
    expect(a.outcome).toEqual({ kind: 'answer' });
    expect(a.ms).toBeGreaterThanOrEqual(0);
    const [c] = server.calls;
    expect(c!.headers.get('x-omicron')).toBe('tok-9');
    expect(c!.url.searchParams.get('schema')).toBe('3');
    expect(c!.url.searchParams.get('hardRefresh')).toBe('true');
  });

  it('POSTs the JSON body; a JRR in the answer replaces the token (PLAT-083)', async () => {
    const server = installFakeServer({ 'POST me.1/activeuser': { json: { error: 0, JRR: 'fresh' } } });
    await apiRaw({ method: 'POST', target: 'me.1/activeuser', body: { user: 9001 } });
    expect(server.calls[0]!.body).toEqual({ user: 9001 });
    expect(server.calls[0]!.headers.get('content-type')).toBe('application/json');
    expect(server.calls[0]!.url.searchParams.has('schema')).toBe(false);
    expect(getToken()).toBe('fresh');
  });

  it('a 450 is handed back with its message and raw answer: the session is kept', async () => {
    installFakeServer({ 'POST user.session': { status: 450, json: { error: 1, message: 'This request is not supported.' } } });
    const a = await apiRaw({ method: 'POST', target: 'user.session', body: {} });
    expect(a.status).toBe(450);
    expect(a.json).toEqual({ error: 1, message: 'This request is not supported.' });
    expect(a.outcome.kind).toBe('error');
    expect(a.outcome.kind === 'error' && a.outcome.error).toEqual(new ProductError('This request is not supported.', 450));
    expect(assign).not.toHaveBeenCalled();
    expect(getToken()).toBe('tok-9');
  });

  it('an answer with error 1 on 200 is an answer (the page shows the flag)', async () => {
    installFakeServer({ 'GET x': { json: { error: 1, message: 'No.' } } });
    const a = await apiRaw({ method: 'GET', target: 'x' });
    expect(a.outcome).toEqual({ kind: 'answer' });
    expect(a.json).toEqual({ error: 1, message: 'No.' });
  });

  it('433–435 are silent failures, 500 an error, 401 the login', async () => {
    installFakeServer({ 'GET a': { status: 434, json: { error: 1 } }, 'GET b': { status: 500, json: { requestId: 'r' } }, 'GET c': { status: 401, json: {} } });
    expect((await apiRaw({ method: 'GET', target: 'a' })).outcome).toEqual({ kind: 'silent' });
    const b = await apiRaw({ method: 'GET', target: 'b' });
    expect(b.outcome.kind === 'error' && b.outcome.error.message).toBe('Server error 500');
    expect(b.json).toEqual({ requestId: 'r' });
    const c = await apiRaw({ method: 'GET', target: 'c' });
    expect(c.outcome.kind === 'error' && c.outcome.error).toBeInstanceOf(RedirectingError);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('a file answer is kept as bytes, not text', async () => {
    const server = installFakeServer();
    installFakeFiles(server, { 'GET user.1001/documentget.6': pdf });
    const a = await apiRaw({ method: 'GET', target: 'user.1001/documentget.6' });
    expect(a).toMatchObject({ status: 200, contentType: 'application/pdf', text: null, json: undefined, size: FAKE_PDF.length, outcome: { kind: 'answer' } });
  });

  it('a network failure throws', async () => {
    installFakeServer({ 'GET x': { networkError: 'Failed to fetch' } });
    await expect(apiRaw({ method: 'GET', target: 'x' })).rejects.toBeInstanceOf(NetworkError);
  });
});
