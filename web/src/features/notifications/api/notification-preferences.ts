import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { translate } from '../../../i18n/i18n';
import { apiGet, apiPost, type ApiAnswer } from '../../../lib/api-client/api-client';
import { decodeEnvelope, decodeList, type SchemaOf } from '../../../lib/api-client/decode';
import { ProductError, UnavailableError } from '../../../lib/api-client/errors';
import { notify } from '../../../lib/notify';
import { targetQueryKey, userTarget } from '../../../lib/target';

/** The categories of notification e-mail, in the page's order (Go portal.MailCategories). */
export const CATEGORIES = ['usage', 'billing', 'account', 'service-status', 'offers'] as const;
export type Category = (typeof CATEGORIES)[number];

/** One category's choice (Go notificationPreferenceItem). */
export interface NotificationPreference {
  category: string;
  /** The category's name in the server's language (the page shows its own). */
  name: string;
  enabled: boolean;
  /** The address it goes to: the login's, or one of its service e-mail addresses. */
  address: string;
}

/** The page's data: a preference per category and the addresses the login may choose (its own first). */
export interface NotificationSettings {
  preferences: NotificationPreference[];
  addresses: string[];
}

export const NotificationPreferenceSchema = v.object({
  category: v.string(),
  name: v.nullish(v.string(), ''),
  enabled: v.boolean(),
  address: v.string(),
}) satisfies SchemaOf<NotificationPreference>;

/** user.{id}/notificationpreferences: the session login's preferences, whichever of its accounts is named. */
export function notificationPreferencesTarget(user: number): string {
  return userTarget(user, 'notificationpreferences');
}

export async function fetchNotificationSettings(user: number, signal?: AbortSignal): Promise<NotificationSettings> {
  const target = notificationPreferencesTarget(user);
  const answer = await apiGet(target, { signal });
  if (answer === false) throw new UnavailableError(target);
  const addresses = v.parse(v.array(v.string()), (answer as Record<string, unknown>).addresses ?? []);
  return { preferences: decodeList(answer, NotificationPreferenceSchema), addresses };
}

export const notificationSettingsQuery = (user: number) =>
  queryOptions({
    queryKey: targetQueryKey(notificationPreferencesTarget(user)),
    queryFn: ({ signal }) => fetchNotificationSettings(user, signal),
  });

export function useNotificationSettings(user: number) {
  return useQuery(notificationSettingsQuery(user));
}

/** A change of one category: on/off, its address, or both. */
export interface NotificationChange {
  category: string;
  enabled?: boolean;
  address?: string;
}

/** POST user.{id}/notificationpreferences; a refusal is thrown with the server's message. */
export async function postNotificationPreference(user: number, body: NotificationChange): Promise<ApiAnswer> {
  const result = await apiPost(notificationPreferencesTarget(user), body);
  if (result === false) throw new ProductError(translate('errors.generic'));
  const answer = decodeEnvelope(result);
  if (answer.error) throw new ProductError(answer.message || translate('errors.generic'));
  return answer;
}

/** The write of one category; the preferences are read again after it (meta.targets). */
export function useNotificationWrite(user: number) {
  return useMutation<ApiAnswer, Error, NotificationChange>({
    mutationFn: (body) => postNotificationPreference(user, body),
    meta: { targets: [notificationPreferencesTarget(user)] },
    onSuccess: (answer) => {
      if (answer.message) notify({ severity: 'success', message: answer.message });
    },
  });
}
