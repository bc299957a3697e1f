import { useMutation } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n';
import { apiPost, ProductError, type ApiAnswer } from '../../../lib/api-client';
import { userTarget } from '../../../lib/target';
import { refreshKeys } from './refresh-keys';

/** POST user.{id}/trafficpack {} (NET-069); a refusal is thrown with the server's message. */
export async function postTrafficPack(user: number): Promise<ApiAnswer> {
  const answer = await apiPost<ApiAnswer>(userTarget(user, 'trafficpack'), {});
  if (answer === false) throw new ProductError(translate('errors.generic'));
  if (answer.error || answer.success === false) throw new ProductError(answer.message || translate('errors.generic'));
  return answer;
}

/** Buying a traffic pack; currentbroadband and broadbandtraffic refresh afterwards (NET-069). */
export function useTrafficPack(user: number) {
  return useMutation<ApiAnswer, Error, void>({
    mutationFn: () => postTrafficPack(user),
    meta: { invalidates: refreshKeys(user, ['currentbroadband', 'broadbandtraffic']) },
  });
}
