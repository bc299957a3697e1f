import { useMutation } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n';
import { apiPost, decodeEnvelope, ProductError, type ApiAnswer } from '../../../lib/api-client';
import type { JsonValue } from '../../../lib/schema-form/types';
import { userTarget } from '../../../lib/target';

/** The fields a save sends (NET-083). */
export type WifiSettingsChange = Record<string, JsonValue>;

/** user.{user}/wifisettings.{user}: both ids name the same account. */
export function wifiSettingsWriteTarget(user: number): string {
  return userTarget(user, `wifisettings.${user}`);
}

/**
 * POST user.{user}/wifisettings.{user} with the edited fields (NET-083). A refusal (450, or an
 * answer with the error flag) is thrown with the server's message, or 'Something went wrong.
 * Please try again later.' when there is none (NET-085); 433–435 count as a failure too.
 */
export async function postWifiSettings(user: number, body: WifiSettingsChange): Promise<ApiAnswer> {
  const result = await apiPost(wifiSettingsWriteTarget(user), body);
  if (result === false) throw new ProductError(translate('errors.generic'));
  const answer = decodeEnvelope(result);
  if (answer.error) throw new ProductError(answer.message || translate('errors.generic'));
  return answer;
}

/**
 * The save. Afterwards every read under user.{user}/wifisettings is refetched, so the page shows
 * what the server now holds (NET-084).
 */
export function useWifiSettingsWrite(user: number) {
  return useMutation<ApiAnswer, Error, WifiSettingsChange>({
    mutationFn: (body) => postWifiSettings(user, body),
    meta: { targets: [wifiSettingsWriteTarget(user)] },
  });
}
