import { useMutation } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n';
import { apiPost, decodeEnvelope, ProductError, type ApiAnswer } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { userTarget } from '../../../lib/target';
import { accountWarningsTarget } from '../../../lib/account';

/** user.{user}/ipaddr_autoregister */
export function autoRegisterTarget(user: number): string {
  return userTarget(user, 'ipaddr_autoregister');
}

/**
 * POST user.{user}/ipaddr_autoregister {} (NET-100): registers the connection the subscriber is
 * using now with the account's router. A refusal (450: not at home, several accounts, nothing to
 * register; or an answer with the error flag) is thrown with the server's message.
 */
export async function postAutoRegister(user: number): Promise<ApiAnswer> {
  const result = await apiPost(autoRegisterTarget(user), {});
  if (result === false) throw new ProductError(translate('errors.generic'));
  const answer = decodeEnvelope(result);
  if (answer.error) throw new ProductError(answer.message || translate('errors.generic'));
  return answer;
}

/** Mutation hook; the server's message shows in the snackbar, the warnings and the account's data reload afterwards. */
export function useAutoRegister(user: number) {
  return useMutation<ApiAnswer, Error, void>({
    mutationFn: () => postAutoRegister(user),
    // Here rather than in mutate(): the card this runs from goes away when the warnings reload.
    onSuccess: (answer) => notify({ severity: 'success', message: answer.message || translate('important.registered') }),
    meta: { targets: [autoRegisterTarget(user), accountWarningsTarget], invalidates: [['user', String(user)]] },
  });
}
