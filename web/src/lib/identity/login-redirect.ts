import { pathUnderBase } from '../app-base';
import { browser } from '../browser';
import { ProductError, RedirectingError } from '../api-client/errors';
import { readItem, removeItem, storageKeys, writeItem } from '../storage';
import { isValidHw } from '../validators';
import { translate } from '../../i18n/i18n';

/** Login redirects allowed in a row before 'Too many redirects' (platform spec §9). */
export const MAX_LOGIN_REDIRECTS = 5;
/** The name the identity service knows this product by (PLAT-076). */
export const IDENTITY_CLIENT = 'myaccount';

/** What the identity service needs to send the subscriber back. */
export interface LoginRedirectParams {
  /** Redirects made in a row, including this one. */
  count: number;
  /** Path under /ui to come back to, e.g. /user/dashboard. */
  path: string;
  /** Device hardware address; dropped unless six colon-separated hex pairs. */
  hw?: string | null;
  /** Network segment from the registration link. */
  seg?: string | null;
}

/** Builds /auth/login?r=myaccount&rc=N&rp=PATH[&hw=..][&seg=..] (PLAT-075). */
export function buildLoginUrl(p: LoginRedirectParams): string {
  const q = new URLSearchParams();
  q.set('r', IDENTITY_CLIENT);
  q.set('rc', String(p.count));
  q.set('rp', p.path.startsWith('/') ? p.path : `/${p.path}`);
  if (isValidHw(p.hw)) q.set('hw', p.hw);
  if (p.seg) q.set('seg', p.seg);
  return `/auth/login?${q.toString()}`;
}

/** Redirects made in a row so far (kept across the redirects in sessionStorage). */
export function getRedirectCount(): number {
  const n = Number.parseInt(readItem('session', storageKeys.redirectCount) ?? '0', 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** Forgets the redirect count: called after a successful start. */
export function resetRedirectCount(): void {
  removeItem('session', storageKeys.redirectCount);
}

/**
 * Sends the browser to the identity login, carrying where to come back to and the device
 * parameters of the current address. Throws RedirectingError so the caller stops; after
 * MAX_LOGIN_REDIRECTS in a row it throws ProductError('Too many redirects') instead
 * (PLAT-091).
 */
export function redirectToLogin(href: string = browser.href()): never {
  const count = getRedirectCount();
  if (count >= MAX_LOGIN_REDIRECTS) {
    throw new ProductError(translate('errors.tooManyRedirects'));
  }
  const url = new URL(href, 'http://localhost');
  const next = count + 1;
  writeItem('session', storageKeys.redirectCount, String(next));
  browser.assign(
    buildLoginUrl({
      count: next,
      path: pathUnderBase(url.pathname),
      hw: url.searchParams.get('hw'),
      seg: url.searchParams.get('seg'),
    }),
  );
  throw new RedirectingError();
}
