/**
 * The account's support requests (GET user.{id}/supportticket): the list page and the menu's count
 * of unread replies share this read — apart from the pages' other calls so the menu's lazy slot
 * (unread-badge.tsx) loads little.
 */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { translate } from '../../../i18n/i18n';
import { apiGet, decodeList } from '../../../lib/api-client';
import { targetQueryKey, userTarget } from '../../../lib/target';

/** The categories a request is filed under (the contract's words). */
export const CATEGORIES = ['internet', 'phone', 'billing', 'account', 'other'] as const;
export type Category = (typeof CATEGORIES)[number];

export const STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof STATUSES)[number];

/** A category the app does not know yet is shown as "Something else", a status as open. */
export const oneOf = <T extends string>(words: readonly T[], otherwise: T) => v.pipe(v.string(), v.transform((s): T => words.find((w) => w === s) ?? otherwise));
const CategorySchema = oneOf(CATEGORIES, 'other');
const StatusSchema = oneOf(STATUSES, 'open');
export const IdSchema = v.pipe(v.union([v.number(), v.string()]), v.transform(String));

/** One request of the list; times in epoch seconds. */
export const TicketSummarySchema = v.object({
  ticketid: IdSchema,
  category: CategorySchema,
  subject: v.optional(v.string(), ''),
  status: StatusSchema,
  created: v.number(),
  updated: v.number(),
  unread: v.optional(v.number(), 0),
});
export type TicketSummary = v.InferOutput<typeof TicketSummarySchema>;

export const ticketsTarget = (user: number) => userTarget(user, 'supportticket');

/** GET user.{id}/supportticket: the account's requests, the most recently updated first. */
export async function fetchTickets(user: number, signal?: AbortSignal): Promise<TicketSummary[]> {
  const answer = await apiGet(ticketsTarget(user), { signal });
  if (answer === false) throw new Error(translate('errors.generic'));
  return decodeList(answer, TicketSummarySchema);
}

export const ticketsQuery = (user: number) =>
  queryOptions({ queryKey: targetQueryKey(ticketsTarget(user)), queryFn: ({ signal }) => fetchTickets(user, signal) });
