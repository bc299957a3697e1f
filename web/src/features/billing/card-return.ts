/**
 * The card path's round trip (PAY-017…020, PAY-028/029): before leaving for the gateway's page the
 * app keeps the session's id and token in sessionStorage (this tab only); the page sends the
 * browser back to /ui/user/autopayment?result=…&cctoken=…&session=…&message=… (or the native app
 * hands the same link over, lib/deep-link). Reading the return takes the kept session out of
 * storage, so a return is posted once: a reload, a second tab or a replayed link finds nothing to
 * post with, and the page also removes the return from the address bar.
 */
import { parseAutopaymentLink } from '../../lib/deep-link';
import { readItem, removeItem, writeItem } from '../../lib/storage';

/** sessionStorage key of the open card session. */
export const CARD_SESSION_KEY = 'autopaymentCardSession';

/** What is kept while the browser is on the gateway's page. */
export interface StoredCardSession {
  /** The card session's id (cctoken.{id}). */
  id: number;
  /** The gateway's session token, posted back with the card token. */
  sessiontoken: string;
  /** The account the session was opened for. */
  user: number;
}

/** Keeps the open session for the return (PAY-028). */
export function rememberCardSession(session: StoredCardSession): void {
  writeItem('session', CARD_SESSION_KEY, JSON.stringify(session));
}

/** The kept session, removed from storage (null when there is none or it is unreadable). */
export function takeCardSession(): StoredCardSession | null {
  const raw = readItem('session', CARD_SESSION_KEY);
  removeItem('session', CARD_SESSION_KEY);
  if (!raw) return null;
  try {
    const s = JSON.parse(raw) as Partial<StoredCardSession>;
    if (typeof s.id === 'number' && typeof s.sessiontoken === 'string' && s.sessiontoken !== '' && typeof s.user === 'number') {
      return { id: s.id, sessiontoken: s.sessiontoken, user: s.user };
    }
  } catch {
    /* unreadable: as if there were none */
  }
  return null;
}

/** The results the page knows (PAY-017). */
export type CardResult = 'approved' | 'denied' | 'cancelled';

/** A return from the gateway's page. */
export interface CardReturn {
  /** approved, denied, cancelled, or what else the page sent (lower case). */
  result: string;
  /** The card token of an approved card, or null. */
  cctoken: string | null;
  /** The card session's id the page names, or null. */
  session: number | null;
  /** The page's message ('' when none). */
  message: string;
}

/** The query parameters of a return, removed from the address once read. */
export const RETURN_PARAMS = ['result', 'cctoken', 'session', 'message'] as const;

/** Reads a return from the page's query; null when the query is not one. */
export function readCardReturn(search: string): CardReturn | null {
  const link = parseAutopaymentLink(search);
  if (!link) return null;
  const raw = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('session');
  const session = raw !== null && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : null;
  return { result: link.result, cctoken: link.cardToken, session, message: link.message };
}

/** The query without the return's parameters ('' or '?…'), so a reload does not see it again. */
export function withoutReturnParams(search: string): string {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  for (const p of RETURN_PARAMS) q.delete(p);
  const rest = q.toString();
  return rest ? `?${rest}` : '';
}

/** What to do with an approved return: post it, or say why it cannot be. */
export type CardSavePlan =
  | { ok: true; save: { user: number; id: number; sessiontoken: string; cctoken: string } }
  | { ok: false; reason: 'noSession' | 'otherSession' };

/**
 * Plans the post of an approved return (PAY-020, PAY-029) from the kept session: without one (a
 * reload after the post, another tab, a replayed link) or for another session than the one the
 * page names, nothing is posted.
 */
export function planCardSave(ret: CardReturn, stored: StoredCardSession | null): CardSavePlan {
  if (!stored) return { ok: false, reason: 'noSession' };
  if (ret.session !== null && ret.session !== stored.id) return { ok: false, reason: 'otherSession' };
  return { ok: true, save: { user: stored.user, id: stored.id, sessiontoken: stored.sessiontoken, cctoken: ret.cctoken ?? '' } };
}
