import { useMutation } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n';
import { uploadDocument, type UploadProgress } from '../../../lib/upload';
import { onboardingChangeKeys, onboardingTarget } from './onboarding-targets';
import { writeAnswer } from '../../../lib/write-answer';

/** One identity photo upload: the photo, and where its progress goes. */
export interface IdPhotoUpload {
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * POST user.{id}/documentupload?docpost=t, multipart with the photo in `file` (ONB-012), with
 * upload progress. Resolves with the server's thanks; a refusal is thrown with the server's
 * message (450), a network failure as the client's NetworkError (ONB-013).
 */
export async function uploadIdPhoto(user: number, { file, onProgress, signal }: IdPhotoUpload): Promise<string> {
  const answer = writeAnswer(await uploadDocument(onboardingTarget(user, 'documentupload'), file, { onProgress, signal }));
  return answer.message || translate('onboarding.documents.received');
}

/** The upload; the counters, the checklist, the contract profile and the documents are read again afterwards. */
export function useUploadIdPhoto(user: number) {
  return useMutation<string, Error, IdPhotoUpload>({
    mutationFn: (upload) => uploadIdPhoto(user, upload),
    meta: { invalidates: onboardingChangeKeys(user) },
  });
}
