import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet } from '../../../lib/api-client/api-client';
import { decodeObject, type SchemaOf } from '../../../lib/api-client/decode';
import { UnavailableError } from '../../../lib/api-client/errors';
import { targetQueryKey, userTarget } from '../../../lib/target';

/**
 * The account's balance in dollars (ACCT-036, docs/billing-api.md): `current` is negative for a
 * credit; `payable` is the most an e-payment may be now (past due + current − pending, never
 * below 0).
 */
export interface Balance {
  pastdue: number;
  current: number;
  pending: number;
  payable: number;
  unbilled: number;
  lastinvoice: number;
  /** The latest invoice as printed (issue 28): its month ('2026-11', '' when none), total due, due date (unix ms) and what was paid or credited since. */
  invoiceperiod: string;
  invoicetotal: number;
  invoicedue: number;
  paidsince: number;
}

const dollars = () => v.nullish(v.number(), 0);

/** `pastdue`, or the spec's other spelling `pastDue` when only that one is there. */
export const BalanceSchema = v.pipe(
  v.object({
    pastdue: v.optional(v.nullable(v.number())),
    pastDue: v.optional(v.nullable(v.number())),
    current: dollars(),
    pending: dollars(),
    payable: dollars(),
    unbilled: dollars(),
    lastinvoice: dollars(),
    invoiceperiod: v.nullish(v.string(), ''),
    invoicetotal: dollars(),
    invoicedue: dollars(),
    paidsince: dollars(),
  }),
  v.transform(({ pastdue, pastDue, ...rest }) => ({ pastdue: pastdue ?? pastDue ?? 0, ...rest })),
) satisfies SchemaOf<Balance>;

/**
 * user.{id}/accountbalance: the same resource as the spec's `accountbalance` (the session's
 * account), named by the account so its cache key is the account's and a switch never shows the
 * previous account's figures.
 */
export function balanceTarget(user: number): string {
  return userTarget(user, 'accountbalance');
}

/** GET user.{id}/accountbalance (ACCT-036). */
export async function fetchBalance(user: number, signal?: AbortSignal): Promise<Balance> {
  const target = balanceTarget(user);
  const answer = await apiGet(target, { signal });
  if (answer === false) throw new UnavailableError(target);
  return decodeObject(answer, BalanceSchema);
}

export const balanceQuery = (user: number) =>
  queryOptions({
    queryKey: targetQueryKey(balanceTarget(user)),
    queryFn: ({ signal }) => fetchBalance(user, signal),
  });

/** The active account's balance (every 10 s, and after a payment). */
export function useBalance(user: number) {
  return useQuery(balanceQuery(user));
}
