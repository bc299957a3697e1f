import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, clearSchemaVersions, decodeObject, type SchemaOf } from '../../../lib/api-client';
import { rememberSchema } from '../../../lib/schema-form/schema-cache';
import type { Schema } from '../../../lib/schema-form/types';
import { targetQueryKey } from '../../../lib/target';
import { phoneTarget } from './phone-targets';

/** A phone package's voice features (PHONE-035). */
export interface VoiceFeatures {
  billingpackageserviceid: number;
  cf_unavailableenabled: boolean;
  cf_unavailablenumber: string;
  vm_timeout: number;
  vm_enable: boolean;
  /** Write-only: '********' once set, '' before; never the password itself. */
  vm_password: string;
  vm_sendemail: boolean;
  vm_email: string;
  vm_emailattachfile: boolean;
  cf_noanswerenabled: boolean;
  cf_noanswernumber: string;
  cf_enabled: boolean;
  cf_number: string;
  cf_busyenabled: boolean;
  cf_busynumber: string;
}

const flag = v.optional(v.boolean(), false);
const text = v.optional(v.nullable(v.string(), ''), '');

/** voipfeatures' object (Go voiceFeaturesObject). */
export const VoiceFeaturesSchema = v.object({
  billingpackageserviceid: v.optional(v.number(), 0),
  cf_unavailableenabled: flag,
  cf_unavailablenumber: text,
  vm_timeout: v.optional(v.number(), 0),
  vm_enable: flag,
  vm_password: text,
  vm_sendemail: flag,
  vm_email: text,
  vm_emailattachfile: flag,
  cf_noanswerenabled: flag,
  cf_noanswernumber: text,
  cf_enabled: flag,
  cf_number: text,
  cf_busyenabled: flag,
  cf_busynumber: text,
}) satisfies SchemaOf<VoiceFeatures>;

/** The features and the schema their Edit forms validate with; null when not available (433–435). */
export type VoiceFeaturesData = { features: VoiceFeatures; schema: Schema | null } | null;

/** user.{id}/voipfeatures.{billingpackageserviceid}. */
export function voiceFeaturesTarget(user: number, serviceId: number): string {
  return phoneTarget(user, `voipfeatures.${serviceId}`);
}

/** GET voipfeatures.{id} (PHONE-034): the object and its schema (read once more when none is held). */
export async function fetchVoiceFeatures(user: number, serviceId: number, signal?: AbortSignal): Promise<VoiceFeaturesData> {
  const target = voiceFeaturesTarget(user, serviceId);
  let answer = await apiGet(target, { signal });
  if (answer === false) return null;
  let schema = rememberSchema(target, answer.schema);
  if (!schema) {
    clearSchemaVersions();
    answer = await apiGet(target, { signal });
    if (answer === false) return null;
    schema = rememberSchema(target, answer.schema);
  }
  return { features: decodeObject(answer, v.optional(VoiceFeaturesSchema, {})), schema };
}

export const voiceFeaturesQuery = (user: number, serviceId: number) =>
  queryOptions({
    queryKey: targetQueryKey(voiceFeaturesTarget(user, serviceId)),
    queryFn: ({ signal }) => fetchVoiceFeatures(user, serviceId, signal),
  });

/** A package's voice features (Basic and Advanced Settings). */
export function useVoiceFeatures(user: number, serviceId: number) {
  return useQuery(voiceFeaturesQuery(user, serviceId));
}
