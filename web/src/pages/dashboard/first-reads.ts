/**
 * The dashboard's first reads: its cards wait for the usage and the package (dashboard-page.tsx).
 * Asked by the start while the menu's reads are (routes.ts) and, after a switch of account, by
 * the page itself; an answer already in the cache is kept and a read in flight is joined.
 */
import type { QueryClient } from '@tanstack/react-query';
import { broadbandTrafficQuery } from '../../features/dashboard/api/get-broadband-traffic';
import { currentBroadbandQuery } from '../../features/package/api/get-current-broadband';

/** The query keys of an account's first reads. */
export function firstReadKeys(user: number): readonly (readonly unknown[])[] {
  return [broadbandTrafficQuery(user).queryKey, currentBroadbandQuery(user).queryKey];
}

/** Asks an account's first reads unless answered; a failure is left to the card that shows it. */
export function askFirstReads(queryClient: QueryClient, user: number): void {
  queryClient.ensureQueryData(broadbandTrafficQuery(user)).catch(() => {});
  queryClient.ensureQueryData(currentBroadbandQuery(user)).catch(() => {});
}
