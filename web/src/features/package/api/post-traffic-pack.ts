import { useMutation } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n';
import { apiPost, decodeEnvelope, ProductError, type ApiAnswer } from '../../../lib/api-client';
import { userTarget } from '../../../lib/target';
import { refreshKeys } from './refresh-keys';

/**
 * POST user.{id}/trafficpack {} (NET-069) with the attempt's Idempotency-Key; a refusal is thrown
 * with the server's message.
 */
export async function postTrafficPack(user: number, idempotencyKey: string): Promise<ApiAnswer> {
  const result = await apiPost(userTarget(user, 'trafficpack'), {}, { idempotencyKey });
  if (result === false) throw new ProductError(translate('errors.generic'));
  const answer = decodeEnvelope(result);
  if (answer.error || answer.success === false) throw new ProductError(answer.message || translate('errors.generic'));
  return answer;
}

/** Buying a traffic pack; currentbroadband and broadbandtraffic refresh afterwards (NET-069). */
export function useTrafficPack(user: number) {
  return useMutation<ApiAnswer, Error, string>({
    mutationFn: (idempotencyKey) => postTrafficPack(user, idempotencyKey),
    meta: { invalidates: refreshKeys(user, ['currentbroadband', 'broadbandtraffic']) },
  });
}
