/**
 * The phone package the phone pages show (PHONE-003): chosen once with the selector and kept for
 * the account in this tab (sessionStorage `phonePackage.{account}`), so every phone page opens on
 * the same package. An id that is no longer one of the account's packages falls back to the first.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { readItem, writeItem } from '../../lib/storage';

/** The sessionStorage key of an account's chosen phone package. */
export const selectedPackageKey = (user: number) => `phonePackage.${user}`;

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored choice of an account, or null. */
export function readSelectedPackage(user: number): number | null {
  const raw = readItem('session', selectedPackageKey(user));
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Stores an account's choice and tells the pages that show it. */
export function writeSelectedPackage(user: number, packageId: number): void {
  writeItem('session', selectedPackageKey(user), String(packageId));
  listeners.forEach((l) => l());
}

/** The package id to show among `ids` (the stored choice when it is one of them, else the first) and the setter. */
export function useSelectedPackage(user: number, ids: readonly number[]): [number | null, (id: number) => void] {
  const stored = useSyncExternalStore(
    subscribe,
    () => readSelectedPackage(user),
    () => readSelectedPackage(user),
  );
  const select = useCallback((id: number) => writeSelectedPackage(user, id), [user]);
  const chosen = stored !== null && ids.includes(stored) ? stored : (ids[0] ?? null);
  return [chosen, select];
}
