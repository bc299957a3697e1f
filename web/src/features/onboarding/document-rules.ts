/**
 * The identity documents' rules, without React (ONB-008…011): what the counters mean on
 * /documentupload and the last rejection's reason.
 */
import type { DocumentUploadStatus } from './api/get-document-upload';

/**
 * The page's state (ONB-008…010): approved when documentstatus is C; waiting for review when two
 * photos or more wait; the first photo received, a second may be sent, at one; else the upload.
 */
export type DocumentState = 'approved' | 'waiting' | 'second' | 'upload';

/** How many photos the identity needs at most (ONB-011: 1 or 2). */
export const MAX_ID_PHOTOS = 2;

export function documentState(status: Pick<DocumentUploadStatus, 'documentstatus' | 'pendingphotos'>): DocumentState {
  if (status.documentstatus === 'C') return 'approved';
  if (status.pendingphotos >= MAX_ID_PHOTOS) return 'waiting';
  if (status.pendingphotos === 1) return 'second';
  return 'upload';
}

/** True when the state lets a photo be sent (the upload, or the second photo). */
export function canUpload(state: DocumentState): boolean {
  return state === 'upload' || state === 'second';
}

/**
 * The reason of the latest photo when it was rejected ('' when none was given); null when the
 * latest photo was not rejected (or there is none).
 */
export function lastRejection(status: Pick<DocumentUploadStatus, 'photos'>): string | null {
  const latest = [...status.photos].sort((a, b) => b.ts - a.ts || b.id - a.id)[0];
  return latest?.status === 'rejected' ? latest.reason : null;
}
