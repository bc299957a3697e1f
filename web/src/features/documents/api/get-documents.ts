import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, decodeList, type SchemaOf } from '../../../lib/api-client';
import { targetQueryKey, userTarget } from '../../../lib/target';

/** A document of the account (ACCT-030; docs/billing-api.md "Documents"). */
export interface AccountDocument {
  id: number;
  /** Epoch ms. */
  ts: number;
  /** 'invoice', 'voidcheque' (later 'identity', 'contract', 'agreement'). */
  type: string;
  /** In the caller's language: 'Invoice November 2026'. */
  title: string;
  /** 'application/pdf' (invoices) or 'image/jpeg'. */
  contenttype: string;
}

/** documentget's list item (Go documentItem). */
export const AccountDocumentSchema = v.object({
  id: v.number(),
  ts: v.number(),
  type: v.optional(v.string(), ''),
  title: v.optional(v.string(), ''),
  contenttype: v.optional(v.string(), ''),
}) satisfies SchemaOf<AccountDocument>;

/** user.{id}/documentget: the list, and with `.{docId}` one document's file. */
export const documentsTarget = (user: number, docId?: number) => userTarget(user, docId === undefined ? 'documentget' : `documentget.${docId}`);

/** GET user.{id}/documentget, newest first (ACCT-031); null when the server answers 433–435. */
export async function fetchDocuments(user: number, signal?: AbortSignal): Promise<AccountDocument[] | null> {
  const answer = await apiGet(documentsTarget(user), { signal });
  if (answer === false) return null;
  return decodeList(answer, AccountDocumentSchema).sort((a, b) => b.ts - a.ts || b.id - a.id);
}

export const documentsQuery = (user: number) =>
  queryOptions({
    queryKey: targetQueryKey(documentsTarget(user)),
    queryFn: ({ signal }) => fetchDocuments(user, signal),
  });

export function useDocuments(user: number) {
  return useQuery(documentsQuery(user));
}
