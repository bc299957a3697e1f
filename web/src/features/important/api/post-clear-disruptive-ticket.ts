import { useMutation } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n';
import { apiPost, decodeEnvelope, ProductError, type ApiAnswer } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { userTarget } from '../../../lib/target';
import { accountWarningsTarget } from '../../../lib/account';

/** user.{user}/cleardisruptiveticket */
export function clearTicketTarget(user: number): string {
  return userTarget(user, 'cleardisruptiveticket');
}

/**
 * POST user.{user}/cleardisruptiveticket {signature} (NET-091). A refusal (450: no open clearable
 * ticket, or a signature that does not name the holder; or an answer with the error flag) is
 * thrown with the server's message; 433–435 count as a failure too.
 */
export async function postClearDisruptiveTicket(user: number, signature: string): Promise<ApiAnswer> {
  const result = await apiPost(clearTicketTarget(user), { signature });
  if (result === false) throw new ProductError(translate('errors.generic'));
  const answer = decodeEnvelope(result);
  if (answer.error) throw new ProductError(answer.message || translate('errors.generic'));
  return answer;
}

/** Mutation hook; the server's message shows in the snackbar, the warnings and the account's data reload afterwards (NET-092). */
export function useClearDisruptiveTicket(user: number) {
  return useMutation<ApiAnswer, Error, string>({
    mutationFn: (signature) => postClearDisruptiveTicket(user, signature),
    // Here rather than in mutate(): the card this runs from goes away when the warnings reload.
    onSuccess: (answer) => notify({ severity: 'success', message: answer.message || translate('important.ticketCleared') }),
    meta: { targets: [clearTicketTarget(user), accountWarningsTarget], invalidates: [['user', String(user)]] },
  });
}
