import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../lib/api-client';
import { targetQueryKey, userTarget } from '../../../lib/target';
import { providerToday, type CalendarDay } from '../../calendar/provider-time';
import { isUnlimitedCap } from '../usage-rules';

/** The current month's usage (internet-api.md "Usage"; NET-012, NET-003). GB figures. */
export interface BroadbandTraffic {
  usedGb: number;
  baseCap: number;
  loyaltyExtraGb: number;
  onetimeExtraGb: number;
  totalCap: number;
  unlimited: boolean;
  /** Epoch ms of the month's first local midnight and of the next month's; 0 when not sent. */
  periodStart: number;
  periodEnd: number;
  /** The provider's today, as the server counts it (for "days left"). */
  today: CalendarDay;
}

/** What the card shows: the usage, or nothing when the account has no broadband (434). */
export type BroadbandTrafficResult = { available: true; traffic: BroadbandTraffic } | { available: false };

/** user.{id}/broadbandtraffic */
export const broadbandTrafficTarget = (userId: number) => userTarget(userId, 'broadbandtraffic');

const num = (v: unknown) => {
  const n = Number(v);
  return Number.isFinite(n) ? n : 0;
};

/** Reads the answer's object; the cap of all nines (or the unlimited flag) means Unlimited. */
export function toBroadbandTraffic(raw: unknown): BroadbandTraffic {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const baseCap = num(o.base_cap);
  const totalCap = num(o.total_cap);
  return {
    usedGb: Math.max(0, num(o.used_gb)),
    baseCap,
    loyaltyExtraGb: Math.max(0, num(o.loyalty_extra_gb)),
    onetimeExtraGb: Math.max(0, num(o.onetime_extra_gb)),
    totalCap,
    unlimited: o.unlimited === true || isUnlimitedCap(o.base_cap) || isUnlimitedCap(o.total_cap),
    periodStart: num(o.period_start),
    periodEnd: num(o.period_end),
    today: providerToday(o.today),
  };
}

/** GET user.{id}/broadbandtraffic. */
export async function fetchBroadbandTraffic(userId: number, signal?: AbortSignal): Promise<BroadbandTrafficResult> {
  const answer = await apiGet<ApiAnswer>(broadbandTrafficTarget(userId), { signal });
  if (answer === false) return { available: false };
  return { available: true, traffic: toBroadbandTraffic(answer.object) };
}

export const broadbandTrafficQuery = (userId: number) =>
  queryOptions({
    queryKey: targetQueryKey(broadbandTrafficTarget(userId)),
    queryFn: ({ signal }) => fetchBroadbandTraffic(userId, signal),
  });

/**
 * The usage card's data; refreshed every 10 s and on focus by the app's query defaults (NET-015),
 * and after a package upgrade or traffic pack invalidates user.{id}/broadbandtraffic.
 */
export function useBroadbandTraffic(userId: number) {
  return useQuery(broadbandTrafficQuery(userId));
}
