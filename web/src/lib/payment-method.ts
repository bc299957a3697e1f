/**
 * The account's payment method on file (docs/billing-api.md "Auto payment", PAY-012, PAY-013): read
 * by Billing, which manages it, and by My Balance, whose Pay names it before charging it. One read
 * and one query key for both, so the two never hold answers of different shapes under one key.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, decodeList, type SchemaOf } from './api-client';
import { targetQueryKey, userTarget } from './target';

/**
 * The automatic payment method (PAY-013): `type` VA (Visa), MC (Mastercard) or EF (bank account,
 * EFT), and its description in the caller's language ("Visa ending in 4242", "bank account ending
 * in 1234"); a card has its expiry.
 */
export interface AutopaymentMethod {
  type: string;
  description: string;
  /** 1…12; 0 for a bank account. */
  expmonth: number;
  /** Four digits; 0 for a bank account. */
  expyear: number;
  /** Epoch ms: when it became the method. */
  since: number;
}

/** autopayment's list item (Go methodItem). */
export const AutopaymentMethodSchema = v.object({
  type: v.string(),
  description: v.optional(v.string(), ''),
  expmonth: v.optional(v.number(), 0),
  expyear: v.optional(v.number(), 0),
  since: v.optional(v.number(), 0),
}) satisfies SchemaOf<AutopaymentMethod>;

/**
 * The latest automatic payment of an invoice (issue 28): when (epoch ms), how much, for which
 * invoice's month ('2026-11'), from which method, its status (pending, succeeded, failed) and for
 * a failed one the gateway's reason and the portal's message.
 */
export interface AutoPaymentAttempt {
  amount: number;
  ts: number;
  period: string;
  status: string;
  method: string;
  reason: string;
  message: string;
}

export const AutoPaymentAttemptSchema = v.object({
  amount: v.number(),
  ts: v.number(),
  period: v.optional(v.string(), ''),
  status: v.string(),
  method: v.optional(v.string(), ''),
  reason: v.optional(v.string(), ''),
  message: v.optional(v.string(), ''),
}) satisfies SchemaOf<AutoPaymentAttempt>;

/**
 * The method on file (null: none) and the latest automatic payment (null: none), or null as a
 * whole when the server has none to give (433–435).
 */
export type AutopaymentData = { method: AutopaymentMethod | null; lastAuto?: AutoPaymentAttempt | null } | null;

/** user.{id}/autopayment */
export function autopaymentTarget(user: number): string {
  return userTarget(user, 'autopayment');
}

/** GET user.{id}/autopayment (PAY-012): a list of 0 or 1 method. */
export async function fetchAutopayment(user: number, signal?: AbortSignal): Promise<AutopaymentData> {
  const answer = await apiGet(autopaymentTarget(user), { signal });
  if (answer === false) return null;
  const last = v.safeParse(AutoPaymentAttemptSchema, (answer as { lastauto?: unknown }).lastauto);
  return { method: decodeList(answer, AutopaymentMethodSchema)[0] ?? null, lastAuto: last.success ? last.output : null };
}

export const autopaymentQuery = (user: number) =>
  queryOptions({
    queryKey: targetQueryKey(autopaymentTarget(user)),
    queryFn: ({ signal }) => fetchAutopayment(user, signal),
  });

/** The account's payment method on file. */
export function useAutopayment(user: number) {
  return useQuery(autopaymentQuery(user));
}
