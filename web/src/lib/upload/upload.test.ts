// covers: PAY-033, PAY-038
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { getToken, NetworkError, ProductError, RedirectingError, setToken } from '../api-client';
import { browser } from '../browser';
import { installFakeServer, installFakeXhr, jpegFile } from '../../test/fake-server';
import { percentOf, uploadDocument, type UploadProgress } from './upload';

beforeEach(() => {
  setToken('tok');
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

const received = { json: { error: 0, success: true, message: 'We received your void cheque. We will review it within 2 business days.' } };

describe('uploadDocument: a multipart upload with progress, on the API client’s rules', () => {
  it('POSTs the file in the field `file` with docpost=t, the token, Accept and Accept-Language, and reports progress', async () => {
    const server = installFakeServer({ 'POST user.1001/eftphoto': received });
    const { sent } = installFakeXhr(server, { steps: [0.25, 0.5, 1] });
    const file = jpegFile('cheque.jpg', 4000);
    const progress: UploadProgress[] = [];
    const answer = await uploadDocument('user.1001/eftphoto', file, { onProgress: (p) => progress.push(p) });
    expect(answer).toMatchObject({ error: 0, success: true, message: expect.stringMatching(/^We received your void cheque/) });

    expect(sent).toHaveLength(1);
    const call = sent[0]!;
    expect(call.method).toBe('POST');
    expect(call.url.pathname).toBe('/api');
    expect(call.url.searchParams.get('target')).toBe('user.1001/eftphoto');
    expect(call.url.searchParams.get('docpost')).toBe('t');
    expect(call.headers.get('x-omicron')).toBe('tok');
    expect(call.headers.get('Accept')).toBe('application/json');
    expect(call.headers.get('Accept-Language')).toBe('en');
    // The browser writes the multipart boundary itself: no Content-Type is set by hand.
    expect(call.headers.get('Content-Type')).toBeNull();
    const form = call.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    const sentFile = form.get('file') as File;
    expect(sentFile.name).toBe('cheque.jpg');
    expect(sentFile.size).toBe(4000);

    // 0 at the start, the steps, then 100 when the body is sent.
    expect(progress.map((p) => p.percent)).toEqual([0, 25, 50, 100, 100]);
    expect(progress.every((p, i) => i === 0 || p.percent >= progress[i - 1]!.percent)).toBe(true);
  });

  it('sends the app’s language and extra fields and parameters', async () => {
    changeLanguage('fr');
    const server = installFakeServer({ 'POST user.1001/contract': { json: { error: 0, list: [{ tempcontractid: 7 }] } } });
    const { sent } = installFakeXhr(server);
    await uploadDocument('user.1001/contract', new Blob([new Uint8Array(80)]), { fields: { term: '1' }, params: { x: 'y' }, fileName: 'signature.png' });
    const call = sent[0]!;
    expect(call.headers.get('Accept-Language')).toBe('fr');
    expect(call.url.searchParams.get('x')).toBe('y');
    expect(call.url.searchParams.get('docpost')).toBe('t');
    const form = call.body as FormData;
    expect(form.get('term')).toBe('1');
    expect((form.get('file') as File).name).toBe('signature.png');
  });

  it('throws a 450 refusal with the server’s message', async () => {
    const server = installFakeServer({ 'POST user.1001/eftphoto': { status: 450, json: { error: 1, message: 'Your photos are under review. You can send another one once we have reviewed them.' } } });
    installFakeXhr(server);
    const p = uploadDocument('user.1001/eftphoto', jpegFile());
    await expect(p).rejects.toBeInstanceOf(ProductError);
    await expect(p).rejects.toThrow('Your photos are under review. You can send another one once we have reviewed them.');
  });

  it('turns a transport failure into a NetworkError with the network text (PAY-038)', async () => {
    const server = installFakeServer({ 'POST user.1001/eftphoto': { networkError: 'offline' } });
    installFakeXhr(server);
    const p = uploadDocument('user.1001/eftphoto', jpegFile());
    await expect(p).rejects.toBeInstanceOf(NetworkError);
    await expect(p).rejects.toThrow("Either you don't have Internet access or our servers are unavailable. Please try again later.");
  });

  it('answers false for 433–435 and sends 401 to the login, like the client', async () => {
    const server = installFakeServer({ 'POST user.1001/eftphoto': { status: 434, json: { error: 1 } } });
    installFakeXhr(server);
    expect(await uploadDocument('user.1001/eftphoto', jpegFile())).toBe(false);
    server.routes['POST user.1001/eftphoto'] = { status: 401, json: {} };
    await expect(uploadDocument('user.1001/eftphoto', jpegFile())).rejects.toBeInstanceOf(RedirectingError);
    expect(browser.assign).toHaveBeenCalledWith(expect.stringContaining('/auth/login'));
  });

  it('keeps a renewed token from the answer', async () => {
    const server = installFakeServer({ 'POST user.1001/eftphoto': { json: { error: 0, success: true, message: 'ok', JRR: 'renewed' } } });
    installFakeXhr(server);
    await uploadDocument('user.1001/eftphoto', jpegFile());
    expect(getToken()).toBe('renewed');
  });

  it('stops on abort with an AbortError and reports nothing more', async () => {
    let release: () => void = () => {};
    const server = installFakeServer({ 'POST user.1001/eftphoto': () => new Promise((r) => (release = () => r(received))) });
    installFakeXhr(server);
    const controller = new AbortController();
    const progress: number[] = [];
    const p = uploadDocument('user.1001/eftphoto', jpegFile(), { signal: controller.signal, onProgress: (e) => progress.push(e.percent) });
    await vi.waitFor(() => expect(progress).toContain(100));
    controller.abort();
    release();
    await expect(p).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('computes whole percentages, 0 when the size is unknown', () => {
    expect(percentOf(0, 100)).toBe(0);
    expect(percentOf(333, 1000)).toBe(33);
    expect(percentOf(1000, 1000)).toBe(100);
    expect(percentOf(2000, 1000)).toBe(100);
    expect(percentOf(10, 0)).toBe(0);
  });
});
