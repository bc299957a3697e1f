/**
 * The stored upgrade promo (NET-062, NET-063, decisions §26): per account in localStorage under
 * `upgradePromo.{user}`, JSON `{ offercode, upgradetext, expires }` with `expires` in epoch
 * seconds. The offer page stores it when the subscriber follows an offer into the app; the
 * upgrade wizard sends its code; an expired, malformed or refused ("Invalid offer") promo is
 * removed.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { readItem, removeItem, writeItem } from './storage';

export interface UpgradePromo {
  offercode: string;
  upgradetext: string;
  /** Epoch seconds. */
  expires: number;
}

/** The server's exact refusal of an unknown or expired offer code (NET-061), in English. */
export const INVALID_OFFER_MESSAGE = 'Invalid offer';

/**
 * The same refusal in each language the server writes it in (internal/i18n: package.invalidOffer),
 * since the server answers in the app's language.
 */
export const INVALID_OFFER_MESSAGES: readonly string[] = [INVALID_OFFER_MESSAGE, 'Offre non valide'];

/** Whether a refusal is the server's "Invalid offer" (in either language). */
export function isInvalidOfferMessage(message: string): boolean {
  return INVALID_OFFER_MESSAGES.includes(message.trim());
}

/** localStorage key of an account's promo. */
export function upgradePromoKey(user: number | string): string {
  return `upgradePromo.${user}`;
}

/** True when the promo has expired at nowMs (expires is in epoch seconds). */
export function isPromoExpired(promo: Pick<UpgradePromo, 'expires'>, nowMs: number): boolean {
  return nowMs >= promo.expires * 1000;
}

function parsePromo(raw: string | null): UpgradePromo | null {
  if (raw === null) return null;
  try {
    const o = JSON.parse(raw) as Record<string, unknown>;
    if (!o || typeof o !== 'object') return null;
    const expires = Number(o.expires);
    if (typeof o.offercode !== 'string' || o.offercode.trim() === '' || !Number.isFinite(expires)) return null;
    return { offercode: o.offercode, upgradetext: typeof o.upgradetext === 'string' ? o.upgradetext : '', expires };
  } catch {
    return null;
  }
}

/**
 * The account's promo while it is valid. An expired or unreadable one is removed from storage
 * and null is returned (NET-063).
 */
export function readUpgradePromo(user: number, nowMs: number = Date.now()): UpgradePromo | null {
  const key = upgradePromoKey(user);
  const raw = readItem('local', key);
  if (raw === null) return null;
  const promo = parsePromo(raw);
  if (promo === null || isPromoExpired(promo, nowMs)) {
    removeItem('local', key);
    return null;
  }
  return promo;
}

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Stores the account's promo (replacing any earlier one). */
export function storeUpgradePromo(user: number, promo: UpgradePromo): void {
  writeItem(
    'local',
    upgradePromoKey(user),
    JSON.stringify({ offercode: promo.offercode, upgradetext: promo.upgradetext, expires: promo.expires }),
  );
  emit();
}

/** Forgets the account's promo. */
export function removeUpgradePromo(user: number): void {
  removeItem('local', upgradePromoKey(user));
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith('upgradePromo.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Longest delay setTimeout accepts. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * The account's valid promo (React hook): follows writes from this tab and others, removes an
 * expired one from storage and disappears at the moment it expires.
 */
export function useUpgradePromo(user: number): UpgradePromo | null {
  const raw = useSyncExternalStore(
    subscribe,
    () => readItem('local', upgradePromoKey(user)),
    () => null,
  );
  const [now, setNow] = useState(() => Date.now());
  const parsed = parsePromo(raw);
  const valid = parsed !== null && !isPromoExpired(parsed, now) ? parsed : null;
  const expires = valid?.expires ?? null;
  useEffect(() => {
    if (raw === null) return;
    if (expires === null) {
      removeUpgradePromo(user); // expired or unreadable (NET-063)
      return;
    }
    const id = setTimeout(() => setNow(Date.now()), Math.min(Math.max(expires * 1000 - Date.now(), 0) + 1, MAX_TIMEOUT_MS));
    return () => clearTimeout(id);
  }, [raw, expires, user]);
  return valid;
}
