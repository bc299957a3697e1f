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
  /** Changes with each write: a write that sends the version it read is refused (409 changed) when the ticket changed since. */
  version?: number;
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
  /** The opener's login (null once it is gone). */
  login_email: string | null;
  language: string;
  category: string;
  subject: string;
  status: TicketStatus;
  assignee: string | null;
  created: string;
  updated: string;
  waiting_since?: string | null;
  version?: number;
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

/** The version a write sends: the one the page read, so that a change meanwhile is refused (409). */
const read = (version: number | undefined) => (version === undefined ? {} : { version });

function replyForm(t: Pick<Ticket, 'version'>, body: string, close: boolean, files: File[]): FormData {
  const form = new FormData();
  form.set('body', body);
  if (close) form.set('close', 'true');
  if (t.version !== undefined) form.set('version', String(t.version));
  for (const f of files) form.append('file', f, f.name);
  return form;
}

export const ticketsApi = {
  list: (f: Filters) => call<{ tickets: TicketRow[] }>('GET', `tickets?${filterQuery(f)}`),
  get: (id: number) => call<Ticket>('GET', `tickets/${id}`),
  /** A reply; with files, the same fields as a multipart form with a `file` part each. */
  reply: (t: Pick<Ticket, 'id' | 'version'>, body: string, close: boolean, files: File[] = []) =>
    call<{ message?: string; ticket?: Ticket }>('POST', `tickets/${t.id}/replies`, files.length === 0 ? { body, ...(close ? { close: true } : {}), ...read(t.version) } : replyForm(t, body, close, files)),
  setStatus: (t: Pick<Ticket, 'id' | 'version'>, status: TicketStatus) =>
    call<{ ticket?: Ticket }>('POST', `tickets/${t.id}/status`, { status, ...read(t.version) }),
  assign: (t: Pick<Ticket, 'id' | 'version'>, assignee: string | null) =>
    call<{ ticket?: Ticket }>('POST', `tickets/${t.id}/assignee`, { assignee, ...read(t.version) }),
  staff: () => call<{ staff: StaffLogin[] }>('GET', 'staff-logins'),
};
