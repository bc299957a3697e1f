import { useMemo } from 'react';
import { useTranslation } from '../../i18n/translation';
import { DEFAULT_LANGUAGE, toLanguage } from '../../i18n/language';
import type { CalendarDay, CalendarMonth } from '../provider-time';
import { byteUnitLabel, formatBytes, formatInUnit, type ByteUnit } from './bytes';
import { longDayName, monthName, shortDayName, weekdayNames } from './calendar-names';
import { formatDate } from './date';
import { formatGb } from './gigabytes';
import { localeOf, type Language } from './locale';
import { formatMoney } from './money';
import { formatDecimal, formatNumber, formatPercent, type NumberOptions } from './number';
import { formatClock } from './time';

/** Every formatter of lib/format bound to one language. */
export interface Format {
  lang: Language;
  /** 'en-CA' or 'fr-CA'. */
  locale: string;
  /** 1234.5 → '1,234.5' / '1 234,5'. */
  number: (value: number, opts?: NumberOptions) => string;
  /** At most `digits` decimals, no grouping: '12.3' / '12,3'. */
  decimal: (value: number, digits: number) => string;
  /** 80 → '80%' / '80 %'. */
  percent: (percent: number) => string;
  /** GB to 3 decimals (NET-008): '1,234.500' / '1 234,500'. */
  gb: (gb: number) => string;
  /** '$1,234.56' / '1 234,56 $'; credits '$12.34 CR' / '12,34 $ CR'. */
  money: (dollars: number) => string;
  /** '1.25 kB' / '1,25 ko'. */
  bytes: (bytes: number) => string;
  /** A value already in a unit: '12.3 MB' / '12,3 Mo'. */
  inUnit: (value: number, unit: ByteUnit) => string;
  /** 'MB' / 'Mo'. */
  byteUnit: (unit: ByteUnit) => string;
  /** 'November 23, 2026' / '23 novembre 2026' ('' for a missing date). */
  date: (epochMs: number, timeZone?: string) => string;
  /** '14:05' / '14 h 05' (with seconds: '14:05:09' / '14 h 05 min 09 s'). */
  clock: (ms: number, timeZone: string | undefined, withSeconds?: boolean) => string;
  /** 'November 2026' / 'novembre 2026'. */
  monthName: (m: CalendarMonth) => string;
  /** 'Monday, November 23, 2026' / 'lundi 23 novembre 2026'. */
  longDayName: (d: CalendarDay) => string;
  /** 'Mon, Nov 23' / 'lun. 23 nov.'. */
  shortDayName: (d: CalendarDay) => string;
  /** Sunday first. */
  weekdayNames: () => { short: string; long: string }[];
}

const formatters = new Map<Language, Format>();

/** The formatters of a language (one object per language, so it can be a memo dependency). */
export function formatterFor(lang: Language): Format {
  let f = formatters.get(lang);
  if (!f) {
    f = {
      lang,
      locale: localeOf(lang),
      number: (value, opts) => formatNumber(value, lang, opts),
      decimal: (value, digits) => formatDecimal(value, digits, lang),
      percent: (percent) => formatPercent(percent, lang),
      gb: (gb) => formatGb(gb, lang),
      money: (dollars) => formatMoney(dollars, lang),
      bytes: (bytes) => formatBytes(bytes, lang),
      inUnit: (value, unit) => formatInUnit(value, unit, lang),
      byteUnit: (unit) => byteUnitLabel(unit, lang),
      date: (epochMs, timeZone) => formatDate(epochMs, timeZone, lang),
      clock: (ms, timeZone, withSeconds) => formatClock(ms, timeZone, withSeconds, lang),
      monthName: (m) => monthName(m, lang),
      longDayName: (d) => longDayName(d, lang),
      shortDayName: (d) => shortDayName(d, lang),
      weekdayNames: () => weekdayNames(lang),
    };
    formatters.set(lang, f);
  }
  return f;
}

/**
 * The formatters in the app's current language; a component using it re-renders when the
 * language changes (it follows useTranslation).
 */
export function useFormat(): Format {
  const { i18n } = useTranslation();
  const lang = toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
  return useMemo(() => formatterFor(lang), [lang]);
}
