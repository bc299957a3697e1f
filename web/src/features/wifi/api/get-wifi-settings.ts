import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, clearSchemaVersions, decodeObject, type SchemaOf } from '../../../lib/api-client';
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

/** wifisettings' object (Go wifiSettingsObject); a field left out reads as off / ''. */
export const WifiSettingsSchema = v.object({
  contactid: v.nullish(v.number(), null),
  wifi_enabled: v.optional(v.boolean(), false),
  wifi_ssid: v.optional(v.string(), ''),
  wifi_password: v.optional(v.string(), ''),
  guest_enabled: v.optional(v.boolean(), false),
  guest_ssid: v.optional(v.string(), ''),
  guest_password: v.optional(v.string(), ''),
}) satisfies SchemaOf<WifiSettings>;

/**
 * GET user.{id}/wifisettings (NET-080): the object and its schema. The server leaves the schema
 * out when the app already holds its version, so the last one served is kept; when none is held,
 * the versions are forgotten and the read is made once more so the server sends it.
 */
export async function fetchWifiSettings(user: number, signal?: AbortSignal): Promise<WifiSettingsData> {
  const target = wifiSettingsTarget(user);
  let answer = await apiGet(target, { signal });
  if (answer === false) return { available: false, settings: null, schema: null };
  let schema = rememberSchema(target, answer.schema);
  if (!schema) {
    clearSchemaVersions();
    answer = await apiGet(target, { signal });
    if (answer === false) return { available: false, settings: null, schema: null };
    schema = rememberSchema(target, answer.schema);
  }
  return { available: true, settings: decodeObject(answer, v.optional(WifiSettingsSchema, {})), schema };
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
