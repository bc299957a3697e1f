import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, clearSchemaVersions } from '../../../lib/api-client/api-client';
import { decodeList, type SchemaOf } from '../../../lib/api-client/decode';
import { UnavailableError } from '../../../lib/api-client/errors';
// Direct imports (not the index): the shell's promo loads this file, and must not pull in the form components.
import { rememberSchema } from '../../../lib/schema-form/schema-cache';
import type { Schema } from '../../../lib/schema-form/types';
import { targetQueryKey, userTarget } from '../../../lib/target';

/** A service e-mail address of the account (PLAT-148). */
export interface ServiceEmail {
  id: number;
  email: string;
  forwarding: boolean;
  /** '' when none. */
  forwardingaddress: string;
}

/** The card's data: the addresses and the schema their writes are validated with. */
export interface ServiceEmails {
  items: ServiceEmail[];
  schema: Schema | null;
}

/** user.{id}/serviceemail */
export function serviceEmailsTarget(user: number): string {
  return userTarget(user, 'serviceemail');
}

/** A list item of user.{id}/serviceemail (Go serviceEmailItem); id and email are required. */
export const ServiceEmailSchema = v.object({
  id: v.number(),
  email: v.string(),
  forwarding: v.optional(v.boolean(), false),
  forwardingaddress: v.nullish(v.string(), ''),
}) satisfies SchemaOf<ServiceEmail>;

/**
 * GET user.{id}/serviceemail (PLAT-149): the list and its schema. The server leaves the schema out
 * when the app already holds its version, so the last one served is kept (schema-cache); when
 * none is held (a read made elsewhere set the version), the versions are forgotten and the read is
 * made once more so the server sends it.
 */
export async function fetchServiceEmails(user: number, signal?: AbortSignal): Promise<ServiceEmails> {
  const target = serviceEmailsTarget(user);
  let answer = await apiGet(target, { signal });
  if (answer === false) throw new UnavailableError(target);
  let schema = rememberSchema(target, answer.schema);
  if (!schema) {
    clearSchemaVersions();
    answer = await apiGet(target, { signal });
    if (answer === false) throw new UnavailableError(target);
    schema = rememberSchema(target, answer.schema);
  }
  return { items: decodeList(answer, ServiceEmailSchema), schema };
}

export const serviceEmailsQuery = (user: number) =>
  queryOptions({
    queryKey: targetQueryKey(serviceEmailsTarget(user)),
    queryFn: ({ signal }) => fetchServiceEmails(user, signal),
  });

/** The active account's service e-mails (refreshed every 10 s and after every write). */
export function useServiceEmails(user: number, enabled = true) {
  return useQuery({ ...serviceEmailsQuery(user), enabled });
}
