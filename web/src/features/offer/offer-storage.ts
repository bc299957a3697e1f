/**
 * How a subscriber arrives at an offer (MISC-001, MISC-007, MISC-008, decisions §13 and §26).
 *
 * The provider's mail or web site links to any app address with `?offercode=CODE`, e.g.
 * `https://myaccount.example/ui/?offercode=FIBER500`. When the app starts (main.tsx, before the
 * sign-in, which does not carry the query string through the identity service) the code is kept
 * in localStorage `offercode`, the `of` flag is set and the parameter leaves the address bar.
 * With `of` set the landing rules send the subscriber to /user/offer, which queries the offer,
 * keeps its code as `previousOffer` once shown and clears `of`. A code the server does not know
 * (or that has expired) is cleared from `offercode`.
 */
import { clearFlag, readItem, removeItem, setFlag, storageKeys, writeItem } from '../../lib/storage';

/** localStorage keys of the offer (decisions §26). */
export const offerStorageKeys = {
  offercode: 'offercode',
  previousOffer: 'previousOffer',
} as const;

/** The query parameter an offer link carries. */
export const OFFER_LINK_PARAM = 'offercode';

/** An offer code as links may carry it: 1–64 letters, digits, '-' or '_'. */
export function isValidOfferCode(code: unknown): code is string {
  return typeof code === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(code);
}

/** The offer code waiting to be shown (from the last link), or null. */
export function readOfferCode(): string | null {
  const v = readItem('local', offerStorageKeys.offercode);
  return isValidOfferCode(v) ? v : null;
}

/** Forgets the waiting offer code (a failed query, MISC-007). */
export function clearOfferCode(): void {
  removeItem('local', offerStorageKeys.offercode);
}

/** The code of the offer shown last, or null. */
export function readPreviousOffer(): string | null {
  const v = readItem('local', offerStorageKeys.previousOffer);
  return isValidOfferCode(v) ? v : null;
}

/** Remembers the offer just shown. */
export function storePreviousOffer(code: string): void {
  writeItem('local', offerStorageKeys.previousOffer, code);
}

/** Clears the `of` flag: the offer has been shown, landing goes back to its usual rules. */
export function clearOfferFlag(): void {
  clearFlag(storageKeys.offerFlag);
}

/**
 * Takes an offer link's code from an address: a valid one is stored as `offercode` and sets
 * `of`. Returns the address without the parameter (null when it had none), for the caller to
 * put in the address bar.
 */
export function takeOfferFromUrl(href: string): { code: string | null; cleaned: string | null } {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { code: null, cleaned: null };
  }
  if (!url.searchParams.has(OFFER_LINK_PARAM)) return { code: null, cleaned: null };
  const raw = url.searchParams.get(OFFER_LINK_PARAM)?.trim() ?? '';
  url.searchParams.delete(OFFER_LINK_PARAM);
  const cleaned = `${url.pathname}${url.search}${url.hash}`;
  if (!isValidOfferCode(raw)) return { code: null, cleaned };
  writeItem('local', offerStorageKeys.offercode, raw);
  setFlag(storageKeys.offerFlag);
  return { code: raw, cleaned };
}

/** main.tsx: keeps the offer link's code of the address the app was opened with. */
export function captureOfferLink(): void {
  try {
    const { cleaned } = takeOfferFromUrl(window.location.href);
    if (cleaned !== null) window.history.replaceState(window.history.state, '', cleaned);
  } catch {
    /* no window (tests, workers): nothing to capture */
  }
}

/**
 * Where an offer's button leads: an app path under /ui (`/user/package`, `/ui/user/package` or a
 * full address of this app) as `{ app: '/user/package' }`, any other http(s) address as
 * `{ external }`, anything else null (no button).
 */
export function offerDestination(redirecturl: string, origin: string): { app: string } | { external: string } | null {
  const raw = redirecturl.trim();
  if (raw === '') return null;
  if (raw.startsWith('/') && !raw.startsWith('//')) {
    if (raw === '/ui' || raw.startsWith('/ui?')) return { app: `/${raw.slice(3)}` };
    if (raw.startsWith('/ui/')) return { app: raw.slice(3) };
    return { app: raw };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin === origin && (url.pathname === '/ui' || url.pathname.startsWith('/ui/'))) {
    return { app: `${url.pathname.slice(3) || '/'}${url.search}${url.hash}` };
  }
  return { external: url.href };
}
