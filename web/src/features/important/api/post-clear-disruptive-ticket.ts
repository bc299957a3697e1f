import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiAnswer } from '../../../lib/api-client';
import { userTarget } from '../../../lib/target';
import { accountWarningsTarget } from './get-account-warnings';

/** POST user.{user}/cleardisruptiveticket {signature} (NET-091). */
export function postClearDisruptiveTicket(user: number, signature: string) {
  return apiPost<ApiAnswer>(userTarget(user, 'cleardisruptiveticket'), { signature });
}

/** Mutation hook; the warnings and the user's data reload afterwards (NET-092). */
export function useClearDisruptiveTicket(user: number) {
  return useMutation({
    mutationFn: (signature: string) => postClearDisruptiveTicket(user, signature),
    meta: { targets: [userTarget(user, 'cleardisruptiveticket'), accountWarningsTarget], invalidates: [['user', String(user)]] },
  });
}
