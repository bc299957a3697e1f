import { StaffApiError } from './api';
import { formatAge, type I18n, type Key, en } from './i18n';

/** The sentence for a failed call, in the console's language. */
export function errorText(i18n: I18n, err: unknown): string {
  if (err instanceof StaffApiError) {
    const key = `error.${err.code}`;
    if (key in en) return i18n.t(key as Key, { wait: formatAge(i18n.lang, Math.max(60, err.waitSeconds)) });
  }
  return i18n.t('error.other');
}
