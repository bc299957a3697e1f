import { useMutation } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n';
import { apiPost, decodeEnvelope, ProductError, type ApiAnswer } from '../../../lib/api-client';
import { userTarget } from '../../../lib/target';
import { refreshKeys } from './refresh-keys';

/** POST user.{id}/slowdown {slowdown_mode} (NET-075); a refusal is thrown with the server's message. */
export async function postSlowdown(user: number, slowdownMode: boolean): Promise<ApiAnswer> {
  const result = await apiPost(userTarget(user, 'slowdown'), { slowdown_mode: slowdownMode });
  if (result === false) throw new ProductError(translate('errors.generic'));
  const answer = decodeEnvelope(result);
  if (answer.error || answer.success === false) throw new ProductError(answer.message || translate('errors.generic'));
  return answer;
}

/** Switching Unlimited mode; the mode, the usage and the warnings (hitcap) refresh afterwards. */
export function useSetSlowdown(user: number) {
  return useMutation<ApiAnswer, Error, boolean>({
    mutationFn: (on) => postSlowdown(user, on),
    meta: { invalidates: refreshKeys(user, ['slowdown', 'broadbandtraffic']) },
  });
}
