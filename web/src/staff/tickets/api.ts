/** The tickets section's calls to /staff/api/tickets (internal/console, issue 32 item 3; docs/support-api.md). */
import { call } from '../api';

export type TicketStatus = 'open' | 'answered' | 'closed';
export type Category = 'internet' | 'phone' | 'billing' | 'account' | 'other';
export const statuses: readonly TicketStatus[] = ['open', 'answered', 'closed'];
export const categories: readonly Category[] = ['internet', 'phone', 'billing', 'account', 'other'];

/** One ticket of the queue. Times are RFC 3339. */
export interface TicketRow {
  id: number;
  account: number;
  name: string;
  category: string;
  subject: string;
  status: TicketStatus;
  assignee: string | null;
  created: string;
  updated: string;
  waiting_since: string | null;
}

export interface Attachment {
  id: number;
  name: string;
  type: string;
  size: number;
}

export interface TicketMessage {
  id: number;
  from: 'subscriber' | 'staff';
  author: string;
  body: string;
  at: string;
  attachments: Attachment[];
}

export interface Ticket {
  id: number;
  account: number;
  name: string;
  login_email: string;
  language: string;
  category: string;
  subject: string;
  status: TicketStatus;
  assignee: string | null;
  created: string;
  updated: string;
  diagnostics: string[] | null;
  messages: TicketMessage[];
}

export interface StaffLogin {
  email: string;
  name: string;
}

/** The queue's filters, as in its address (/staff/tickets?status=…&assignee=…&account=…). */
export interface Filters {
  status: TicketStatus | 'all';
  assignee: 'me' | 'none' | 'any';
  account?: number;
}

/** The filters of an address's query; anything unknown falls back to the open tickets of anyone. */
export function filtersOf(params: URLSearchParams): Filters {
  const s = params.get('status');
  const a = params.get('assignee');
  const n = params.get('account');
  return {
    status: s === 'answered' || s === 'closed' || s === 'all' || s === 'open' ? s : 'open',
    assignee: a === 'me' || a === 'none' ? a : 'any',
    ...(n && /^[1-9]\d{0,17}$/.test(n) ? { account: Number(n) } : {}),
  };
}

/** The query of a list call (and of the address) for filters. */
export function filterQuery(f: Filters): string {
  const q = new URLSearchParams({ status: f.status, assignee: f.assignee });
  if (f.account !== undefined) q.set('account', String(f.account));
  return q.toString();
}

/** The address that opens an attachment (the opening is recorded). */
export function attachmentHref(ticket: number, attachment: number): string {
  return `/staff/api/tickets/${ticket}/attachments/${attachment}`;
}

export const ticketsApi = {
  list: (f: Filters) => call<{ tickets: TicketRow[] }>('GET', `tickets?${filterQuery(f)}`),
  get: (id: number) => call<Ticket>('GET', `tickets/${id}`),
  reply: (id: number, body: string, close: boolean) =>
    call<{ message?: string }>('POST', `tickets/${id}/replies`, close ? { body, close: true } : { body }),
  setStatus: (id: number, status: TicketStatus) => call<unknown>('POST', `tickets/${id}/status`, { status }),
  assign: (id: number, assignee: string | null) => call<unknown>('POST', `tickets/${id}/assignee`, { assignee }),
  staff: () => call<{ staff: StaffLogin[] }>('GET', 'staff-logins'),
};
