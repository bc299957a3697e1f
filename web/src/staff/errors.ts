import { StaffApiError } from './api';
import { formatAge, type I18n, type Key, en } from './i18n';

/**
 * The sentence for a failed call, in the console's language: the console's own text for its
 * codes, else the service's sentence for a refusal it explains (the provider API's checks say
 * which field), else a general one.
 */
export function errorText(i18n: I18n, err: unknown): string {
  if (err instanceof StaffApiError) {
    const key = `error.${err.code}`;
    if (key in en) return i18n.t(key as Key, { wait: formatAge(i18n.lang, Math.max(60, err.waitSeconds)) });
    if (err.status < 500 && err.serverMessage) return err.serverMessage;
  }
  return i18n.t('error.other');
}
