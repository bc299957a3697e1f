import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, decodeObject } from '../../../lib/api-client';
import { targetQueryKey, userTarget } from '../../../lib/target';
import { CalendarDateSchema, providerToday, type CalendarDay } from '../../../lib/provider-time';
import { isUnlimitedCap } from '../usage-rules';

/** The current month's usage (internet-api.md "Usage"; NET-012, NET-003). GB figures. */
export interface BroadbandTraffic {
  usedGb: number;
  baseCap: number;
  loyaltyExtraGb: number;
  onetimeExtraGb: number;
  totalCap: number;
  unlimited: boolean;
  /** GB over the total cap this month, the package's price per GB over it ($, 0: none) and the amount so far ($): the server's one rule. */
  overGb: number;
  overagePrice: number;
  overageAmount: number;
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

/** broadbandtraffic's object (Go broadbandTraffic), GB and epoch ms; a figure left out reads as 0. */
export const BroadbandTrafficSchema = v.object({
  used_gb: v.optional(v.number(), 0),
  base_cap: v.optional(v.number(), 0),
  loyalty_extra_gb: v.optional(v.number(), 0),
  onetime_extra_gb: v.optional(v.number(), 0),
  total_cap: v.optional(v.number(), 0),
  unlimited: v.optional(v.boolean(), false),
  period_start: v.optional(v.number(), 0),
  period_end: v.optional(v.number(), 0),
  over_gb: v.optional(v.number(), 0),
  overage_price: v.optional(v.number(), 0),
  overage_amount: v.optional(v.number(), 0),
  today: v.optional(CalendarDateSchema),
});

/** The usage of a decoded answer; the cap of all nines (or the unlimited flag) means Unlimited. */
export function toBroadbandTraffic(o: v.InferOutput<typeof BroadbandTrafficSchema>): BroadbandTraffic {
  return {
    usedGb: Math.max(0, o.used_gb),
    baseCap: o.base_cap,
    loyaltyExtraGb: Math.max(0, o.loyalty_extra_gb),
    onetimeExtraGb: Math.max(0, o.onetime_extra_gb),
    totalCap: o.total_cap,
    unlimited: o.unlimited || isUnlimitedCap(o.base_cap) || isUnlimitedCap(o.total_cap),
    overGb: Math.max(0, o.over_gb),
    overagePrice: Math.max(0, o.overage_price),
    overageAmount: Math.max(0, o.overage_amount),
    periodStart: o.period_start,
    periodEnd: o.period_end,
    today: providerToday(o.today),
  };
}

/** GET user.{id}/broadbandtraffic. */
export async function fetchBroadbandTraffic(userId: number, signal?: AbortSignal): Promise<BroadbandTrafficResult> {
  const answer = await apiGet(broadbandTrafficTarget(userId), { signal });
  if (answer === false) return { available: false };
  return { available: true, traffic: toBroadbandTraffic(decodeObject(answer, v.optional(BroadbandTrafficSchema, {}))) };
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
