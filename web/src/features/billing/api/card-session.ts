/**
 * The card path through the gateway's hosted page (docs/billing-api.md, PAY-024…030; PCI DSS
 * SAQ-A: the card number never reaches the portal): open a card session for a name on card, send
 * the browser to the page, and on its return post the card token with the session's own token.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { translate } from '../../../i18n/i18n';
import { apiGet, apiPost, decode, ProductError, type ApiAnswer, type SchemaOf } from '../../../lib/api-client';
import { billingTarget, methodChangeKeys } from './billing-targets';
import { writeAnswer } from '../../../lib/write-answer';

/** An open card session: the portal's id, the gateway's session token and its hosted page. */
export interface CardSession {
  id: number;
  sessiontoken: string;
  url: string;
}

/** cctoken's list item (Go cardSessionItem). */
export const CardSessionSchema = v.object({
  id: v.number(),
  sessiontoken: v.pipe(v.string(), v.minLength(1)),
  url: v.pipe(v.string(), v.minLength(1)),
}) satisfies SchemaOf<CardSession>;

/** True for an http(s) address: the only kind the browser is ever sent to. */
export function isWebAddress(url: string): boolean {
  try {
    const u = new URL(url, window.location.href);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * GET user.{id}/cctoken?nameoncard=NAME (PAY-024). Throws "Session user null" without an account
 * (PAY-027), the server's message for a refusal (450 or the error flag, PAY-025), and an error when
 * the answer has no list (PAY-026) or a page address that is not a web address.
 */
export async function startCardSession(user: number | null | undefined, nameOnCard: string): Promise<CardSession> {
  if (!user) throw new Error(translate('billing.card.sessionUserNull'));
  const answer = await apiGet<ApiAnswer>(billingTarget(user, 'cctoken'), { params: { nameoncard: nameOnCard } });
  if (answer === false) throw new ProductError(translate('errors.generic'));
  if (answer.error) throw new ProductError(answer.message || translate('errors.generic'));
  const first: unknown = Array.isArray(answer.list) ? answer.list[0] : undefined;
  if (first === undefined) throw new ProductError(translate('billing.card.noSession'));
  const session = decode(CardSessionSchema, first);
  if (!isWebAddress(session.url)) throw new ProductError(translate('billing.card.noSession'));
  return session;
}

/** What the app posts after an approved return (PAY-029). */
export interface CardSave {
  /** The account the session was opened for. */
  user: number;
  /** The card session's id (the return's `session`). */
  id: number;
  sessiontoken: string;
  cctoken: string;
}

/**
 * POST user.{id}/cctoken.{session} {sessiontoken, cctoken} (PAY-029): the answer's message ("Your
 * Visa ending in 4242 will be used for automatic payments."). A refusal or success false is thrown
 * with the server's message (PAY-030).
 */
export async function saveCard({ user, id, sessiontoken, cctoken }: CardSave): Promise<string> {
  const answer = writeAnswer(await apiPost(billingTarget(user, `cctoken.${id}`), { sessiontoken, cctoken }));
  return answer.message || translate('billing.card.saved');
}

/** Opening a card session (nothing to refresh: the method changes only on the return). */
export function useStartCardSession(user: number | null | undefined) {
  return useMutation<CardSession, Error, string>({ mutationFn: (name) => startCardSession(user, name) });
}

/** Saving the returned card; the method, the cheque status and the documents are read again. */
export function useSaveCard() {
  const queryClient = useQueryClient();
  return useMutation<string, Error, CardSave>({
    mutationFn: saveCard,
    onSettled: (_message, _error, save) =>
      Promise.all(methodChangeKeys(save.user).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
