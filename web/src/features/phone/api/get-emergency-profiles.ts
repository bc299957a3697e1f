import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, clearSchemaVersions, decodeList, type SchemaOf } from '../../../lib/api-client';
import { rememberSchema } from '../../../lib/schema-form/schema-cache';
import type { Schema } from '../../../lib/schema-form/types';
import { targetQueryKey } from '../../../lib/target';
import { packageParams, phoneTarget } from './phone-targets';

/** The address fields of a 911 profile (PHONE-025), as the form edits them. */
export interface EmergencyAddress {
  mode: number;
  lastname: string;
  firstname: string;
  streetnumber: string;
  streetname: string;
  unit: string;
  ruraladdress: string;
  ruraladditionalinfo: string;
  city: string;
  province: string;
  postalcode: string;
}

/** A 911 address profile (PHONE-013). */
export interface EmergencyProfile extends EmergencyAddress {
  id: number;
  billingpackageid: number;
  emergencyprofile_type: string;
  /** Meaningful for package-oriented profiles only. */
  selected: boolean;
  /** The address as one line. */
  addressline: string;
  /** Number-oriented profiles: the numbers that use it. */
  directorynumbers: string[];
  obsolete: boolean;
}

const text = v.optional(v.nullable(v.string(), ''), '');

/** emergencyprofile_summary's list item (Go profileItem). */
export const EmergencyProfileSchema = v.object({
  id: v.number(),
  billingpackageid: v.optional(v.number(), 0),
  emergencyprofile_type: v.optional(v.string(), ''),
  selected: v.optional(v.boolean(), false),
  addressline: text,
  directorynumbers: v.nullish(v.array(v.string()), () => []),
  obsolete: v.optional(v.boolean(), false),
  mode: v.optional(v.number(), 1),
  lastname: text,
  firstname: text,
  streetnumber: text,
  streetname: text,
  unit: text,
  ruraladdress: text,
  ruraladditionalinfo: text,
  city: text,
  province: text,
  postalcode: text,
}) satisfies SchemaOf<EmergencyProfile>;

/** A package's profiles and the address form's schema; null when not available (433–435). */
export type EmergencyProfiles = { profiles: EmergencyProfile[]; schema: Schema | null } | null;

/**
 * GET user.{id}/emergencyprofile_summary?billingpackage=P (PHONE-014): the package's live
 * profiles and the address form. The schema is left out when the app holds its version; the last
 * one served is kept, and when none is held the read is made once more without versions.
 */
export async function fetchEmergencyProfiles(user: number, packageId: number, signal?: AbortSignal): Promise<EmergencyProfiles> {
  const target = phoneTarget(user, 'emergencyprofile_summary');
  const params = packageParams(packageId);
  let answer = await apiGet(target, { params, signal });
  if (answer === false) return null;
  let schema = rememberSchema(target, answer.schema);
  if (!schema) {
    clearSchemaVersions();
    answer = await apiGet(target, { params, signal });
    if (answer === false) return null;
    schema = rememberSchema(target, answer.schema);
  }
  const profiles = decodeList(answer, EmergencyProfileSchema).filter((p) => !p.obsolete);
  return { profiles, schema };
}

export const emergencyProfilesQuery = (user: number, packageId: number) =>
  queryOptions({
    queryKey: targetQueryKey(phoneTarget(user, 'emergencyprofile_summary'), packageParams(packageId)),
    queryFn: ({ signal }) => fetchEmergencyProfiles(user, packageId, signal),
  });

/** The 911 profiles of a package. */
export function useEmergencyProfiles(user: number, packageId: number) {
  return useQuery(emergencyProfilesQuery(user, packageId));
}
