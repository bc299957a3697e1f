import { call } from '../api';

/** One staff action as the audit page shows it (internal/console/audit.go). */
export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  account?: number;
  subject: string;
  detail: string;
  address: string;
  before: string;
  after: string;
}

export interface AuditPage {
  items: AuditEntry[];
  next: string;
  actors: string[];
  actions: string[];
}

/** The audit page's filter: every field optional; from and to are dates (YYYY-MM-DD). */
export interface AuditFilter {
  actor?: string;
  action?: string;
  account?: string;
  from?: string;
  to?: string;
  q?: string;
}

export const filterKeys = ['actor', 'action', 'account', 'from', 'to', 'q'] as const;

/** The filter as a query string (without "?"; empty fields left out). */
export function filterQuery(f: AuditFilter, cursor = ''): string {
  const p = new URLSearchParams();
  for (const k of filterKeys) {
    const v = f[k]?.trim();
    if (v) p.set(k, v);
  }
  if (cursor) p.set('cursor', cursor);
  return p.toString();
}

export const auditApi = {
  page: (f: AuditFilter, cursor: string) => call<AuditPage>('GET', `audit?${filterQuery(f, cursor)}`),
  /** The CSV export's address (a download, not a fetch). */
  exportUrl: (f: AuditFilter) => `/staff/api/audit/export?${filterQuery(f)}`,
};
