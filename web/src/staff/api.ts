/** The staff console's calls to /staff/api (the Go server's internal/console). */

export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly waitSeconds: number = 0,
    /** The server's sentence (English), for a refusal the console has no text of its own for. */
    readonly serverMessage: string = '',
  ) {
    super(code);
  }
}

async function call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`/staff/api/${path}`, {
    method,
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
    const e = (data ?? {}) as { error?: unknown; waitSeconds?: unknown; message?: unknown };
    throw new StaffApiError(
      res.status,
      typeof e.error === 'string' ? e.error : 'other',
      typeof e.waitSeconds === 'number' ? e.waitSeconds : 0,
      typeof e.message === 'string' ? e.message : '',
    );
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

export const staffApi = {
  me: () => call<Me>('GET', 'me'),
  signIn: (email: string, password: string) => call<{ stage: 'password'; enrol: boolean }>('POST', 'sign-in', { email, password }),
  enrol: () => call<Enrolment>('POST', 'enrol'),
  verify: (code: string) => call<{ staff: Me; recoveryCodes?: string[] }>('POST', 'verify', { code }),
  signOut: () => call<void>('POST', 'sign-out'),
  queues: () => call<{ queues: Queue[] }>('GET', 'queues'),
  passwordLink: (token: string) => call<{ email: string; name: string }>('GET', `password-link?token=${encodeURIComponent(token)}`),
  setPassword: (token: string, password: string) => call<void>('POST', 'password', { token, password }),
};

/** The call helper, for the sections' own calls (audit/, settings/). */
export { call as staffCall };
