/**
 * Native-app deep links (platform spec §2 "Native-app deep links"; PLAT-145…147).
 *
 * The native shell receives links such as
 *   https://myaccount.provider.ca/user/autopayment?result=approved&message={"cctoken":"…"}
 * and hands them to the web app by dispatching a window event:
 *   window.dispatchEvent(new CustomEvent('myaccount:deeplink', { detail: { url } }))
 * The app keeps the path after the country-domain suffix (/user/autopayment plus its query),
 * closes the in-app browser, navigates there and reloads. deep-link-listener.ts listens for the
 * event from the start and loads this module with the first link.
 */
import { APP_BASE, isAppPath, pathUnderBase } from './app-base';

/** Where a deep link leads inside the app. */
export interface DeepLinkTarget {
  /** App path without the /ui base: '/user/autopayment'. */
  path: string;
  /** Its query, with the '?' when not empty. */
  search: string;
  /** path + search. */
  href: string;
}

const SCHEME_RE = /^([a-z][a-z0-9+.-]*):/i;
const UNSAFE_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'blob', 'file', 'about']);

/**
 * The in-app target of a deep link: the path after the host (the country-domain suffix, e.g.
 * '.ca') with its query; the /ui base is dropped when the link carries it. Null for an empty or
 * unusable link.
 */
export function deepLinkTarget(link: string): DeepLinkTarget | null {
  const raw = link.trim();
  if (raw === '') return null;
  const scheme = SCHEME_RE.exec(raw)?.[1]?.toLowerCase();
  if (scheme && UNSAFE_SCHEMES.has(scheme)) return null;
  let url: URL;
  try {
    if (/^\/(?!\/)/.test(raw)) url = new URL(raw, 'https://app.invalid'); // already a path
    else url = new URL(scheme && raw.slice(scheme.length + 1).startsWith('//') ? raw : `https://${raw.replace(/^\/+/, '')}`);
  } catch {
    return null;
  }
  if (!url.hostname) return null;
  let path = url.pathname.replace(/\/{2,}/g, '/');
  if (path === '' || !path.startsWith('/')) path = `/${path}`;
  if (isAppPath(path)) path = pathUnderBase(path);
  const search = url.search === '?' ? '' : url.search;
  return { path, search, href: path + search };
}

/** Result of the card provider's page, carried by the autopayment deep link (PLAT-146, PAY-017). */
export interface AutopaymentLinkResult {
  /** 'approved', 'cancelled', 'denied' (lower case), or what the provider sent. */
  result: string;
  /** The message text to show ('' when none). */
  message: string;
  /** The card token to post (PAY-029), or null. */
  cardToken: string | null;
  /** The message JSON as parsed, or null when it was not JSON. */
  details: Record<string, unknown> | null;
}

const TOKEN_KEYS = ['cctoken', 'ccToken', 'cardToken', 'cardtoken', 'token'];
const TEXT_KEYS = ['message', 'msg', 'text', 'description'];

function firstString(o: Record<string, unknown>, keys: string[]): string | null {
  for (const k of keys) {
    const v = o[k];
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  }
  return null;
}

/**
 * Reads the autopayment link's query: result and the message JSON with the card token. Null when
 * the query has no result.
 */
export function parseAutopaymentLink(search: string | URLSearchParams): AutopaymentLinkResult | null {
  const params = typeof search === 'string' ? new URLSearchParams(search.startsWith('?') ? search.slice(1) : search) : search;
  const result = params.get('result')?.trim().toLowerCase();
  if (!result) return null;
  const rawMessage = params.get('message') ?? '';
  let details: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(rawMessage);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) details = parsed as Record<string, unknown>;
    else if (typeof parsed === 'string') return { result, message: parsed, cardToken: params.get('cctoken'), details: null };
  } catch {
    /* not JSON: the message is plain text */
  }
  if (!details) return { result, message: rawMessage.trim(), cardToken: params.get('cctoken') || null, details: null };
  return {
    result,
    message: firstString(details, TEXT_KEYS) ?? '',
    cardToken: firstString(details, TOKEN_KEYS) ?? (params.get('cctoken') || null),
    details,
  };
}

/** What handling a deep link does; injected so it can be tested and used by the native shell. */
export interface DeepLinkActions {
  closeInAppBrowser: () => void;
  /** Goes to an app path (without the /ui base). */
  navigate: (href: string) => void;
  reload: () => void;
}

/**
 * Handles a deep link (PLAT-147): closes the in-app browser, navigates to the link's path and
 * reloads. Returns the target, or null (nothing done) for an unusable link.
 */
export function handleDeepLink(link: string, actions: DeepLinkActions): DeepLinkTarget | null {
  const target = deepLinkTarget(link);
  if (!target) return null;
  try {
    actions.closeInAppBrowser();
  } catch {
    /* an already closed browser must not stop the navigation */
  }
  actions.navigate(target.href);
  actions.reload();
  return target;
}

/** The in-app browser the app opened last (the card payment page, PAY-028), to close on return. */
let inAppBrowserCloser: (() => void) | null = null;

/** Whoever opens an in-app browser registers how to close it; null clears it. */
export function setInAppBrowserCloser(close: (() => void) | null): void {
  inAppBrowserCloser = close;
}

interface NativeBridge {
  closeInAppBrowser?: () => void;
}

/** The browser's actions: close the registered in-app browser, push the /ui path, reload. */
export const browserDeepLinkActions: DeepLinkActions = {
  closeInAppBrowser: () => {
    const close = inAppBrowserCloser;
    inAppBrowserCloser = null;
    if (close) close();
    else (window as Window & { myAccountNative?: NativeBridge }).myAccountNative?.closeInAppBrowser?.();
  },
  navigate: (href) => window.history.pushState(null, '', APP_BASE + href),
  reload: () => window.location.reload(),
};
