/** The subscriber page's calls (internal/console/subscriber_page.go and subscriber_actions.go). */
import { call } from '../api';

export interface Text {
  en: string;
  fr: string;
}

export interface PageLogin {
  email: string;
  language: string;
  disabled: boolean;
  hasPassword: boolean;
  createdAt: string;
  lastSignIn?: string;
  limits: { kind: 'sign-in' | 'reset'; count: number; limit: number; until: string }[];
}

export interface PageInternet {
  package: string;
  packageName: Text;
  technology: string;
  capGB: number;
  unlimited: boolean;
  allowanceGB: number;
  rateDownload: number;
  rateUpload: number;
  feeCents: number;
  slowdown: boolean;
  down: number;
  up: number;
  monthStart: string;
  days: { date: string; down: number; up: number }[];
}

export interface PageMethod {
  type: string;
  last4: string;
  expMonth?: number;
  expYear?: number;
  since: string;
}

export interface SubscriberPage {
  account: { id: number; name: string; name2?: string; kind: string; address: string; city: string; postalCode: string };
  phones: string[];
  emails: string[];
  logins: PageLogin[];
  internet?: PageInternet;
  balance: { pastDueCents: number; currentCents: number; pendingCents: number; unbilledCents: number };
  ledger: { id: number; kind: string; description: Text; amountCents: number; at: string; invoiceId?: number }[];
  documents: { id: number; kind: string; at: string; invoiceId?: number; period?: string }[];
  method?: PageMethod;
  lastPayment?: { amountCents: number; status: string; method: PageMethod; failure?: Text; createdAt: string };
  phone: {
    id: number;
    description: Text;
    profileType: string;
    numbers: string[];
    profiles: { id: number; selected: boolean; obsolete: boolean; name: string; address: string; numbers: string[] }[];
  }[];
  addresses: { ip: string; mac: string; description: string; static: boolean; createdAt: string }[];
  warnings: { id: number; externalId?: string; type: string; title: Text; body: Text; createdAt: string; clearedAt?: string }[];
  mail: { id: number; kind: string; to: string; createdAt: string; sentAt?: string; failedAt?: string; attempts: number; lastError?: string }[];
  requests: {
    id: number;
    status: string;
    createdAt: string;
    changes: { type: string; operation?: string; current?: string; description: string }[];
    comments?: string;
    resolvedAt?: string;
    resolvedBy?: string;
    resolution?: string;
  }[];
  pending: { queue: 'identity-documents' | 'contracts' | 'void-cheques' | 'change-requests'; id: number; at: string }[];
  actions: { id: number; actor: string; action: string; subject: string; detail: string; at: string }[];
  resetByProvider?: boolean;
}

export interface WarningInput {
  type: 'disruptiveticket' | 'notregistered';
  title: Text;
  body: Text;
  clearable: boolean;
}

const login = (account: number, email: string, what: string) =>
  `accounts/${account}/logins/${encodeURIComponent(email)}/${what}`;

export const subscriberApi = {
  page: (account: string) => call<SubscriberPage>('GET', `subscribers/${encodeURIComponent(account)}`),
  postEntry: (account: number, kind: 'credits' | 'charges', amount: string, description: string) =>
    call<{ id: number; amountCents: number }>('POST', `accounts/${account}/${kind}`, { amount, description }),
  addWarning: (account: number, w: WarningInput) => call<unknown>('POST', `accounts/${account}/warnings`, w),
  resendInvitation: (account: number, email: string) => call<void>('POST', login(account, email, 'invitation')),
  sendPasswordReset: (account: number, email: string) => call<void>('POST', login(account, email, 'password-reset')),
  setDisabled: (account: number, email: string, disabled: boolean) =>
    call<{ disabled: boolean }>('POST', login(account, email, 'disabled'), { disabled }),
  liftLimits: (account: number, email: string) => call<void>('POST', login(account, email, 'lift-limits')),
};

/** The address that opens one of the account's documents (recorded as opened). */
export function documentHref(account: number, id: number): string {
  return `/staff/api/subscribers/${account}/documents/${id}`;
}
