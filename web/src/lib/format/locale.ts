/**
 * The locales the formatters write in: Canadian English and Canadian French (decisions "Money";
 * the server formats its messages the same way, internal/i18n: en-CA $1,234.56, fr-CA 1 234,56 $).
 */
import type { Language } from '../../i18n/language';

export type { Language };

/** The BCP 47 locale of a language as the provider writes it (Canada). */
export function localeOf(lang: Language): 'en-CA' | 'fr-CA' {
  return lang === 'fr' ? 'fr-CA' : 'en-CA';
}

/** The no-break space French puts between a number and its unit (12,5 Go, 80 %, 1 234,56 $). */
export const NBSP = '\u00a0';

/** The space between a number and its unit: a plain one in English (as the specs write it), a no-break one in French. */
export function unitSpace(lang: Language): string {
  return lang === 'fr' ? NBSP : ' ';
}
