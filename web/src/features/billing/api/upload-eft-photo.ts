import { useMutation } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n';
import { uploadDocument, type UploadProgress } from '../../../lib/upload';
import { billingTarget, methodChangeKeys } from './billing-targets';
import { writeAnswer } from '../../../lib/write-answer';

/** One void-cheque upload: the photo, and where its progress goes. */
export interface EftPhotoUpload {
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * POST user.{id}/eftphoto?docpost=t, multipart with the photo in `file` (PAY-033), with upload
 * progress. Resolves with the server's message ("We received your void cheque…"); a refusal is
 * thrown with the server's message, a network failure as the client's NetworkError (PAY-038).
 */
export async function uploadEftPhoto(user: number, { file, onProgress, signal }: EftPhotoUpload): Promise<string> {
  const answer = writeAnswer(await uploadDocument(billingTarget(user, 'eftphoto'), file, { onProgress, signal }));
  return answer.message || translate('billing.upload.received');
}

/** The upload; the cheque status, the method and the documents are read again afterwards. */
export function useUploadEftPhoto(user: number) {
  return useMutation<string, Error, EftPhotoUpload>({
    mutationFn: (upload) => uploadEftPhoto(user, upload),
    meta: { invalidates: methodChangeKeys(user) },
  });
}
