import { translate } from '../../i18n/i18n';
import { browser } from '../browser';
import { redirectToLogin } from '../identity/login-redirect';
import { isValidPi } from '../validators';
import { API_PATH, fetchOrNetworkError, languageHeaders, type ApiAnswer } from './api-client';
import { NetworkError, ProductError } from './errors';
import { getToken, setToken } from './token-store';

/** Renewal period of the session token: 15 minutes (PLAT-071). */
export const TOKEN_RENEWAL_MS = 900_000;

/** The answer of a token request: a new session's also carries the login's accounts (docs/decisions.md). */
type TokenAnswer = ApiAnswer & { associatedaccounts?: unknown };

async function json(res: Response): Promise<TokenAnswer> {
  try {
    return (await res.json()) as TokenAnswer;
  } catch {
    return {};
  }
}

/**
 * A session's start, its token stored: accounts is the login's accounts as me.1/associatedaccounts
 * answers them, when the new token came with them, so the app need not ask (null otherwise: a
 * token kept from before, or a server that does not send them).
 */
export interface SessionStart {
  accounts: ApiAnswer | null;
}

/** The start of a new session whose token answer is body. */
function newSession(body: TokenAnswer): SessionStart {
  const list = body.associatedaccounts;
  return { accounts: Array.isArray(list) ? { error: 0, name: 'associatedaccounts', list, zeroRows: list.length === 0 } : null };
}

/**
 * Reads 'pi' from the address bar and removes it (and 'rc') from there (history.replaceState), so
 * the one-time code is neither bookmarked nor reused; hw and seg stay for the registration page. Returns it only when it is well formed
 * (PLAT-065).
 */
export function takePiFromAddressBar(): string | null {
  const url = new URL(browser.href());
  if (!url.searchParams.has('pi')) return null;
  const pi = url.searchParams.get('pi');
  url.searchParams.delete('pi');
  // The identity service carries the redirect count back too; the app keeps its own count.
  url.searchParams.delete('rc');
  browser.replaceUrl(`${url.pathname}${url.search}${url.hash}`);
  return isValidPi(pi) ? pi : null;
}

/**
 * GET /api?pi=CODE: exchanges the identity service's one-time code for a session token.
 * The session's start with the token stored; null on 401; throws the server's message,
 * 'Unknown Error[code]' or 'Strange API error' otherwise (PLAT-067, PLAT-069).
 */
export async function exchangePi(pi: string): Promise<SessionStart | null> {
  const res = await fetchOrNetworkError(`${API_PATH}?pi=${encodeURIComponent(pi)}`, {
    headers: { Accept: 'application/json', ...languageHeaders() },
    credentials: 'same-origin',
  });
  if (res.status === 401) return null;
  if (res.status !== 200) throw new ProductError(translate('errors.strangeApi'), res.status);
  const body = await json(res);
  if (body.error === 0) {
    if (typeof body.JRR === 'string' && body.JRR.length > 0) {
      setToken(body.JRR);
      return newSession(body);
    }
    return null;
  }
  if (body.message) throw new ProductError(body.message);
  throw new ProductError(translate('errors.unknownBootstrap', { code: String(body.error) }));
}

/**
 * GET /api?ph=a&target=b: asks for a token on the strength of the identity service's SSO cookie.
 * Without an SSO session the server answers 204 (no content: not an error, so the browser logs
 * nothing on a first visit; docs/decisions.md). Any status above 200 (or a 200 without a token)
 * sends the browser to the login (PLAT-068).
 */
export async function checkSsoSession(): Promise<SessionStart> {
  const res = await fetchOrNetworkError(`${API_PATH}?ph=a&target=b`, {
    headers: { Accept: 'application/json', ...languageHeaders() },
    credentials: 'same-origin',
  });
  if (res.status === 200) {
    const body = await json(res);
    if (typeof body.JRR === 'string' && body.JRR.length > 0) {
      setToken(body.JRR);
      return newSession(body);
    }
  }
  redirectToLogin();
}

/**
 * Makes sure the tab holds a session token: the pi of the address bar first, then the token
 * already stored, then the SSO cookie, then the identity login.
 */
export async function bootstrapSession(): Promise<SessionStart> {
  const pi = takePiFromAddressBar();
  const fromPi = pi ? await exchangePi(pi) : null;
  if (fromPi) return fromPi;
  if (!pi && getToken()) return { accounts: null };
  return checkSsoSession();
}

/**
 * GET /api?ph=b&target=b with the stored token; a 200 answer's JRR replaces it (PLAT-071/072).
 * A network failure throws NetworkError with the renewal text (PLAT-073); 401/432 go to login.
 */
export async function renewToken(): Promise<void> {
  const token = getToken();
  if (!token) return;
  let res: Response;
  try {
    res = await fetch(`${API_PATH}?ph=b&target=b`, {
      headers: { 'x-omicron': token, Accept: 'application/json', ...languageHeaders() },
      credentials: 'same-origin',
    });
  } catch {
    throw new NetworkError(translate('errors.renewalNetwork'));
  }
  if (res.status === 200) {
    const body = await json(res);
    if (typeof body.JRR === 'string' && body.JRR.length > 0) setToken(body.JRR);
    return;
  }
  if (res.status === 401 || res.status === 432) redirectToLogin();
}

/**
 * Renews the token every TOKEN_RENEWAL_MS until the returned stop function is called;
 * onError receives the message to show (network failure).
 */
export function startTokenRenewal(onError: (message: string) => void): () => void {
  const id = setInterval(() => {
    renewToken().catch((e: unknown) => {
      if (e instanceof NetworkError || e instanceof ProductError) onError(e.message);
    });
  }, TOKEN_RENEWAL_MS);
  return () => clearInterval(id);
}
