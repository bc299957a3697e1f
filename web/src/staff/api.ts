/** The staff console's calls to /staff/api (the Go server's internal/console). */

export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly waitSeconds: number = 0,
    /** The server's own sentence (a service's refusal, in English). */
    readonly serverMessage: string = '',
  ) {
    super(code);
  }
}

/**
 * One call to /staff/api/path; a refusal throws StaffApiError. The sections' api files use it.
 * The body goes as JSON, or as it is when it is a form (multipart, with files; the browser sets
 * its type and boundary).
 */
export async function call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const form = body instanceof FormData;
  const res = await fetch(`/staff/api/${path}`, {
    method,
    signal,
    credentials: 'same-origin',
    // The server says its refusals in the console's language (the page's lang, set by the app).
    headers: {
      Accept: 'application/json',
      'Accept-Language': document.documentElement.lang || navigator.language,
      ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
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
  id: 'identity-documents' | 'contracts' | 'void-cheques' | 'change-requests' | 'failed-mail' | 'tickets';
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

/** A review queue's id (the tickets queue has a section of its own, /staff/tickets). */
export type QueueId = Exclude<Queue['id'], 'tickets'>;

/** A staff login's hold on a review item. */
export interface ReviewClaim {
  email: string;
  name: string;
  mine: boolean;
  claimedAt: string;
  expiresAt: string;
}

/** One waiting item of a review queue's list. */
export interface ReviewListItem {
  id: number;
  account?: number;
  name: string;
  detail?: string;
  since: string;
  ageSeconds: number;
  claim?: ReviewClaim;
}

export interface AccountChange {
  type: 'name' | 'address' | 'email' | 'phone' | 'other';
  operation?: 'add' | 'replace' | 'other';
  current?: string;
  description: string;
  address2?: string;
  city?: string;
  province?: string;
  postalcode?: string;
}

/** One item of a review queue, as its review screen shows it. */
export interface ReviewItem {
  queue: QueueId;
  id: number;
  account?: number;
  name?: string;
  status: string;
  pending: boolean;
  since: string;
  ageSeconds: number;
  decidedAt?: string;
  decidedBy?: string;
  reason?: string;
  claim?: ReviewClaim;
  lang?: 'en' | 'fr';
  reasons?: string[];
  file: boolean;
  contentType?: string;
  signature?: {
    kind: 'contract' | 'agreement';
    agreementType?: string;
    version: string;
    term: number;
    signerName?: string;
    companyName?: string;
    login: string;
    clientIp: string;
    signedAt: string;
    submittedAt?: string;
    pdfSha256: string;
  };
  request?: {
    changes: AccountChange[];
    callback: string;
    comments: string;
    current: { name: string; name2?: string; address: string; city: string; postalCode: string; emails: string[]; phones: { description: string; number: string }[] };
  };
  mail?: { to: string; subject: string; kind: string; lang: string; attempts: number; lastError: string; failedAt?: string; sentAt?: string };
}

export interface ReviewDecision {
  decision: 'approve' | 'reject' | 'resolve' | 'retry';
  reason?: string;
  last4?: string;
  note?: string;
}

/** The address of a review item's photo or signed PDF. */
export const reviewFileUrl = (queue: QueueId, id: number) => `/staff/api/reviews/${queue}/${id}/file`;

export const staffApi = {
  me: () => call<Me>('GET', 'me'),
  /** How staff sign in: the identity provider's name (its button) and whether local passwords are on. */
  signInOptions: () => call<{ passwords: boolean; provider?: string }>('GET', 'sign-in-options'),
  signIn: (email: string, password: string) => call<{ stage: 'password'; enrol: boolean }>('POST', 'sign-in', { email, password }),
  enrol: () => call<Enrolment>('POST', 'enrol'),
  verify: (code: string) => call<{ staff: Me; recoveryCodes?: string[] }>('POST', 'verify', { code }),
  signOut: () => call<void>('POST', 'sign-out'),
  queues: () => call<{ queues: Queue[] }>('GET', 'queues'),
  searchSubscribers: (q: string, signal?: AbortSignal) =>
    call<{ results: SubscriberResult[]; more: boolean }>('GET', `subscribers/search?q=${encodeURIComponent(q)}`, undefined, signal),
  passwordLink: (token: string) => call<{ email: string; name: string }>('GET', `password-link?token=${encodeURIComponent(token)}`),
  setPassword: (token: string, password: string) => call<void>('POST', 'password', { token, password }),
  reviews: (queue: QueueId) => call<{ queue: QueueId; items: ReviewListItem[] }>('GET', `reviews/${queue}`),
  review: (queue: QueueId, id: number) => call<ReviewItem>('GET', `reviews/${queue}/${id}`),
  claimReview: (queue: QueueId, id: number, takeOverFrom?: string) =>
    call<{ claim: ReviewClaim }>('POST', `reviews/${queue}/${id}/claim`, takeOverFrom ? { takeOverFrom } : {}),
  releaseReview: (queue: QueueId, id: number) => call<void>('POST', `reviews/${queue}/${id}/release`),
  decideReview: (queue: QueueId, id: number, d: ReviewDecision) => call<{ decision: string }>('POST', `reviews/${queue}/${id}/decision`, d),
};

/** The call helper, for the sections' own calls (audit/, settings/). */
