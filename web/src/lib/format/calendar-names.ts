/**
 * Names of days and months on the calendar page, in the chosen language (the e2e specs write the
 * English ones the same way: 'November 2026', 'Monday, November 23, 2026', 'Mon, Nov 23'; French:
 * 'novembre 2026', 'lundi 23 novembre 2026', 'lun. 23 nov.', the 1st as '1er'). The days are
 * calendar days (already in the provider's zone), so they are formatted as UTC dates to keep the
 * browser's zone out of it.
 */
import type { CalendarDay, CalendarMonth } from '../provider-time';
import { formatWithOrdinal } from './date';
import type { Language } from './locale';

/** English keeps the US forms the specs write ('Mon, Nov 23', not en-CA's 'Mon, Nov. 23'). */
const LOCALES: Record<Language, string> = { en: 'en-US', fr: 'fr-CA' };

const formats = new Map<string, Intl.DateTimeFormat>();

function format(lang: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[lang], { timeZone: 'UTC', ...options });
    formats.set(key, f);
  }
  return f;
}

const utc = (d: CalendarDay) => new Date(Date.UTC(d.year, d.month - 1, d.day));

/** A day's name in the language: French writes the 1st '1er'. */
function dayName(d: CalendarDay, lang: Language, options: Intl.DateTimeFormatOptions): string {
  return lang === 'fr' ? formatWithOrdinal(utc(d), lang, { timeZone: 'UTC', ...options }, LOCALES.fr) : format(lang, options).format(utc(d));
}

/** 'November 2026' / 'novembre 2026' */
export function monthName(m: CalendarMonth, lang: Language = 'en'): string {
  return format(lang, { month: 'long', year: 'numeric' }).format(utc({ ...m, day: 1 }));
}

/** 'Monday, November 23, 2026' / 'lundi 23 novembre 2026' */
export function longDayName(d: CalendarDay, lang: Language = 'en'): string {
  return dayName(d, lang, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
}

/** 'Mon, Nov 23' / 'lun. 23 nov.' */
export function shortDayName(d: CalendarDay, lang: Language = 'en'): string {
  return dayName(d, lang, { weekday: 'short', month: 'short', day: 'numeric' });
}

/** The week's day names, Sunday first: [{short: 'Sun', long: 'Sunday'}, …] / [{short: 'dim.', long: 'dimanche'}, …]. */
export function weekdayNames(lang: Language = 'en'): { short: string; long: string }[] {
  // 2026-11-01 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const d = utc({ year: 2026, month: 11, day: 1 + i });
    return { short: format(lang, { weekday: 'short' }).format(d), long: format(lang, { weekday: 'long' }).format(d) };
  });
}

/** Hour labels of the day chart: '00:00' … '23:00' (the same in both languages). */
export const HOUR_LABELS: readonly string[] = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
