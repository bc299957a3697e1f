import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { translate } from '../../../i18n/i18n';
import { apiPost } from '../../../lib/api-client/api-client';
import { decode } from '../../../lib/api-client/decode';
import { ProductError } from '../../../lib/api-client/errors';
import { targetQueryKey } from '../../../lib/target';
import { balanceTarget } from './get-balance';
import { PaymentSchema, paymentTarget, type Payment } from './get-last-payment';

/** One e-payment attempt: the amount as typed (checked) and the attempt's Idempotency-Key. */
export interface PaymentAttempt {
  /** Dollars with at most 2 decimals, e.g. "125.50". */
  amount: string;
  idempotencyKey: string;
}

/** What an accepted payment answers (PAY-004): its message and the attempt. */
export interface PaymentAccepted {
  message: string;
  payment: Payment | null;
}

/**
 * The answer's own fields. Not decodeEnvelope: this answer's top-level `success` is the attempt's
 * "On"/"Off" (PAY-004, PAY-007), not the envelope's boolean.
 */
const PaymentAnswerSchema = v.looseObject({
  error: v.optional(v.number()),
  message: v.optional(v.string(), ''),
  object: v.nullish(PaymentSchema),
});

/**
 * POST user.{id}/epayment {amount} with the attempt's Idempotency-Key (PAY-004): a repeated key
 * is answered with the first answer and charges nothing. A refusal (450, or the error flag) is
 * thrown with the server's message (PAY-005).
 */
export async function postPayment(user: number, attempt: PaymentAttempt): Promise<PaymentAccepted> {
  const result = await apiPost(paymentTarget(user), { amount: attempt.amount }, { idempotencyKey: attempt.idempotencyKey });
  if (result === false) throw new ProductError(translate('errors.generic'));
  const answer = decode(PaymentAnswerSchema, result);
  if (answer.error) throw new ProductError(answer.message || translate('errors.generic'), 200);
  return { message: answer.message, payment: answer.object ?? null };
}

/** The payment; the last attempt and the balance are read again afterwards. */
export function usePayment(user: number) {
  return useMutation<PaymentAccepted, Error, PaymentAttempt>({
    mutationFn: (attempt) => postPayment(user, attempt),
    meta: { invalidates: [targetQueryKey(paymentTarget(user)), targetQueryKey(balanceTarget(user))] },
  });
}
