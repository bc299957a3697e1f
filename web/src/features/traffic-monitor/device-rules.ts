/**
 * Rules of the Wi-Fi traffic by device card (platform spec §3, §4; PLAT-180, PLAT-185/186).
 * Pure functions.
 */

/** Traffic periods of user.{id}/wifiDeviceInfo: '30days' (default) and '1day' (PLAT-177). */
export type TrafficPeriod = '30days' | '1day';

/** Up and down traffic of a device in one period. */
export interface Bandwidth {
  up: number;
  down: number;
}

/** A device of user.{id}/wifiDeviceInfo (PLAT-183). */
export interface WifiDevice {
  alias?: string | null;
  vendor?: string | null;
  mac: string;
  bandwidth?: Partial<Record<TrafficPeriod, Bandwidth>>;
}

/** Devices shown in the chart (PLAT-180). */
export const TOP_DEVICES = 10;

/** The MAC as lower-case colon-separated pairs ('AABBCC-DDEEFF' → 'aa:bb:cc:dd:ee:ff'). */
export function formatMac(mac: string): string {
  const hex = mac.replace(/[^0-9a-fA-F]/g, '').toLowerCase();
  if (hex.length === 0) return mac;
  return (hex.match(/.{1,2}/g) ?? []).join(':');
}

/** The tail of the MAC used on the Traffic Monitor page: its last three pairs. */
export function macTail(mac: string): string {
  return formatMac(mac).split(':').slice(-3).join(':');
}

/**
 * A device's label (PLAT-185/186): its alias if set; otherwise its MAC when the vendor is
 * 'unknown' or empty — colon-separated pairs, or on the Traffic Monitor page 'MAC:' plus the
 * MAC's tail; otherwise its vendor.
 */
export function deviceLabel(device: WifiDevice, place: 'card' | 'trafficMonitor' = 'card'): string {
  const alias = device.alias?.trim();
  if (alias) return alias;
  const vendor = device.vendor?.trim() ?? '';
  if (vendor === '' || vendor.toLowerCase() === 'unknown') {
    return place === 'trafficMonitor' ? `MAC:${macTail(device.mac)}` : formatMac(device.mac);
  }
  return vendor;
}

/**
 * Whether the device's label is made of its MAC ('MAC:c5:e4:47' or the colon pairs): such a label
 * is one word and is kept on one line where labels may otherwise wrap anywhere.
 */
export function labelIsMac(device: WifiDevice): boolean {
  if (device.alias?.trim()) return false;
  const vendor = device.vendor?.trim() ?? '';
  return vendor === '' || vendor.toLowerCase() === 'unknown';
}

/** A device's up plus down traffic in a period (missing numbers count 0). */
export function totalTraffic(device: WifiDevice, period: TrafficPeriod): number {
  const b = device.bandwidth?.[period];
  const up = Number(b?.up ?? 0);
  const down = Number(b?.down ?? 0);
  return (Number.isFinite(up) ? up : 0) + (Number.isFinite(down) ? down : 0);
}

/**
 * The devices of the chart: ordered by up plus down in the period, descending (equal totals keep
 * their order), cut to the top 10 (PLAT-180).
 */
export function topDevices(devices: readonly WifiDevice[], period: TrafficPeriod, limit = TOP_DEVICES): WifiDevice[] {
  return devices
    .map((d, i) => ({ d, i, t: totalTraffic(d, period) }))
    .sort((a, b) => b.t - a.t || a.i - b.i)
    .slice(0, limit)
    .map((x) => x.d);
}

/** The longest device name user.{id}/wifidevicealias accepts (an empty one clears the name). */
export const ALIAS_MAX_LENGTH = 32;

/** The name as sent: without leading or trailing spaces. */
export function normalizeAlias(alias: string): string {
  return alias.trim();
}

/** Why a new device name cannot be sent: too long (characters, not bytes), or null when it can. */
export function aliasProblem(alias: string): 'tooLong' | null {
  return [...normalizeAlias(alias)].length > ALIAS_MAX_LENGTH ? 'tooLong' : null;
}
