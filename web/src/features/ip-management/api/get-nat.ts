import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, decodeObject, UnavailableError } from '../../../lib/api-client';
import { targetQueryKey, userTarget } from '../../../lib/target';

/** user.{id}/isnaton */
export function natTarget(user: number): string {
  return userTarget(user, 'isnaton');
}

/** isnaton's object: { nat }. */
export const NatSchema = v.object({ nat: v.optional(v.boolean(), false) });

/** GET user.{id}/isnaton (IP-011): whether the account's radio uses NAT. */
export async function fetchNat(user: number, signal?: AbortSignal): Promise<boolean> {
  const target = natTarget(user);
  const answer = await apiGet(target, { signal });
  if (answer === false) throw new UnavailableError(target);
  return decodeObject(answer, NatSchema).nat;
}

export const natQuery = (user: number) =>
  queryOptions({
    queryKey: targetQueryKey(natTarget(user)),
    queryFn: ({ signal }) => fetchNat(user, signal),
  });

export function useNat(user: number) {
  return useQuery(natQuery(user));
}
