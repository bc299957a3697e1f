/**
 * Support tickets, the subscriber's side (issue 32, item 3; docs/support-api.md): the account's
 * requests, one request's conversation, a new request, a reply, "This is solved" and an
 * attachment's file. Every read is refreshed like every view (every 10 s) and read again after a
 * write.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { translate } from '../../../i18n/i18n';
import { apiGet, apiPost, apiPostDocument, decodeObject } from '../../../lib/api-client';
import { apiFile, saveFile } from '../../../lib/api-client/file';
import { targetQueryKey, userTarget } from '../../../lib/target';
import { writeAnswer } from '../../../lib/write-answer';
import { IdSchema, oneOf, TicketSummarySchema, ticketsQuery, ticketsTarget, type Category } from './tickets-list';

export { CATEGORIES, STATUSES, fetchTickets, ticketsQuery, ticketsTarget, type Category, type TicketStatus, type TicketSummary } from './tickets-list';

export const AttachmentSchema = v.object({
  attachmentid: IdSchema,
  name: v.optional(v.string(), ''),
  type: v.optional(v.string(), ''),
  size: v.optional(v.number(), 0),
});
export type Attachment = v.InferOutput<typeof AttachmentSchema>;

export const MessageSchema = v.object({
  messageid: IdSchema,
  from: oneOf(['you', 'provider'] as const, 'provider'),
  author: v.optional(v.string(), ''),
  body: v.optional(v.string(), ''),
  at: v.number(),
  attachments: v.optional(v.array(AttachmentSchema), []),
});
export type Message = v.InferOutput<typeof MessageSchema>;

export const TicketSchema = v.object({
  ...TicketSummarySchema.entries,
  diagnostics: v.nullish(v.array(v.string()), []),
  messages: v.optional(v.array(MessageSchema), []),
});
export type Ticket = Omit<v.InferOutput<typeof TicketSchema>, 'diagnostics'> & { diagnostics: string[] };

export const ticketTarget = (user: number, tid: string) => userTarget(user, `supportticket.${tid}`);
export const attachmentTarget = (user: number, tid: string, aid: string) => `${ticketTarget(user, tid)}/supportattachment.${aid}`;

/**
 * GET user.{id}/supportticket.{tid}: the request and its conversation, the oldest message first;
 * null when there is no such request for this account (a foreign id answers like a missing one).
 */
export async function fetchTicket(user: number, tid: string, signal?: AbortSignal): Promise<Ticket | null> {
  const answer = await apiGet(ticketTarget(user, tid), { signal });
  if (answer === false) return null;
  const t = decodeObject(answer, TicketSchema);
  return { ...t, diagnostics: t.diagnostics ?? [] };
}

export const ticketQuery = (user: number, tid: string) =>
  queryOptions({ queryKey: targetQueryKey(ticketTarget(user, tid)), queryFn: ({ signal }) => fetchTicket(user, tid, signal) });

export function useTickets(user: number) {
  return useQuery(ticketsQuery(user));
}

export function useTicket(user: number, tid: string) {
  return useQuery(ticketQuery(user, tid));
}

/** A new request as the form sends it. */
export interface NewTicket {
  category: Category;
  description: string;
  diagnostics: string[];
  files: File[];
  /** The form's Idempotency-Key: a double click or a retry opens one request. */
  idempotencyKey: string;
}

/** The multipart body of a message: its fields, then each file in a part named `file`. */
export function messageForm(fields: Record<string, string>, files: readonly File[]): FormData {
  const form = new FormData();
  for (const [k, val] of Object.entries(fields)) form.append(k, val);
  for (const f of files) form.append('file', f, f.name);
  return form;
}

/**
 * POST user.{id}/supportticket (multipart, docpost=t, with the Idempotency-Key): the server's
 * message and the new request's id. A refusal is thrown with the server's message.
 */
export async function postTicket(user: number, t: NewTicket): Promise<{ message: string; ticketid: string }> {
  const fields: Record<string, string> = { category: t.category, description: t.description };
  if (t.diagnostics.length > 0) fields.diagnostics = t.diagnostics.join('\n');
  const answer = writeAnswer(await apiPostDocument(ticketsTarget(user), messageForm(fields, t.files), { idempotencyKey: t.idempotencyKey }));
  const id = (answer as { ticketid?: unknown }).ticketid;
  return { message: answer.message ?? '', ticketid: typeof id === 'number' || typeof id === 'string' ? String(id) : '' };
}

/** A reply as the conversation sends it. */
export interface NewReply {
  message: string;
  files: File[];
  idempotencyKey: string;
}

/** POST user.{id}/supportticket.{tid}/supportreply (multipart, with the Idempotency-Key): the server's message. */
export async function postReply(user: number, tid: string, r: NewReply): Promise<string> {
  const target = `${ticketTarget(user, tid)}/supportreply`;
  const answer = writeAnswer(await apiPostDocument(target, messageForm({ message: r.message }, r.files), { idempotencyKey: r.idempotencyKey }));
  return answer.message ?? '';
}

/** POST user.{id}/supportticket.{tid}/supportclose {}: "This is solved"; the server's message. */
export async function postClose(user: number, tid: string): Promise<string> {
  return writeAnswer(await apiPost(`${ticketTarget(user, tid)}/supportclose`, {})).message ?? '';
}

/** Every read of the account's requests (the list, the menu's count, each conversation). */
const allTickets = (user: number) => ({ invalidates: [targetQueryKey(ticketsTarget(user))] });

export function useNewTicket(user: number) {
  return useMutation({ mutationFn: (t: NewTicket) => postTicket(user, t), meta: allTickets(user) });
}

export function useReply(user: number, tid: string) {
  return useMutation({ mutationFn: (r: NewReply) => postReply(user, tid, r), meta: allTickets(user) });
}

export function useCloseTicket(user: number, tid: string) {
  return useMutation({ mutationFn: () => postClose(user, tid), meta: allTickets(user) });
}

/** Fetches an attachment with the session header (never a token in a URL) and saves it under its name. */
export async function downloadAttachment(user: number, tid: string, a: Attachment): Promise<void> {
  const file = await apiFile(attachmentTarget(user, tid, a.attachmentid), { fallbackName: a.name || `attachment-${a.attachmentid}` });
  if (file === false) throw new Error(translate('errors.generic'));
  saveFile(file);
}

export function useDownloadAttachment(user: number, tid: string) {
  return useMutation({ mutationFn: (a: Attachment) => downloadAttachment(user, tid, a) });
}
