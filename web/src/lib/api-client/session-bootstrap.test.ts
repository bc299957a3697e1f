// covers: PLAT-063, PLAT-064, PLAT-065, PLAT-067, PLAT-068, PLAT-069, PLAT-071, PLAT-072, PLAT-073
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../../test/fake-server';
import { browser } from '../browser';
import { NetworkError, ProductError, RedirectingError } from './errors';
import {
  TOKEN_RENEWAL_MS,
  bootstrapSession,
  exchangePi,
  renewToken,
  startTokenRenewal,
  takePiFromAddressBar,
} from './session-bootstrap';
import { getToken, setToken } from './token-store';

let href = 'http://localhost/ui/user/dashboard';
beforeEach(() => {
  href = 'http://localhost/ui/user/dashboard';
  vi.spyOn(browser, 'href').mockImplementation(() => href);
  vi.spyOn(browser, 'replaceUrl').mockImplementation((u) => {
    href = new URL(u, href).href;
  });
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});
afterEach(() => vi.useRealTimers());

describe('takePiFromAddressBar', () => {
  it('returns a valid pi and removes it from the address bar, keeping the rest', () => {
    href = 'http://localhost/ui/user/wifi?x=1&pi=abc.DEF%2B%3D&y=2#h';
    expect(takePiFromAddressBar()).toBe('abc.DEF+=');
    expect(browser.replaceUrl).toHaveBeenCalledWith('/ui/user/wifi?x=1&y=2#h');
  });

  it('also removes rc but keeps hw and seg for the registration page', () => {
    href = 'http://localhost/ui/register?pi=abcdef&rc=2&hw=AA:BB:CC:DD:EE:FF&seg=north';
    expect(takePiFromAddressBar()).toBe('abcdef');
    expect(href).toBe('http://localhost/ui/register?hw=AA%3ABB%3ACC%3ADD%3AEE%3AFF&seg=north');
  });

  it.each(['a', 'bad code', 'x'.repeat(513), ''])('removes but refuses pi=%j', (pi) => {
    href = `http://localhost/ui/?pi=${encodeURIComponent(pi)}`;
    expect(takePiFromAddressBar()).toBeNull();
    expect(href).toBe('http://localhost/ui/');
  });

  it('returns null and leaves the address alone without pi', () => {
    expect(takePiFromAddressBar()).toBeNull();
    expect(browser.replaceUrl).not.toHaveBeenCalled();
  });
});

describe('exchangePi (PLAT-069)', () => {
  it('stores the JRR of an error 0 answer', async () => {
    const server = installFakeServer({ 'GET ?pi': { json: { error: 0, JRR: 'tok' } } });
    await expect(exchangePi('code12')).resolves.toEqual({ accounts: null });
    expect(getToken()).toBe('tok');
    expect(server.calls[0]!.url.search).toBe('?pi=code12');
    expect(server.calls[0]!.headers.get('x-omicron')).toBeNull();
  });

  it.each([
    [{ status: 200, json: { error: 3, message: 'Code expired' } }, 'Code expired'],
    [{ status: 200, json: { error: 7 } }, 'Unknown Error[7]'],
    [{ status: 500, json: {} }, 'Strange API error'],
    [{ status: 450, json: { error: 1, message: 'x' } }, 'Strange API error'],
  ])('%j throws %s', async (answer, message) => {
    installFakeServer({ 'GET ?pi': answer });
    const e = await exchangePi('code12').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ProductError);
    expect((e as Error).message).toBe(message);
  });

  it('401 gives false', async () => {
    installFakeServer({ 'GET ?pi': { status: 401 } });
    await expect(exchangePi('code12')).resolves.toBeNull();
  });

  it("gives the login's accounts the new token came with, as me.1/associatedaccounts answers them", async () => {
    const item = { associatedAccounts: [1001, 1002], email: 'a@b.test', associatedAccountsProperties: {} };
    installFakeServer({ 'GET ?pi': { json: { error: 0, JRR: 'tok', associatedaccounts: [item] } } });
    await expect(exchangePi('code12')).resolves.toEqual({
      accounts: { error: 0, name: 'associatedaccounts', list: [item], zeroRows: false },
    });
  });

  it('a network failure is a network error', async () => {
    installFakeServer({ 'GET ?pi': { networkError: 'offline' } });
    await expect(exchangePi('code12')).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('bootstrapSession', () => {
  it('uses pi first', async () => {
    href = 'http://localhost/ui/user/dashboard?pi=code12';
    const server = installFakeServer({ 'GET ?pi': { json: { error: 0, JRR: 'from-pi' } } });
    setToken('stale');
    await bootstrapSession();
    expect(getToken()).toBe('from-pi');
    expect(server.calls).toHaveLength(1);
  });

  it('keeps a stored token without any call (and no accounts)', async () => {
    setToken('kept');
    const server = installFakeServer();
    await expect(bootstrapSession()).resolves.toEqual({ accounts: null });
    expect(server.calls).toHaveLength(0);
  });

  it('falls back to ph=a (SSO cookie) when pi gives false', async () => {
    href = 'http://localhost/ui/?pi=code12';
    const item = { associatedAccounts: [1001], email: 'a@b.test' };
    const server = installFakeServer({ 'GET ?pi': { status: 401 }, 'GET ?ph=a': { json: { JRR: 'sso', associatedaccounts: [item] } } });
    await expect(bootstrapSession()).resolves.toEqual({ accounts: { error: 0, name: 'associatedaccounts', list: [item], zeroRows: false } });
    expect(getToken()).toBe('sso');
    expect(server.calls[1]!.url.search).toBe('?ph=a&target=b');
  });

  // 204 is the server's 'no session' (docs/decisions.md); the others are kept from other servers.
  it.each([204, 401, 432, 500])('ph=a answering %i sends the browser to login', async (status) => {
    installFakeServer({ 'GET ?ph=a': { status } });
    await expect(bootstrapSession()).rejects.toBeInstanceOf(RedirectingError);
    expect(browser.assign).toHaveBeenCalledWith('/auth/login?r=myaccount&rc=1&rp=%2Fuser%2Fdashboard');
  });
});

describe('renewal', () => {
  it('GETs ph=b with the token and stores the new JRR', async () => {
    setToken('old');
    const server = installFakeServer({ 'GET ?ph=b': { json: { JRR: 'renewed' } } });
    await renewToken();
    expect(server.calls[0]!.url.search).toBe('?ph=b&target=b');
    expect(server.calls[0]!.headers.get('x-omicron')).toBe('old');
    expect(getToken()).toBe('renewed');
  });

  it('does nothing without a token', async () => {
    const server = installFakeServer();
    await renewToken();
    expect(server.calls).toHaveLength(0);
  });

  it('runs every 900,000 ms and reports a network failure with the renewal text', async () => {
    vi.useFakeTimers();
    setToken('old');
    const server = installFakeServer({ 'GET ?ph=b': { networkError: 'offline' } });
    const onError = vi.fn();
    const stop = startTokenRenewal(onError);
    await vi.advanceTimersByTimeAsync(TOKEN_RENEWAL_MS - 1);
    expect(server.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(1);
    expect(onError).toHaveBeenCalledWith('No Internet access or our servers are unavailable. Please try again later.');
    stop();
    await vi.advanceTimersByTimeAsync(TOKEN_RENEWAL_MS * 2);
    expect(server.calls).toHaveLength(1);
  });
});
