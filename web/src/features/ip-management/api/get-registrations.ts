import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, clearSchemaVersions, decodeList, UnavailableError, type SchemaOf } from '../../../lib/api-client';
import { rememberSchema } from '../../../lib/schema-form/schema-cache';
import type { Schema } from '../../../lib/schema-form';
import { targetQueryKey, userTarget } from '../../../lib/target';

/** A registered device (IP-003): its address, and the allowance it came from. */
export interface Registration {
  bpsId: number;
  static: boolean;
  ip_address: string;
  network_mask: string;
  gateway_address: string;
  mac_address: string;
  description: string;
  /** 'base' or 'addon'. */
  source: string;
}

/** The list and the MAC Registration form's descriptor served with it. */
export interface Registrations {
  items: Registration[];
  schema: Schema | null;
}

/** user.{id}/ipaddr_overview */
export function registrationsTarget(user: number): string {
  return userTarget(user, 'ipaddr_overview');
}

/** A list item of ipaddr_overview (Go registrationItem); bpsId and static are required. */
export const RegistrationSchema = v.object({
  bpsId: v.number(),
  static: v.boolean(),
  ip_address: v.nullish(v.string(), ''),
  network_mask: v.nullish(v.string(), ''),
  gateway_address: v.nullish(v.string(), ''),
  mac_address: v.nullish(v.string(), ''),
  description: v.nullish(v.string(), ''),
  source: v.nullish(v.string(), 'base'),
}) satisfies SchemaOf<Registration>;

/**
 * GET user.{id}/ipaddr_overview (IP-004): the registrations and the form's schema. The server
 * leaves the schema out when the app already holds its version, so the last one served is kept
 * (schema-cache); when none is held, the versions are forgotten and the read made once more.
 */
export async function fetchRegistrations(user: number, signal?: AbortSignal): Promise<Registrations> {
  const target = registrationsTarget(user);
  let answer = await apiGet(target, { signal });
  if (answer === false) throw new UnavailableError(target);
  let schema = rememberSchema(target, answer.schema);
  if (!schema) {
    clearSchemaVersions();
    answer = await apiGet(target, { signal });
    if (answer === false) throw new UnavailableError(target);
    schema = rememberSchema(target, answer.schema);
  }
  return { items: decodeList(answer, RegistrationSchema), schema };
}

export const registrationsQuery = (user: number) =>
  queryOptions({
    queryKey: targetQueryKey(registrationsTarget(user)),
    queryFn: ({ signal }) => fetchRegistrations(user, signal),
  });

/** The account's registered devices (refreshed like every view, and after each write). */
export function useRegistrations(user: number) {
  return useQuery(registrationsQuery(user));
}
