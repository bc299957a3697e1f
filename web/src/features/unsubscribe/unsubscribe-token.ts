/** What an unsubscribe token's first part vouches for (platform spec §3, PLAT-166). */
export interface UnsubscribePayload {
  email: string;
  /** [key, display name] pairs; the name is what the page shows (PLAT-168). */
  subscriptions: { key: string; name: string }[];
}

function base64UrlToBytes(part: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(part)) return null;
  const b64 = part.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
  try {
    const bin = atob(padded);
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/**
 * Decodes the first part of a token, `base64url(JSON {email, subscriptions})` "." signature
 * (api.md "Guest calls"). Returns null unless it decodes and holds an e-mail and a non-empty
 * list of [key, name] pairs (PLAT-166). The signature is the server's business, not checked here.
 */
export function decodeUnsubscribeToken(token: string | null | undefined): UnsubscribePayload | null {
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return null;
  const first = token.split('.')[0] ?? '';
  const bytes = base64UrlToBytes(first);
  if (!bytes) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const { email, subscriptions } = raw as Record<string, unknown>;
  if (typeof email !== 'string' || email.trim() === '') return null;
  if (!Array.isArray(subscriptions) || subscriptions.length === 0) return null;
  const subs: UnsubscribePayload['subscriptions'] = [];
  for (const pair of subscriptions) {
    if (!Array.isArray(pair) || pair.length < 2) return null;
    const [key, name] = pair as unknown[];
    if (typeof name !== 'string' || name.trim() === '') return null;
    subs.push({ key: String(key ?? ''), name });
  }
  return { email: email.trim(), subscriptions: subs };
}
