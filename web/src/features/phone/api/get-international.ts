import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, clearSchemaVersions, decodeList, decodeObject, type SchemaOf } from '../../../lib/api-client';
import { rememberSchema } from '../../../lib/schema-form/schema-cache';
import type { Schema } from '../../../lib/schema-form/types';
import { targetQueryKey } from '../../../lib/target';
import { packageParams, phoneTarget } from './phone-targets';

/** The international calling credit of a package (PHONE-046) and the top-up form's schema. */
export interface InternationalBalance {
  billingpackageid: number;
  /** Dollars; a null balance reads as 0 (PHONE-047). */
  balance: number;
}

/** voipldbalance's object (Go ldBalanceObject). */
export const InternationalBalanceSchema = v.object({
  billingpackageid: v.optional(v.number(), 0),
  balance: v.optional(v.nullable(v.number(), 0), 0),
}) satisfies SchemaOf<InternationalBalance>;

export type InternationalBalanceData = { balance: InternationalBalance; schema: Schema | null } | null;

/** GET user.{id}/voipldbalance?billingpackage=P: the balance and the "Select Amount" form; null when not available. */
export async function fetchInternationalBalance(user: number, packageId: number, signal?: AbortSignal): Promise<InternationalBalanceData> {
  const target = phoneTarget(user, 'voipldbalance');
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
  return { balance: decodeObject(answer, v.optional(InternationalBalanceSchema, {})), schema };
}

export const internationalBalanceQuery = (user: number, packageId: number) =>
  queryOptions({
    queryKey: targetQueryKey(phoneTarget(user, 'voipldbalance'), packageParams(packageId)),
    queryFn: ({ signal }) => fetchInternationalBalance(user, packageId, signal),
  });

export function useInternationalBalance(user: number, packageId: number) {
  return useQuery(internationalBalanceQuery(user, packageId));
}

/** A credit movement (PHONE-048): top-ups positive, international calls negative. */
export interface InternationalEntry {
  id: number;
  /** Epoch ms. */
  ts: number;
  /** Dollars. */
  amount: number;
}

/** voipldhistory's list item (Go ldEntryItem). */
export const InternationalEntrySchema = v.object({
  id: v.number(),
  ts: v.number(),
  amount: v.optional(v.number(), 0),
}) satisfies SchemaOf<InternationalEntry>;

/** GET user.{id}/voipldhistory?billingpackage=P, newest first; null when not available. */
export async function fetchInternationalHistory(user: number, packageId: number, signal?: AbortSignal): Promise<InternationalEntry[] | null> {
  const answer = await apiGet(phoneTarget(user, 'voipldhistory'), { params: packageParams(packageId), signal });
  if (answer === false) return null;
  return decodeList(answer, InternationalEntrySchema).sort((a, b) => b.ts - a.ts);
}

export const internationalHistoryQuery = (user: number, packageId: number) =>
  queryOptions({
    queryKey: targetQueryKey(phoneTarget(user, 'voipldhistory'), packageParams(packageId)),
    queryFn: ({ signal }) => fetchInternationalHistory(user, packageId, signal),
  });

export function useInternationalHistory(user: number, packageId: number) {
  return useQuery(internationalHistoryQuery(user, packageId));
}
