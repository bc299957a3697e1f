import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, clearSchemaVersions, type ApiAnswer } from '../../../lib/api-client';
import { rememberSchema } from '../../../lib/schema-form/schema-cache';
import type { Schema } from '../../../lib/schema-form/types';
import { targetQueryKey, userTarget } from '../../../lib/target';

/** The Wi-Fi settings of an account (NET-080). */
export interface WifiSettings {
  contactid: number | null;
  wifi_enabled: boolean;
  wifi_ssid: string;
  wifi_password: string;
  guest_enabled: boolean;
  guest_ssid: string;
  guest_password: string;
}

/**
 * What the card shows: the settings and the schema the Edit dialog validates with; `available`
 * is false when the account has no Wi-Fi (the server answered 434).
 */
export type WifiSettingsData =
  | { available: true; settings: WifiSettings; schema: Schema | null }
  | { available: false; settings: null; schema: null };

/** user.{id}/wifisettings — the active account's, which the spec writes user.session/wifisettings. */
export function wifiSettingsTarget(user: number): string {
  return userTarget(user, 'wifisettings');
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The settings as read, with missing or mistyped fields made safe to show. */
export function toWifiSettings(raw: unknown): WifiSettings {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const id = Number(o.contactid);
  return {
    contactid: o.contactid !== null && o.contactid !== undefined && Number.isFinite(id) ? id : null,
    wifi_enabled: o.wifi_enabled === true,
    wifi_ssid: str(o.wifi_ssid),
    wifi_password: str(o.wifi_password),
    guest_enabled: o.guest_enabled === true,
    guest_ssid: str(o.guest_ssid),
    guest_password: str(o.guest_password),
  };
}

/**
 * GET user.{id}/wifisettings (NET-080): the object and its schema. The server leaves the schema
 * out when the app already holds its version, so the last one served is kept; when none is held,
 * the versions are forgotten and the read is made once more so the server sends it.
 */
export async function fetchWifiSettings(user: number, signal?: AbortSignal): Promise<WifiSettingsData> {
  const target = wifiSettingsTarget(user);
  let answer = await apiGet<ApiAnswer>(target, { signal });
  if (answer === false) return { available: false, settings: null, schema: null };
  let schema = rememberSchema(target, answer.schema);
  if (!schema) {
    clearSchemaVersions();
    answer = await apiGet<ApiAnswer>(target, { signal });
    if (answer === false) return { available: false, settings: null, schema: null };
    schema = rememberSchema(target, answer.schema);
  }
  return { available: true, settings: toWifiSettings(answer.object), schema };
}

export const wifiSettingsQuery = (user: number) =>
  queryOptions({
    queryKey: targetQueryKey(wifiSettingsTarget(user)),
    queryFn: ({ signal }) => fetchWifiSettings(user, signal),
  });

/** The account's Wi-Fi settings (refreshed every 10 s, on focus and after the save). */
export function useWifiSettings(user: number) {
  return useQuery(wifiSettingsQuery(user));
}
