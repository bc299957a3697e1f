import { call } from '../api';
import type { Role } from '../api';

/** The settings section's calls (internal/console/settings.go). */

export interface NoticeText {
  en: string;
  fr: string;
}

export interface Notice {
  id: string;
  text: NoticeText;
  starts_at: string;
  ends_at: string | null;
  showing: boolean;
}

export interface NoticeInput {
  text: NoticeText;
  starts_at: string;
  ends_at: string | null;
}

export interface InternetPackage {
  code: string;
  name: { en: string; fr: string };
  technology: string;
  download_mbps: number;
  upload_mbps: number;
  cap_gb?: number | null;
  monthly_fee_cents?: number;
  active?: boolean;
}

export interface PhonePackage {
  code: string;
  name: { en: string; fr: string };
  monthly_fee_cents?: number;
}

export interface StaffRow {
  email: string;
  name: string;
  role: Role;
  disabled: boolean;
  enrolled: boolean;
  hasPassword: boolean;
  createdAt: string;
  createdBy: string;
  lastSignInAt?: string;
}

export interface ApiKeyRow {
  name: string;
  createdAt: string;
  createdBy: string;
  revokedAt?: string;
  lastUsedAt?: string;
}

const seg = encodeURIComponent;

export const settingsApi = {
  notices: () => call<{ notices: Notice[] }>('GET', 'settings/notices'),
  putNotice: (id: string, n: NoticeInput) => call<{ notice: Notice; created: boolean }>('PUT', `settings/notices/${seg(id)}`, n),
  endNotice: (id: string) => call<{ notice: Notice }>('POST', `settings/notices/${seg(id)}/end`),
  packages: () => call<{ internet: InternetPackage[]; phone: PhonePackage[] }>('GET', 'settings/packages'),
  staff: () => call<{ staff: StaffRow[] }>('GET', 'settings/staff'),
  addStaff: (email: string, name: string, role: Role) =>
    call<{ email: string; role: Role; link: string; mailed: boolean }>('POST', 'settings/staff', { email, name, role }),
  setRole: (email: string, role: Role) => call<{ before: Role }>('POST', `settings/staff/${seg(email)}/role`, { role }),
  disableStaff: (email: string) => call<{ changed: boolean }>('POST', `settings/staff/${seg(email)}/disable`),
  apiKeys: () => call<{ keys: ApiKeyRow[] }>('GET', 'settings/api-keys'),
  createApiKey: (name: string) => call<{ name: string; key: string }>('POST', 'settings/api-keys', { name }),
  revokeApiKey: (name: string) => call<void>('POST', `settings/api-keys/${seg(name)}/revoke`),
};
