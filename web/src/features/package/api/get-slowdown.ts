import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../lib/api-client';
import { targetQueryKey, userTarget } from '../../../lib/target';

/** Unlimited mode (slowdown) state (NET-071). */
export interface SlowdownState {
  slowdown_mode: boolean;
  switch_disabled: boolean;
  canslowdown: boolean;
}

export const slowdownTarget = (user: number) => userTarget(user, 'slowdown');

/** GET user.{id}/slowdown; without broadband (434) it cannot be switched. */
export async function fetchSlowdown(user: number, signal?: AbortSignal): Promise<SlowdownState> {
  const answer = await apiGet<ApiAnswer>(slowdownTarget(user), { signal });
  const o = (answer !== false && answer.object && typeof answer.object === 'object' ? answer.object : null) as Record<string, unknown> | null;
  if (!o) return { slowdown_mode: false, switch_disabled: true, canslowdown: false };
  return { slowdown_mode: o.slowdown_mode === true, switch_disabled: o.switch_disabled === true, canslowdown: o.canslowdown === true };
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
