import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, decodeList, type SchemaOf } from '../../../lib/api-client';
import { targetQueryKey } from '../../../lib/target';
import { onboardingTarget } from './onboarding-targets';

/** One identity photo sent for review. */
export interface IdentityPhoto {
  id: number;
  /** Epoch ms. */
  ts: number;
  /** 'pending', 'approved', 'rejected' or 'superseded'. */
  status: string;
  /** Why it was rejected ('' otherwise). */
  reason: string;
}

/**
 * The identity documents' status (ONB-005, ONB-007): photos waiting for review (decisions §15:
 * counted apart from void cheques), the checklist code (C approved, P one waits, I none), whether
 * the provider hides documents, and the photos.
 */
export interface DocumentUploadStatus {
  pendingphotos: number;
  documentstatus: string;
  hidedocuments: boolean;
  photos: IdentityPhoto[];
}

const PhotoSchema = v.object({
  id: v.number(),
  ts: v.optional(v.number(), 0),
  status: v.optional(v.string(), ''),
  reason: v.optional(v.nullable(v.string(), ''), ''),
}) satisfies SchemaOf<IdentityPhoto>;

export const DocumentUploadStatusSchema = v.object({
  pendingphotos: v.optional(v.number(), 0),
  documentstatus: v.optional(v.string(), 'I'),
  hidedocuments: v.optional(v.boolean(), false),
  photos: v.optional(v.array(PhotoSchema), []),
}) satisfies SchemaOf<DocumentUploadStatus>;

/** The status of an account that has sent nothing. */
export const noDocuments: DocumentUploadStatus = Object.freeze({ pendingphotos: 0, documentstatus: 'I', hidedocuments: false, photos: [] });

/** GET user.{id}/documentupload (ONB-007); null when the server has nothing to give (433–435). */
export async function fetchDocumentUpload(user: number, signal?: AbortSignal): Promise<DocumentUploadStatus | null> {
  const answer = await apiGet(onboardingTarget(user, 'documentupload'), { signal });
  if (answer === false) return null;
  return decodeList(answer, DocumentUploadStatusSchema)[0] ?? noDocuments;
}

export const documentUploadQuery = (user: number) =>
  queryOptions({
    queryKey: targetQueryKey(onboardingTarget(user, 'documentupload')),
    queryFn: ({ signal }) => fetchDocumentUpload(user, signal),
  });

export function useDocumentUpload(user: number) {
  return useQuery(documentUploadQuery(user));
}
