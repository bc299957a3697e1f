import { useMutation } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n';
import { apiPost, type ApiAnswer } from '../../../lib/api-client/api-client';
import { decodeEnvelope } from '../../../lib/api-client/decode';
import { ProductError } from '../../../lib/api-client/errors';
import { notify } from '../../../lib/notify';
import { userTarget } from '../../../lib/target';

/** The three changes of a service e-mail (platform spec §7, PLAT-154, PLAT-156, PLAT-159). */
export type ServiceEmailChange =
  | { abandon: true }
  | { forwarding: true; forwardingaddress: string }
  | { forwardingaddress: string };

/** user.{id}/serviceemail.{id} */
export function serviceEmailTarget(user: number, id: number): string {
  return userTarget(user, `serviceemail.${id}`);
}

/**
 * POST user.{id}/serviceemail.{id}. A refusal (450, or an answer with the error flag) is thrown
 * with the server's message so the dialog can show it; 433–435 count as a failure too.
 */
export async function postServiceEmail(user: number, id: number, body: ServiceEmailChange): Promise<ApiAnswer> {
  const result = await apiPost(serviceEmailTarget(user, id), body);
  if (result === false) throw new ProductError(translate('errors.generic'));
  const answer = decodeEnvelope(result);
  if (answer.error) throw new ProductError(answer.message || translate('errors.generic'));
  return answer;
}

/**
 * The write of one service e-mail. The list under user.{id}/serviceemail refreshes after it
 * (meta.targets); a success shows the server's message in the snackbar.
 */
export function useServiceEmailWrite(user: number, id: number) {
  const target = serviceEmailTarget(user, id);
  return useMutation<ApiAnswer, Error, ServiceEmailChange>({
    mutationFn: (body) => postServiceEmail(user, id, body),
    meta: { targets: [target] },
    onSuccess: (answer) => {
      if (answer.message) notify({ severity: 'success', message: answer.message });
    },
  });
}
