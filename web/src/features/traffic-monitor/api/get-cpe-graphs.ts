import { useQueries } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiPost, decodeObject } from '../../../lib/api-client';
import { targetQueryKey, userTarget } from '../../../lib/target';
import { historyFrom, historyMetric, historySeries, type HistoryPoint } from '../traffic-rules';

/** user.{id}/cpegraphs (MISC-021). */
export const cpeGraphsTarget = (userId: number) => userTarget(userId, 'cpegraphs');

/** cpegraphs' object (Go cpeSeries): the metric and its [bytes per second, epoch seconds] pairs. */
export const CpeSeriesSchema = v.object({
  metric: v.optional(v.string(), ''),
  data: v.nullish(v.array(v.tuple([v.number(), v.number()])), () => []),
});

/**
 * POST user.{id}/cpegraphs {metric, from: now − 86400 s} → the series in bits per second, or
 * false when the account has no router (434) or the server says to try later (433/435).
 */
export async function fetchCpeGraph(userId: number, metric: string, signal?: AbortSignal): Promise<HistoryPoint[] | false> {
  const answer = await apiPost(cpeGraphsTarget(userId), { metric, from: historyFrom(Date.now()) }, { signal });
  if (answer === false) return false;
  return historySeries(decodeObject(answer, v.optional(CpeSeriesSchema, {})).data);
}

/** The query key of one metric's history. */
export const cpeGraphKey = (userId: number, metric: string) => [...targetQueryKey(cpeGraphsTarget(userId)), { metric }];

/** What a 24-hour chart needs: download (rx) and upload (tx) series. */
export interface TrafficHistory {
  isPending: boolean;
  error: Error | null;
  /** False when the server had no history to give (no router). */
  available: boolean;
  down: HistoryPoint[];
  up: HistoryPoint[];
  refetch: () => void;
}

/**
 * The last 24 hours of the WAN (no mac) or of one Wi-Fi device (MISC-022, MISC-023): rx is what
 * came in (download), tx what went out (upload). Refreshed with the shared 10 s period.
 */
export function useTrafficHistory(userId: number, mac?: string, enabled = true): TrafficHistory {
  const metrics = [historyMetric('rx', mac), historyMetric('tx', mac)];
  const [down, up] = useQueries({
    queries: metrics.map((metric) => ({
      queryKey: cpeGraphKey(userId, metric),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchCpeGraph(userId, metric, signal),
      enabled,
    })),
  });
  const error = down!.error ?? up!.error ?? null;
  return {
    isPending: down!.isPending || up!.isPending,
    error: down!.data === undefined || up!.data === undefined ? error : null,
    available: down!.data !== false && up!.data !== false,
    down: down!.data || [],
    up: up!.data || [],
    refetch: () => {
      void down!.refetch();
      void up!.refetch();
    },
  };
}
