import { queryOptions, useQueries } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, decodeObject } from '../../../lib/api-client';
import { targetQueryKey, userTarget } from '../../../lib/target';

/** The part of user.{id}'s object the app reads (Go userObject: id, name, name2, type). */
export const UserSchema = v.object({ name: v.optional(v.string(), '') });

/** GET user.{id}: the contact's display name, object.name (PLAT-035); '' when unavailable. */
export async function fetchUserName(id: number, signal?: AbortSignal): Promise<string> {
  const answer = await apiGet(userTarget(id), { signal });
  if (answer === false) return '';
  return decodeObject(answer, v.optional(UserSchema, {})).name;
}

export const userNameQuery = (id: number) =>
  queryOptions({
    queryKey: [...targetQueryKey(userTarget(id)), 'name'],
    queryFn: ({ signal }) => fetchUserName(id, signal),
  });

/** Names of the accounts: a map id → name, and the first error if any. */
export function useUserNames(ids: readonly number[]) {
  return useQueries({
    queries: ids.map((id) => userNameQuery(id)),
    combine: (results) => {
      const names: Record<number, string> = {};
      ids.forEach((id, i) => {
        names[id] = results[i]?.data ?? '';
      });
      return {
        names,
        isPending: results.some((r) => r.isPending),
        error: results.find((r) => r.error && r.data === undefined)?.error ?? null,
      };
    },
  });
}
