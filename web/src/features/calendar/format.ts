/**
 * Names of days and months on the calendar page. The days are calendar days (already in the
 * provider's zone), so they are formatted as UTC dates to keep the browser's zone out of it.
 */
import type { CalendarDay, CalendarMonth } from './provider-time';

const LOCALE = 'en-US';
const monthFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', month: 'long', year: 'numeric' });
const longDayFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const shortDayFormat = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });
const weekdayShort = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', weekday: 'short' });
const weekdayLong = new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', weekday: 'long' });

const utc = (d: CalendarDay) => new Date(Date.UTC(d.year, d.month - 1, d.day));

/** 'November 2026' */
export function monthName(m: CalendarMonth): string {
  return monthFormat.format(utc({ ...m, day: 1 }));
}

/** 'Monday, November 23, 2026' */
export function longDayName(d: CalendarDay): string {
  return longDayFormat.format(utc(d));
}

/** 'Mon, Nov 23' */
export function shortDayName(d: CalendarDay): string {
  return shortDayFormat.format(utc(d));
}

/** The week's day names, Sunday first: [{short: 'Sun', long: 'Sunday'}, …]. */
export function weekdayNames(): { short: string; long: string }[] {
  // 2026-11-01 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const d = utc({ year: 2026, month: 11, day: 1 + i });
    return { short: weekdayShort.format(d), long: weekdayLong.format(d) };
  });
}

/** Hour labels of the day chart: '00:00' … '23:00'. */
export const HOUR_LABELS: readonly string[] = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
