import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, clearSchemaVersions } from '../../../lib/api-client/api-client';
import { decode, decodeList, type SchemaOf } from '../../../lib/api-client/decode';
import { UnavailableError } from '../../../lib/api-client/errors';
import { rememberSchema } from '../../../lib/schema-form/schema-cache';
import type { Schema } from '../../../lib/schema-form/types';
import { targetQueryKey, userTarget } from '../../../lib/target';

/** One change of a request, as the server lists it. */
export interface ChangeRowItem {
  type: string;
  operation: string;
  current: string;
  description: string;
  address2: string;
  city: string;
  province: string;
  postalcode: string;
}

/** The request under review (docs/billing-api.md): ts in epoch milliseconds. */
export interface PendingChangeRequest {
  id: number;
  ts: number;
  type: string;
  rows: ChangeRowItem[];
  callback: string;
  comments: string;
  status: string;
}

/** What the Account page reads of user.{id}/accountinfoupdate (ACCT-015, ACCT-016, ACCT-018). */
export interface ChangeRequestState {
  /** A request is under review: the pending message replaces the request button. */
  pending: boolean;
  request: PendingChangeRequest | null;
  /** The form's descriptor (schema.props: label, regex, errorMessage, options). */
  schema: Schema | null;
}

const text = () => v.nullish(v.string(), '');

const ChangeRowSchema = v.object({
  type: v.string(),
  operation: text(),
  current: text(),
  description: text(),
  address2: text(),
  city: text(),
  province: text(),
  postalcode: text(),
}) satisfies SchemaOf<ChangeRowItem>;

export const PendingChangeRequestSchema = v.object({
  id: v.number(),
  ts: v.nullish(v.number(), 0),
  type: text(),
  rows: v.nullish(v.array(ChangeRowSchema), []),
  callback: text(),
  comments: text(),
  status: text(),
}) satisfies SchemaOf<PendingChangeRequest>;

/** user.{id}/accountinfoupdate */
export function changeRequestTarget(user: number): string {
  return userTarget(user, 'accountinfoupdate');
}

/**
 * GET user.{id}/accountinfoupdate[?schema=V] (ACCT-018): `zeroRows` false means a request is
 * under review (ACCT-016, docs/billing-api.md), so the pending state survives a reload. The server
 * leaves the schema out when the app holds its version: the last one served is kept
 * (schema-cache), and when none is held the versions are forgotten and the read made again.
 */
export async function fetchChangeRequest(user: number, signal?: AbortSignal): Promise<ChangeRequestState> {
  const target = changeRequestTarget(user);
  let answer = await apiGet(target, { signal });
  if (answer === false) throw new UnavailableError(target);
  let schema = rememberSchema(target, answer.schema);
  if (!schema) {
    clearSchemaVersions();
    answer = await apiGet(target, { signal });
    if (answer === false) throw new UnavailableError(target);
    schema = rememberSchema(target, answer.schema);
  }
  const list = decodeList(answer, PendingChangeRequestSchema);
  const { zeroRows } = decode(v.looseObject({ zeroRows: v.optional(v.boolean()) }), answer);
  const pending = zeroRows === undefined ? list.length > 0 : !zeroRows;
  return { pending, request: list[0] ?? null, schema };
}

export const changeRequestQuery = (user: number) =>
  queryOptions({
    queryKey: targetQueryKey(changeRequestTarget(user)),
    queryFn: ({ signal }) => fetchChangeRequest(user, signal),
  });

/** Whether a change request is under review, and the form's descriptor. */
export function useChangeRequest(user: number) {
  return useQuery(changeRequestQuery(user));
}
