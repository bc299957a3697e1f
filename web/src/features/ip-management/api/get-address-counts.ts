import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, decodeObject, UnavailableError, type SchemaOf } from '../../../lib/api-client';
import { targetQueryKey, userTarget } from '../../../lib/target';
import type { AddressCounts } from '../ip-rules';

/** user.{id}/ipaddr_count */
export function addressCountsTarget(user: number): string {
  return userTarget(user, 'ipaddr_count');
}

/** ipaddr_count's object (Go addressCounts); a count the server leaves out is 0, a flag false. */
export const AddressCountsSchema = v.object({
  base_used: v.optional(v.number(), 0),
  base_available: v.optional(v.number(), 0),
  base_canbestatic: v.optional(v.boolean(), false),
  addon_used: v.optional(v.number(), 0),
  addon_available: v.optional(v.number(), 0),
  addon_canbestatic: v.optional(v.boolean(), false),
}) satisfies SchemaOf<AddressCounts>;

/** GET user.{id}/ipaddr_count (IP-007): registrations used and allowed, per source. */
export async function fetchAddressCounts(user: number, signal?: AbortSignal): Promise<AddressCounts> {
  const target = addressCountsTarget(user);
  const answer = await apiGet(target, { signal });
  if (answer === false) throw new UnavailableError(target);
  return decodeObject(answer, AddressCountsSchema);
}

export const addressCountsQuery = (user: number) =>
  queryOptions({
    queryKey: targetQueryKey(addressCountsTarget(user)),
    queryFn: ({ signal }) => fetchAddressCounts(user, signal),
  });

export function useAddressCounts(user: number) {
  return useQuery(addressCountsQuery(user));
}
