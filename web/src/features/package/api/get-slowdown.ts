import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, decodeObject, type SchemaOf } from '../../../lib/api-client';
import { targetQueryKey, userTarget } from '../../../lib/target';

/** Unlimited mode (slowdown) state (NET-071). */
export interface SlowdownState {
  slowdown_mode: boolean;
  switch_disabled: boolean;
  canslowdown: boolean;
  /** The mode's download speed in Mbps; 0 when the provider does not say it. */
  rate_download: number;
}

/** slowdown's object (Go slowdownState); a flag left out is false. */
export const SlowdownSchema = v.object({
  slowdown_mode: v.optional(v.boolean(), false),
  switch_disabled: v.optional(v.boolean(), false),
  canslowdown: v.optional(v.boolean(), false),
  rate_download: v.optional(v.pipe(v.number(), v.minValue(0)), 0),
}) satisfies SchemaOf<SlowdownState>;

/** Without broadband (434) or an object, Unlimited mode cannot be switched. */
const noSlowdown: SlowdownState = { slowdown_mode: false, switch_disabled: true, canslowdown: false, rate_download: 0 };

export const slowdownTarget = (user: number) => userTarget(user, 'slowdown');

/** GET user.{id}/slowdown; without broadband (434) it cannot be switched. */
export async function fetchSlowdown(user: number, signal?: AbortSignal): Promise<SlowdownState> {
  const answer = await apiGet(slowdownTarget(user), { signal });
  if (answer === false) return { ...noSlowdown };
  return decodeObject(answer, v.nullish(SlowdownSchema)) ?? { ...noSlowdown };
}

export const slowdownQuery = (user: number) =>
  queryOptions({
    queryKey: targetQueryKey(slowdownTarget(user)),
    queryFn: ({ signal }) => fetchSlowdown(user, signal),
  });

/** The account's Unlimited mode state. */
export function useSlowdown(user: number) {
  return useQuery(slowdownQuery(user));
}
