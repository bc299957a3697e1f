/**
 * Dates as the package and offer pages write them, in the chosen language ('November 23, 2026';
 * '23 novembre 2026', the 1st as '1er'), in the provider's zone when one is given. Shared by both,
 * so it lives below the features.
 */
import { localeOf, type Language } from './locale';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A cached Intl format; an unknown time zone falls back to this device's zone. */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(locale, options);
    } catch {
      f = new Intl.DateTimeFormat(locale, { ...options, timeZone: undefined });
    }
    formats.set(key, f);
  }
  return f;
}

/**
 * Formats a date with Intl in the language's locale (en-CA unless `locale` says otherwise),
 * writing the 1st of a month '1er' in French (« le 1er novembre »).
 */
export function formatWithOrdinal(date: Date, lang: Language, options: Intl.DateTimeFormatOptions, locale: string = localeOf(lang)): string {
  const f = dateFormat(locale, options);
  if (lang !== 'fr') return f.format(date);
  return f
    .formatToParts(date)
    .map((p) => (p.type === 'day' && p.value === '1' ? '1er' : p.value))
    .join('');
}

/** A date as the package page shows it: 'November 23, 2026' / '23 novembre 2026'; '' for a missing one. */
export function formatDate(epochMs: number, timeZone?: string, lang: Language = 'en'): string {
  if (!Number.isFinite(epochMs) || epochMs <= 0) return '';
  return formatWithOrdinal(new Date(epochMs), lang, { dateStyle: 'long', timeZone });
}
