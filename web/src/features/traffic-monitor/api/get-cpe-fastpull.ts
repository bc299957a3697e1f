import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { buildApiUrl, fetchOrNetworkError, handleApiResponse, type ApiAnswer } from '../../../lib/api-client/api-client';
import { decodeObject } from '../../../lib/api-client/decode';
import { LIVE_REFRESH_MS } from '../../../lib/api-client/query';
import { waitForToken } from '../../../lib/api-client/token-store';
import { targetQueryKey, userTarget } from '../../../lib/target';
import type { CounterSample } from '../traffic-rules';

/** One poll of the router's live counters (MISC-018). */
export type FastPull =
  /** A reading of the WAN (ether1) counters. */
  | { kind: 'sample'; sample: CounterSample }
  /** 433: the router has not reported for 2 minutes; polling goes on. */
  | { kind: 'offline' }
  /** 434: the account has no router. */
  | { kind: 'noRouter' }
  /** 435 (too many calls) or another silent failure: no reading this time. */
  | { kind: 'skipped' };

/** user.{id}/cpefastpull.{id} (both ids the same account). */
export const cpeFastPullTarget = (userId: number) => userTarget(userId, `cpefastpull.${userId}`);

/** cpefastpull's object (Go cpeCounters): the WAN's byte counters and when they were read (epoch ms). */
export const CpeCountersSchema = v.object({
  interface: v.optional(v.string()),
  rx_bytes: v.number(),
  tx_bytes: v.number(),
  timestamp: v.number(),
});

/**
 * GET user.{id}/cpefastpull.{id}. The shared client folds 433, 434 and 435 into one silent
 * `false`; the live chart must tell "router offline" (433) from "no router" (434), so this call
 * reads the status itself and hands every other answer to the shared status rules.
 */
export async function fetchCpeFastPull(userId: number, signal?: AbortSignal): Promise<FastPull> {
  const token = await waitForToken(signal);
  const res = await fetchOrNetworkError(buildApiUrl(cpeFastPullTarget(userId)), {
    method: 'GET',
    headers: { 'x-omicron': token, Accept: 'application/json' },
    signal,
    credentials: 'same-origin',
  });
  if (res.status === 433) return { kind: 'offline' };
  if (res.status === 434) return { kind: 'noRouter' };
  const answer = await handleApiResponse<ApiAnswer>(res);
  if (answer === false) return { kind: 'skipped' };
  const counters = decodeObject(answer, CpeCountersSchema);
  return { kind: 'sample', sample: { at: counters.timestamp, seenAt: Date.now(), rx: counters.rx_bytes, tx: counters.tx_bytes } };
}

/**
 * The live counters, polled every second (LIVE_REFRESH_MS, decisions §10) while the card is
 * mounted and the page is visible (TanStack Query pauses the interval on a hidden page and
 * refetches when it shows again); nothing is retried or kept once the card is gone.
 */
export function useCpeFastPull(userId: number, enabled = true) {
  return useQuery({
    queryKey: targetQueryKey(cpeFastPullTarget(userId)),
    queryFn: ({ signal }) => fetchCpeFastPull(userId, signal),
    enabled,
    // Without a router (434) there is nothing to poll for.
    refetchInterval: (query) => (query.state.data?.kind === 'noRouter' ? false : LIVE_REFRESH_MS),
    refetchIntervalInBackground: false,
    refetchOnMount: 'always',
    gcTime: 0,
  });
}
