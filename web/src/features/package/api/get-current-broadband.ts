import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../lib/api-client';
import { targetQueryKey, userTarget } from '../../../lib/target';
import type { BroadbandPackage } from '../package-rules';
import { toNumber, toPackage } from './parse';

/** The current package with when it last changed (NET-047). */
export interface CurrentBroadband extends BroadbandPackage {
  /** Epoch ms of the last package change (0 when unknown). */
  changed_at: number;
  /** Epoch ms from which a downgrade is allowed: changed_at + 30 days (NET-005). */
  downgrade_allowed_at: number;
}

export const currentBroadbandTarget = (user: number) => userTarget(user, 'currentbroadband');

/** GET user.{id}/currentbroadband; null when the account has no broadband (434). */
export async function fetchCurrentBroadband(user: number, signal?: AbortSignal): Promise<CurrentBroadband | null> {
  const answer = await apiGet<ApiAnswer>(currentBroadbandTarget(user), { signal });
  if (answer === false || !answer.object || typeof answer.object !== 'object') return null;
  const o = answer.object as Record<string, unknown>;
  return { ...toPackage(o), changed_at: toNumber(o.changed_at), downgrade_allowed_at: toNumber(o.downgrade_allowed_at) };
}

export const currentBroadbandQuery = (user: number) =>
  queryOptions({
    queryKey: targetQueryKey(currentBroadbandTarget(user)),
    queryFn: ({ signal }) => fetchCurrentBroadband(user, signal),
  });

/** The account's current package, refreshed like every view. */
export function useCurrentBroadband(user: number) {
  return useQuery(currentBroadbandQuery(user));
}
