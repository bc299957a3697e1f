/** The staff console's calls to /staff/api (the Go server's internal/console). */

export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly waitSeconds: number = 0,
  ) {
    super(code);
  }
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const res = await fetch(`/staff/api/${path}`, {
    method,
    signal,
    credentials: 'same-origin',
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status === 204) return undefined as T;
  let data: unknown;
  try {
    data = await res.json();
  } catch {
    throw new StaffApiError(res.status, 'other');
  }
  if (!res.ok) {
    const e = (data ?? {}) as { error?: unknown; waitSeconds?: unknown };
    throw new StaffApiError(res.status, typeof e.error === 'string' ? e.error : 'other', typeof e.waitSeconds === 'number' ? e.waitSeconds : 0);
  }
  return data as T;
}

export type Role = 'agent' | 'billing' | 'admin';

export interface Me {
  email: string;
  name: string;
  role: Role;
  stage: 'password' | 'signed-in';
  enrol?: boolean;
}

export interface Enrolment {
  secret: string;
  uri: string;
  qr: string;
}

export interface Queue {
  id: 'identity-documents' | 'contracts' | 'void-cheques' | 'change-requests' | 'failed-mail';
  count: number;
  oldest?: string;
  ageSeconds?: number;
}

/** A subscriber the search found; email and phone are the matched ones when the query matched one. */
export interface SubscriberResult {
  account: number;
  name: string;
  email?: string;
  phone?: string;
  address?: string;
  field?: 'account' | 'name' | 'email' | 'phone' | 'address';
}

export const staffApi = {
  me: () => call<Me>('GET', 'me'),
  signIn: (email: string, password: string) => call<{ stage: 'password'; enrol: boolean }>('POST', 'sign-in', { email, password }),
  enrol: () => call<Enrolment>('POST', 'enrol'),
  verify: (code: string) => call<{ staff: Me; recoveryCodes?: string[] }>('POST', 'verify', { code }),
  signOut: () => call<void>('POST', 'sign-out'),
  queues: () => call<{ queues: Queue[] }>('GET', 'queues'),
  searchSubscribers: (q: string, signal?: AbortSignal) =>
    call<{ results: SubscriberResult[]; more: boolean }>('GET', `subscribers/search?q=${encodeURIComponent(q)}`, undefined, signal),
  passwordLink: (token: string) => call<{ email: string; name: string }>('GET', `password-link?token=${encodeURIComponent(token)}`),
  setPassword: (token: string, password: string) => call<void>('POST', 'password', { token, password }),
};
