/** The status section's calls to /staff/api/status (internal/console/status.go). */
import { StaffApiError } from '../api';

export interface Text {
  en: string;
  fr: string;
}

export interface Site {
  code: string;
  name: Text;
}

export interface EventUpdate {
  at: string;
  text: Text;
}

export interface StatusEvent {
  id: string;
  kind: 'outage' | 'maintenance';
  title: Text;
  sites: string[];
  starts_at: string;
  estimated_restoration: string | null;
  updates: EventUpdate[];
  resolution: EventUpdate | null;
  status: 'planned' | 'ongoing' | 'resolved';
}

/** A refusal of the status calls: its code and the server's detail (which field is at fault). */
export class StatusRefusal extends StaffApiError {
  constructor(
    status: number,
    code: string,
    readonly detail: string,
  ) {
    super(status, code);
  }
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`/staff/api/status${path}`, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  let data: unknown;
  try {
    data = await res.json();
  } catch {
    throw new StaffApiError(res.status, 'other');
  }
  if (!res.ok) {
    const e = (data ?? {}) as { error?: unknown; message?: unknown };
    throw new StatusRefusal(res.status, typeof e.error === 'string' ? e.error : 'other', typeof e.message === 'string' ? e.message : '');
  }
  return data as T;
}

export interface Declaration {
  kind: 'outage' | 'maintenance';
  title: Text;
  sites: string[];
  startsAt?: string;
  estimate?: string;
  text: Text;
}

export const statusApi = {
  list: () => call<{ sites: Site[]; events: StatusEvent[] }>('GET', ''),
  declare: (d: Declaration) => call<StatusEvent>('POST', '/events', d),
  update: (id: string, text: Text, estimate?: string) =>
    call<StatusEvent>('POST', `/events/${encodeURIComponent(id)}/updates`, estimate === undefined ? { text } : { text, estimate }),
  resolve: (id: string, text: Text) => call<StatusEvent>('POST', `/events/${encodeURIComponent(id)}/resolution`, { text }),
};
