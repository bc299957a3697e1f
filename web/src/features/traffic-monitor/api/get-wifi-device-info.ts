import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, decode, decodeList, type SchemaOf } from '../../../lib/api-client';
import { targetQueryKey, userTarget } from '../../../lib/target';
import type { Bandwidth, TrafficPeriod, WifiDevice } from '../device-rules';

/** What the card needs from user.{id}/wifiDeviceInfo (PLAT-183). */
export interface WifiDeviceInfo {
  /** False when the account has no Wi-Fi (the server answered 433–435). */
  available: boolean;
  devices: WifiDevice[];
  hasRouter: boolean;
}

export const wifiDeviceInfoTarget = (userId: number) => userTarget(userId, 'wifiDeviceInfo');

/** Bytes up and down of one period; a negative count reads as 0. */
const BandwidthSchema = v.object({
  up: v.optional(v.number(), 0),
  down: v.optional(v.number(), 0),
});

/**
 * A list item of user.{id}/wifiDeviceInfo (Go wifiDevice): alias and vendor ('' when none), the
 * MAC, and the traffic per period ('30days', '1day'; other periods are ignored).
 */
export const WifiDeviceSchema = v.pipe(
  v.object({
    alias: v.nullish(v.string(), null),
    vendor: v.nullish(v.string(), null),
    mac: v.optional(v.string(), ''),
    bandwidth: v.nullish(v.object({ '30days': v.optional(BandwidthSchema), '1day': v.optional(BandwidthSchema) }), {}),
  }),
  v.transform(({ bandwidth, ...device }) => {
    const periods: Partial<Record<TrafficPeriod, Bandwidth>> = {};
    for (const p of ['30days', '1day'] as const) {
      const b = bandwidth[p];
      if (b) periods[p] = { up: Math.max(0, b.up), down: Math.max(0, b.down) };
    }
    return { ...device, bandwidth: periods };
  }),
) satisfies SchemaOf<WifiDevice>;

/** The envelope's top-level hasRouter (Go wifiDeviceInfo's Extra). */
const HasRouterSchema = v.looseObject({ hasRouter: v.optional(v.boolean(), false) });

/** GET user.{id}/wifiDeviceInfo: the wireless devices with bytes up and down per period. */
export async function fetchWifiDeviceInfo(userId: number, signal?: AbortSignal): Promise<WifiDeviceInfo> {
  const answer = await apiGet(wifiDeviceInfoTarget(userId), { signal });
  if (answer === false) return { available: false, devices: [], hasRouter: false };
  return { available: true, devices: decodeList(answer, WifiDeviceSchema), hasRouter: decode(HasRouterSchema, answer).hasRouter };
}

export const wifiDeviceInfoQuery = (userId: number) =>
  queryOptions({
    queryKey: targetQueryKey(wifiDeviceInfoTarget(userId)),
    queryFn: ({ signal }) => fetchWifiDeviceInfo(userId, signal),
  });

/** The active account's Wi-Fi devices; fetched on mount and refreshed every 10 s (PLAT-184). */
export function useWifiDeviceInfo(userId: number) {
  return useQuery({ ...wifiDeviceInfoQuery(userId), refetchOnMount: 'always' });
}
