import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n';
import { apiPost, ProductError } from '../../../lib/api-client';
import { apiFile, type ApiFile } from '../../../lib/api-client/file';
import { targetQueryKey } from '../../../lib/target';
import { onboardingChangeKeys, onboardingTarget } from './onboarding-targets';
import { writeAnswer } from '../../../lib/write-answer';

/** The two kinds of signed documents. */
export type SignedKind = 'contract' | 'agreement';

/** user.{id}/contractview.{tempId} or agreementview.{tempId} (ONB-035, ONB-043). */
export function signedViewTarget(user: number, kind: SignedKind, tempId: string): string {
  return onboardingTarget(user, `${kind}view.${tempId}`);
}

/** The name to save under when the server gives none. */
export function signedFallbackName(kind: SignedKind, tempId: string): string {
  return `${kind}-${tempId.slice(0, 8)}.pdf`;
}

/**
 * GET the signed PDF with the session header (never a token in a URL): the stored bytes, shown in
 * the review's frame through a blob URL and saved by Download. 433–435 throw 'not available'.
 */
export async function fetchSignedFile(user: number, kind: SignedKind, tempId: string, signal?: AbortSignal): Promise<ApiFile> {
  const file = await apiFile(signedViewTarget(user, kind, tempId), { fallbackName: signedFallbackName(kind, tempId), signal });
  if (file === false) throw new ProductError(translate('onboarding.review.unavailable'));
  return file;
}

/** The signed PDF, read once: a draft's bytes never change (a new signature is a new draft id). */
export const signedFileQuery = (user: number, kind: SignedKind, tempId: string) =>
  queryOptions({
    queryKey: targetQueryKey(signedViewTarget(user, kind, tempId)),
    queryFn: ({ signal }) => fetchSignedFile(user, kind, tempId, signal),
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    refetchInterval: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useSignedFile(user: number, kind: SignedKind, tempId: string) {
  return useQuery(signedFileQuery(user, kind, tempId));
}

/** One submit: the draft and its attempt's Idempotency-Key. */
export interface SubmitSigned {
  kind: SignedKind;
  tempId: string;
  idempotencyKey: string;
}

/**
 * POST user.{id}/contract.{tempId} or agreement.{tempId} with {} and an Idempotency-Key: the
 * signed draft is sent for review. Resolves with the server's message.
 */
export async function submitSigned(user: number, { kind, tempId, idempotencyKey }: SubmitSigned): Promise<string> {
  const answer = writeAnswer(await apiPost(onboardingTarget(user, `${kind}.${tempId}`), {}, { idempotencyKey }));
  return answer.message || translate(`onboarding.download.${kind}Sent`);
}

/** The submit; the profile, the checklist and the documents are read again afterwards. */
export function useSubmitSigned(user: number) {
  return useMutation<string, Error, SubmitSigned>({
    mutationFn: (s) => submitSigned(user, s),
    meta: { invalidates: onboardingChangeKeys(user) },
  });
}
