/** The status section's calls to /staff/api/status (internal/console/status.go). */
import { call } from '../api';

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

/** A status call: /staff/api/status plus path, through the console's one call. */
function statusCall<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  return call<T>(method, `status${path}`, body);
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
  list: () => statusCall<{ sites: Site[]; events: StatusEvent[] }>('GET', ''),
  declare: (d: Declaration) => statusCall<StatusEvent>('POST', '/events', d),
  update: (id: string, text: Text, estimate?: string) =>
    statusCall<StatusEvent>('POST', `/events/${encodeURIComponent(id)}/updates`, estimate === undefined ? { text } : { text, estimate }),
  resolve: (id: string, text: Text) => statusCall<StatusEvent>('POST', `/events/${encodeURIComponent(id)}/resolution`, { text }),
};
