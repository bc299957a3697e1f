import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiAnswer } from '../../../lib/api-client';
import { phoneResourceKey, phoneTarget } from './phone-targets';
import { writeAnswer } from '../../../lib/write-answer';

/** A top-up: the amount in dollars (one of the offered ones) for a package (PHONE-052). */
export interface InternationalTopUp {
  amount: number;
  billingpackageid: number;
  /** The attempt's Idempotency-Key, made when the form opened. */
  idempotencyKey: string;
}

/**
 * POST user.{id}/voipldadd {amount, billingpackageid} with the Idempotency-Key: a repeated key
 * is answered with the first result and charged once. A refusal (450, or the error flag) is
 * thrown with the server's message (PHONE-053).
 */
export async function postInternationalTopUp(user: number, topUp: InternationalTopUp): Promise<ApiAnswer> {
  const { idempotencyKey, ...body } = topUp;
  return writeAnswer(await apiPost(phoneTarget(user, 'voipldadd'), body, { idempotencyKey }));
}

/** The top-up; the balance and the history are read again afterwards. */
export function useInternationalTopUp(user: number) {
  return useMutation<ApiAnswer, Error, InternationalTopUp>({
    mutationFn: (topUp) => postInternationalTopUp(user, topUp),
    meta: { invalidates: [phoneResourceKey(user, 'voipldbalance'), phoneResourceKey(user, 'voipldhistory')] },
  });
}
