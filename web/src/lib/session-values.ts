import { useSyncExternalStore } from 'react';
import { readItem, removeItem, storageKeys, writeItem } from './storage';

/**
 * Values the client keeps about the session (platform spec §3, PLAT-192/193), persisted in
 * localStorage. Server data is not kept here: it lives in TanStack Query.
 * contractor, clockedin and adjunct are inert defaults.
 */
export interface SessionValues {
  /** Active contact id, or null before the first start. */
  user: number | null;
  email: string;
  hw: string;
  adjunct: boolean;
  contractor: boolean;
  clockedin: boolean;
  isVip: boolean;
  hasPreinstall: boolean;
}

/** The values of a fresh session. */
export const defaultSessionValues: SessionValues = Object.freeze({
  user: null,
  email: '',
  hw: '',
  adjunct: false,
  contractor: false,
  clockedin: false,
  isVip: false,
  hasPreinstall: false,
});

const listeners = new Set<() => void>();
let cache: SessionValues | null = null;

function load(): SessionValues {
  const raw = readItem('local', storageKeys.session);
  if (!raw) return defaultSessionValues;
  try {
    const parsed = JSON.parse(raw) as Partial<SessionValues>;
    const user = typeof parsed.user === 'number' && Number.isFinite(parsed.user) ? parsed.user : null;
    return { ...defaultSessionValues, ...parsed, user };
  } catch {
    return defaultSessionValues;
  }
}

/** The current session values. */
export function getSessionValues(): SessionValues {
  cache ??= load();
  return cache;
}

/** Merges a change into the session values and notifies subscribers. */
export function updateSessionValues(change: Partial<SessionValues>): void {
  const next = { ...getSessionValues(), ...change };
  cache = next;
  writeItem('local', storageKeys.session, JSON.stringify(next));
  listeners.forEach((l) => l());
}

/** Clears the session values (logout: "clear the local store"). */
export function clearSessionValues(): void {
  cache = defaultSessionValues;
  removeItem('local', storageKeys.session);
  listeners.forEach((l) => l());
}

/** Re-reads storage (tests, other tabs). */
export function reloadSessionValues(): void {
  cache = null;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** React hook over the session values. */
export function useSessionValues(): SessionValues {
  return useSyncExternalStore(subscribe, getSessionValues, getSessionValues);
}
