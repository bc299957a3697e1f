import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, decodeObject, type SchemaOf } from '../../../lib/api-client';
import { targetQueryKey, userTarget } from '../../../lib/target';
import type { BroadbandPackage } from '../package-rules';
import { PackageSchema } from './package-schema';

/** The current package with when it last changed (NET-047). */
export interface CurrentBroadband extends BroadbandPackage {
  /** Epoch ms of the last package change (0 when unknown). */
  changed_at: number;
  /** Epoch ms from which a downgrade is allowed: changed_at + 30 days (NET-005). */
  downgrade_allowed_at: number;
}

/** currentbroadband's object (Go currentPackage): a package and when it last changed. */
export const CurrentBroadbandSchema = v.object({
  ...PackageSchema.entries,
  changed_at: v.optional(v.number(), 0),
  downgrade_allowed_at: v.optional(v.number(), 0),
}) satisfies SchemaOf<CurrentBroadband>;

export const currentBroadbandTarget = (user: number) => userTarget(user, 'currentbroadband');

/** GET user.{id}/currentbroadband; null when the account has no broadband (434). */
export async function fetchCurrentBroadband(user: number, signal?: AbortSignal): Promise<CurrentBroadband | null> {
  const answer = await apiGet(currentBroadbandTarget(user), { signal });
  if (answer === false) return null;
  return decodeObject(answer, v.nullish(CurrentBroadbandSchema)) ?? null;
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
