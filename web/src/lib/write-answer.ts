import { translate } from '../i18n/i18n';
import { decodeEnvelope, ProductError, type ApiAnswer, type ApiResult } from './api-client';

/**
 * A write's answer, checked (PAY-030, PHONE-012, ONB-036): the envelope when it went through; an
 * answer with the error flag (the 911 and onboarding writes' refusals come as 200 with error 1) or
 * success false is thrown with the server's message, and 433–435 with the generic one. 450s are
 * thrown by the client with theirs.
 */
export function writeAnswer(result: ApiResult<ApiAnswer>): ApiAnswer {
  if (result === false) throw new ProductError(translate('errors.generic'));
  const answer = decodeEnvelope(result);
  if (answer.error || answer.success === false) throw new ProductError(answer.message || translate('errors.generic'));
  return answer;
}
