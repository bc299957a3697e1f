import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, clearSchemaVersions, type ApiAnswer } from '../../../lib/api-client/api-client';
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

function toServiceEmail(raw: unknown): ServiceEmail | null {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const id = Number(o.id);
  if (!Number.isFinite(id) || typeof o.email !== 'string') return null;
  return {
    id,
    email: o.email,
    forwarding: o.forwarding === true,
    forwardingaddress: typeof o.forwardingaddress === 'string' ? o.forwardingaddress : '',
  };
}

/**
 * GET user.{id}/serviceemail (PLAT-149): the list and its schema. The server leaves the schema out
 * when the app already holds its version, so the last one served is kept (schema-cache); when
 * none is held (a read made elsewhere set the version), the versions are forgotten and the read is
 * made once more so the server sends it.
 */
export async function fetchServiceEmails(user: number, signal?: AbortSignal): Promise<ServiceEmails> {
  const target = serviceEmailsTarget(user);
  let answer = await apiGet<ApiAnswer>(target, { signal });
  if (answer === false) throw new UnavailableError(target);
  let schema = rememberSchema(target, answer.schema);
  if (!schema) {
    clearSchemaVersions();
    answer = await apiGet<ApiAnswer>(target, { signal });
    if (answer === false) throw new UnavailableError(target);
    schema = rememberSchema(target, answer.schema);
  }
  const items = (Array.isArray(answer.list) ? answer.list : []).map(toServiceEmail).filter((e): e is ServiceEmail => e !== null);
  return { items, schema };
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
