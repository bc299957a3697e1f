import { useMutation } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n';
import { apiPost, type ApiAnswer } from '../../../lib/api-client/api-client';
import { decodeEnvelope } from '../../../lib/api-client/decode';
import { ProductError } from '../../../lib/api-client/errors';
import type { ChangeRequestBody } from '../change-request-rules';
import { changeRequestTarget } from './get-change-request';

/**
 * POST user.{id}/accountinfoupdate with {rows, callback, comments} (ACCT-028). A refusal (450,
 * or the error flag) is thrown with the server's message, which the form shows (ACCT-029).
 */
export async function postChangeRequest(user: number, body: ChangeRequestBody): Promise<ApiAnswer> {
  const result = await apiPost(changeRequestTarget(user), body);
  if (result === false) throw new ProductError(translate('errors.generic'));
  const answer = decodeEnvelope(result);
  if (answer.error) throw new ProductError(answer.message || translate('errors.generic'));
  return answer;
}

/**
 * The change request. user.{id}/accountinfoupdate is read again afterwards (meta.targets), so
 * the pending state comes from the server before the form closes.
 */
export function useChangeRequestWrite(user: number) {
  return useMutation<ApiAnswer, Error, ChangeRequestBody>({
    mutationFn: (body) => postChangeRequest(user, body),
    meta: { targets: [changeRequestTarget(user)] },
  });
}
