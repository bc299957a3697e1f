import { staffCall } from '../api';
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
  notices: () => staffCall<{ notices: Notice[] }>('GET', 'settings/notices'),
  putNotice: (id: string, n: NoticeInput) => staffCall<{ notice: Notice; created: boolean }>('PUT', `settings/notices/${seg(id)}`, n),
  endNotice: (id: string) => staffCall<{ notice: Notice }>('POST', `settings/notices/${seg(id)}/end`),
  packages: () => staffCall<{ internet: InternetPackage[]; phone: PhonePackage[] }>('GET', 'settings/packages'),
  staff: () => staffCall<{ staff: StaffRow[] }>('GET', 'settings/staff'),
  addStaff: (email: string, name: string, role: Role) =>
    staffCall<{ email: string; role: Role; link: string; mailed: boolean }>('POST', 'settings/staff', { email, name, role }),
  setRole: (email: string, role: Role) => staffCall<{ before: Role }>('POST', `settings/staff/${seg(email)}/role`, { role }),
  disableStaff: (email: string) => staffCall<{ changed: boolean }>('POST', `settings/staff/${seg(email)}/disable`),
  apiKeys: () => staffCall<{ keys: ApiKeyRow[] }>('GET', 'settings/api-keys'),
  createApiKey: (name: string) => staffCall<{ name: string; key: string }>('POST', 'settings/api-keys', { name }),
  revokeApiKey: (name: string) => staffCall<void>('POST', `settings/api-keys/${seg(name)}/revoke`),
};
