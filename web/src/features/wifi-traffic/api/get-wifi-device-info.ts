import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
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

const PERIODS: TrafficPeriod[] = ['30days', '1day'];

function toBandwidth(raw: unknown): Bandwidth | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const o = raw as Record<string, unknown>;
  const num = (v: unknown) => {
    const n = Number(v);
    return Number.isFinite(n) && n > 0 ? n : 0;
  };
  return { up: num(o.up), down: num(o.down) };
}

function toDevice(raw: unknown): WifiDevice {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const bw = (o.bandwidth && typeof o.bandwidth === 'object' ? o.bandwidth : {}) as Record<string, unknown>;
  const bandwidth: Partial<Record<TrafficPeriod, Bandwidth>> = {};
  for (const p of PERIODS) {
    const b = toBandwidth(bw[p]);
    if (b) bandwidth[p] = b;
  }
  return {
    alias: typeof o.alias === 'string' ? o.alias : null,
    vendor: typeof o.vendor === 'string' ? o.vendor : null,
    mac: typeof o.mac === 'string' ? o.mac : '',
    bandwidth,
  };
}

/** GET user.{id}/wifiDeviceInfo: the wireless devices with bytes up and down per period. */
export async function fetchWifiDeviceInfo(userId: number, signal?: AbortSignal): Promise<WifiDeviceInfo> {
  const answer = await apiGet<Record<string, unknown>>(wifiDeviceInfoTarget(userId), { signal });
  if (answer === false) return { available: false, devices: [], hasRouter: false };
  const list = Array.isArray(answer.list) ? answer.list : [];
  return { available: true, devices: list.map(toDevice), hasRouter: answer.hasRouter === true };
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
