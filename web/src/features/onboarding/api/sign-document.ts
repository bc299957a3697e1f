import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { translate } from '../../../i18n/i18n';
import { decode, ProductError } from '../../../lib/api-client';
import { uploadDocument, type UploadProgress } from '../../../lib/upload';
import { onboardingChangeKeys, onboardingTarget } from './onboarding-targets';
import { writeAnswer } from '../../../lib/write-answer';

/** What is signed: the contract (its term and name fields) or an agreement (its type). */
export type Signing =
  | { kind: 'contract'; term?: 1 | 2; name?: { field: 'name' | 'companyname'; value: string } }
  | { kind: 'agreement'; agreement: string };

/** One signing: what, the signature PNG, and where its progress goes. */
export interface SignUpload {
  signing: Signing;
  signature: Blob;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** The file name the signature is sent under. */
export const SIGNATURE_FILE_NAME = 'signature.png';

const SignedAnswerSchema = v.object({
  list: v.pipe(
    v.array(v.object({ tempcontractid: v.pipe(v.union([v.string(), v.number()]), v.transform(String)) })),
    v.minLength(1),
  ),
});

/** The multipart fields of a signing (ONB-034, ONB-042), the file apart. */
export function signingFields(signing: Signing): Record<string, string> {
  if (signing.kind === 'agreement') return { agreement: signing.agreement };
  const fields: Record<string, string> = {};
  if (signing.term) fields.term = String(signing.term);
  if (signing.name) fields[signing.name.field] = signing.name.value;
  return fields;
}

/**
 * POST user.{id}/contract (ONB-034) or user.{id}/agreement (ONB-042), multipart with docpost=t,
 * the fields and the signature PNG in `file`. Resolves with the signed draft's id
 * (list[0].tempcontractid). An answer whose error is not 0, and a 450, are thrown with the server's
 * message (ONB-036); a network failure is the client's NetworkError (ONB-037).
 */
export async function signDocument(user: number, { signing, signature, onProgress, signal }: SignUpload): Promise<string> {
  const answer = writeAnswer(
    await uploadDocument(onboardingTarget(user, signing.kind), signature, {
      fields: signingFields(signing),
      fileName: SIGNATURE_FILE_NAME,
      onProgress,
      signal,
    }),
  );
  let id: string;
  try {
    id = decode(SignedAnswerSchema, answer).list[0]!.tempcontractid;
  } catch {
    id = '';
  }
  if (!id) throw new ProductError(translate('onboarding.sign.noDraft'));
  return id;
}

/** The signing; the profile (its draft id) is read again afterwards. */
export function useSignDocument(user: number) {
  return useMutation<string, Error, SignUpload>({
    mutationFn: (upload) => signDocument(user, upload),
    meta: { invalidates: onboardingChangeKeys(user) },
  });
}
