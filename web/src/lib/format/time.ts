/**
 * Clock times in the provider's zone, 24-hour, for the chosen language: '14:05' / '14:05:09' in
 * English, '14 h 05' / '14 h 05 min 09 s' and '9 h 02' (no leading zero) in French (fr-CA). Pure.
 */
import { localeOf, NBSP, type Language } from './locale';

/**
 * A clock time of an instant (epoch ms) in a zone; an unknown zone falls back to this device's.
 * French keeps the time on one line (« 21 h 55 » with no-break spaces).
 */
export function formatClock(ms: number, timeZone: string | undefined, withSeconds = false, lang: Language = 'en'): string {
  const text = clock(ms, timeZone, withSeconds, lang);
  return lang === 'fr' ? text.replace(/\s/g, NBSP) : text;
}

function clock(ms: number, timeZone: string | undefined, withSeconds: boolean, lang: Language): string {
  const opts: Intl.DateTimeFormatOptions = {
    // fr-CA writes the hour without a leading zero: « 9 h 02 », not « 09 h 02 » (issue 28).
    hour: lang === 'fr' ? 'numeric' : '2-digit',
    minute: '2-digit',
    ...(withSeconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
  };
  try {
    return new Intl.DateTimeFormat(localeOf(lang), { ...opts, timeZone }).format(ms);
  } catch {
    return new Intl.DateTimeFormat(localeOf(lang), opts).format(ms);
  }
}
