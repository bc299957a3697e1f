import { readItem, storageKeys, writeItem } from '../../lib/storage';

/**
 * The forwarding promo's rules (platform spec §4 "Forwarding promo dialog", PLAT-160…163,
 * decisions §12): shown when any service e-mail has forwarding on, unless it was dismissed in
 * this browser session ('Remind me later') or accepted ('Let's go') within the last 7 days.
 */

/** The promo stays away this long after 'Let's go' (platform spec §9). */
export const PROMO_SUPPRESS_MS = 7 * 24 * 60 * 60 * 1000;

/** sessionStorage flag set by 'Remind me later'. */
export const PROMO_DISMISSED_KEY = 'fwdDialogDismissed';

/** The stored promo values: the session dismissal and the acceptance date, as stored (or null). */
export interface PromoStorage {
  dismissed: string | null;
  accepted: string | null;
}

/** The acceptance date in ms: an ISO date or epoch milliseconds; null when unset or unreadable. */
export function parseAcceptance(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const n = /^\d+$/.test(raw.trim()) ? Number(raw) : Date.parse(raw);
  return Number.isFinite(n) ? n : null;
}

/** Whether the promo shows for these service e-mails at `now`. */
export function shouldShowForwardingPromo(
  emails: ReadonlyArray<{ forwarding: boolean }> | null | undefined,
  now: number | Date,
  storage: PromoStorage,
): boolean {
  if (!emails || !emails.some((e) => e.forwarding === true)) return false;
  if (storage.dismissed !== null && storage.dismissed !== '' && storage.dismissed !== 'false') return false;
  const accepted = parseAcceptance(storage.accepted);
  const t = typeof now === 'number' ? now : now.getTime();
  if (accepted !== null && t - accepted >= 0 && t - accepted < PROMO_SUPPRESS_MS) return false;
  return true;
}

/** Reads the promo values from browser storage. */
export function readPromoStorage(): PromoStorage {
  return {
    dismissed: readItem('session', PROMO_DISMISSED_KEY),
    accepted: readItem('local', storageKeys.acceptedFwdDialog),
  };
}

/** 'Remind me later': dismissed for this session (PLAT-161). */
export function dismissPromoForSession(): void {
  writeItem('session', PROMO_DISMISSED_KEY, 'true');
}

/** 'Let's go': stores the acceptance date (PLAT-162). */
export function acceptPromo(now: Date = new Date()): void {
  writeItem('local', storageKeys.acceptedFwdDialog, now.toISOString());
}
