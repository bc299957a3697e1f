import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import * as v from 'valibot';
import { apiGet } from '../../../lib/api-client/api-client';
import { decodeList, type SchemaOf } from '../../../lib/api-client/decode';
import { UnavailableError } from '../../../lib/api-client/errors';
import { REFRESH_MS } from '../../../lib/api-client/query';
import { targetQueryKey, userTarget } from '../../../lib/target';
import { balanceTarget } from './get-balance';

/**
 * An e-payment attempt (PAY-007): `success` "On" means it went through, `live_done` false that it
 * is still being processed; `ts` in unix seconds; `message` says why a failed one failed.
 */
export interface Payment {
  id: number;
  amount: number;
  success: string;
  live_done: boolean;
  ts: number;
  status: string;
  message: string;
}

export const PaymentSchema = v.object({
  id: v.nullish(v.number(), 0),
  amount: v.number(),
  success: v.nullish(v.string(), 'Off'),
  live_done: v.boolean(),
  ts: v.nullish(v.number(), 0),
  status: v.nullish(v.string(), ''),
  message: v.nullish(v.string(), ''),
}) satisfies SchemaOf<Payment>;

/** The status the card shows (PAY-009, PAY-010). */
export type PaymentStatus = 'pending' | 'successful' | 'failed';

/** live_done false → Pending; else success "On" → Successful, otherwise Failed. */
export function paymentStatus(p: Pick<Payment, 'live_done' | 'success'>): PaymentStatus {
  if (!p.live_done) return 'pending';
  return p.success === 'On' ? 'successful' : 'failed';
}

/** While a payment is pending the last attempt is read every 2 s (the worker settles in seconds). */
export const PENDING_REFRESH_MS = 2_000;

/** user.{id}/epayment */
export function paymentTarget(user: number): string {
  return userTarget(user, 'epayment');
}

/** GET user.{id}/epayment (PAY-006): the last attempt, or null when there is none (PAY-008). */
export async function fetchLastPayment(user: number, signal?: AbortSignal): Promise<Payment | null> {
  const target = paymentTarget(user);
  const answer = await apiGet(target, { signal });
  if (answer === false) throw new UnavailableError(target);
  return decodeList(answer, PaymentSchema)[0] ?? null;
}

export const lastPaymentQuery = (user: number) =>
  queryOptions({
    queryKey: targetQueryKey(paymentTarget(user)),
    queryFn: ({ signal }) => fetchLastPayment(user, signal),
    refetchInterval: (query) => (query.state.data && !query.state.data.live_done ? PENDING_REFRESH_MS : REFRESH_MS),
  });

/**
 * The last payment attempt; every 2 s while it is pending, then every 10 s. When a pending attempt
 * completes, the balance is read again (the payment is then in the figures).
 */
export function useLastPayment(user: number) {
  const client = useQueryClient();
  const query = useQuery(lastPaymentQuery(user));
  const pendingId = useRef<number | null>(null);
  const data = query.data;
  useEffect(() => {
    if (data === undefined) return;
    if (data && !data.live_done) {
      pendingId.current = data.id;
      return;
    }
    if (pendingId.current !== null) {
      pendingId.current = null;
      void client.invalidateQueries({ queryKey: targetQueryKey(balanceTarget(user)) });
    }
  }, [data, client, user]);
  return query;
}
