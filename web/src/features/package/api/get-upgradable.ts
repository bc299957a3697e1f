import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, decodeList } from '../../../lib/api-client';
import { targetQueryKey, userTarget } from '../../../lib/target';
import type { BroadbandPackage } from '../package-rules';
import { PackageSchema } from './package-schema';

export const upgradableTarget = (user: number) => userTarget(user, 'upgradable');

/** GET user.{id}/upgradable: the packages the account can upgrade to, cheapest first (NET-048). */
export async function fetchUpgradable(user: number, signal?: AbortSignal): Promise<BroadbandPackage[]> {
  const answer = await apiGet(upgradableTarget(user), { signal });
  if (answer === false) return [];
  return decodeList(answer, PackageSchema);
}

export const upgradableQuery = (user: number) =>
  queryOptions({
    queryKey: targetQueryKey(upgradableTarget(user)),
    queryFn: ({ signal }) => fetchUpgradable(user, signal),
  });

/** The upgradable packages. */
export function useUpgradable(user: number) {
  return useQuery(upgradableQuery(user));
}
