import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiFile, saveFile } from '../../../lib/api-client/file';
import { targetQueryKey } from '../../../lib/target';
import { translate } from '../../../i18n/i18n';
import type { Language } from '../../../i18n/language';
import { useLanguage } from '../../../i18n/use-language';
import { documentsTarget, type AccountDocument } from './get-documents';

/** ?variant=thumbnail: the document's preview, a PNG about 200 px wide (ACCT-033). */
export const THUMBNAIL_PARAMS = { variant: 'thumbnail' } as const;

/** How long an unused preview stays cached: the page can be left and opened again without refetching. */
const THUMBNAIL_GC_MS = 30 * 60_000;

/**
 * GET user.{id}/documentget.{docId}&variant=thumbnail with the session header (ACCT-034), in the
 * language the preview is printed in; null when the server answers 433–435 (no preview for now).
 */
export async function fetchThumbnail(user: number, docId: number, language: Language, signal?: AbortSignal): Promise<Blob | null> {
  const file = await apiFile(documentsTarget(user, docId), { params: THUMBNAIL_PARAMS, language, signal });
  return file === false ? null : file.blob;
}

/**
 * A preview, cached for good: a document does not change once issued, but invoices are printed in
 * the caller's language, so the key names the account, the document and the language.
 */
export const thumbnailQuery = (user: number, docId: number, language: Language) =>
  queryOptions({
    queryKey: [...targetQueryKey(documentsTarget(user, docId), THUMBNAIL_PARAMS), language],
    queryFn: ({ signal }) => fetchThumbnail(user, docId, language, signal),
    staleTime: Infinity,
    gcTime: THUMBNAIL_GC_MS,
    refetchInterval: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** A document's preview in the app's language, read once `enabled` (the row has scrolled into view). */
export function useThumbnail(user: number, docId: number, enabled = true) {
  const { language } = useLanguage();
  return useQuery({ ...thumbnailQuery(user, docId, language), enabled });
}

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/** The name to save under when the server gives none: document-6.pdf. */
export function fallbackFileName(doc: Pick<AccountDocument, 'id' | 'contenttype'>): string {
  const ext = EXTENSIONS[doc.contenttype.split(';')[0]!.trim().toLowerCase()];
  return ext ? `document-${doc.id}.${ext}` : `document-${doc.id}`;
}

/**
 * Fetches a document with the session header (never a token in a URL, ACCT-034) and saves it
 * under the server's file name (Content-Disposition). 433–435 throw 'not available right now'.
 */
export async function downloadDocument(user: number, doc: AccountDocument, language: Language): Promise<string> {
  const file = await apiFile(documentsTarget(user, doc.id), { language, fallbackName: fallbackFileName(doc) });
  if (file === false) throw new Error(translate('documents.downloadUnavailable'));
  saveFile(file);
  return file.fileName;
}

/** The Download action of one document: pending while the file comes, its error if it fails. */
export function useDownloadDocument(user: number) {
  const { language } = useLanguage();
  return useMutation({ mutationFn: (doc: AccountDocument) => downloadDocument(user, doc, language) });
}
