import { useMutation } from '@tanstack/react-query';
import { apiPost, decodeEnvelope, getToken } from '../../../lib/api-client';
import { translate } from '../../../i18n/i18n';
import { meTarget } from '../../../lib/target';

export const feedbackTarget = meTarget('feedback');

/** What the subscriber wrote and where it happened (the path and the error). */
export interface Feedback {
  message: string;
  context: string;
}

/** Sending needs a session: without a token there is no one to send it as. */
export class SignedOutError extends Error {}

/**
 * POST me.1/feedback {message, context}. Resolves with the server's thank-you message; a 450
 * (e.g. an empty message) rejects with the server's words, other failures with theirs.
 */
export async function postFeedback(feedback: Feedback): Promise<string> {
  if (!getToken()) throw new SignedOutError('signed out');
  const result = await apiPost(feedbackTarget, feedback);
  if (result === false) throw new Error(translate('feedback.failed'));
  const answer = decodeEnvelope(result);
  if (answer.error) throw new Error(answer.message || translate('feedback.failed'));
  return answer.message || translate('feedback.sent');
}

/** The feedback write (no toast: the dialog shows the outcome). */
export function useSendFeedback() {
  return useMutation({ mutationFn: postFeedback });
}
