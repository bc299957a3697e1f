/**
 * Days and months in the provider's time zone (decisions "Time"). Which day it is there, and each
 * day's broadbandgraphic key, come from the server (broadbandtraffic and broadbandcalendar send
 * `today` and the day keys); the rest is calendar arithmetic on dates, and Intl only formats
 * instants for display. No date library.
 */
import * as v from 'valibot';
import type { SchemaOf } from './api-client/decode';

/** The server's default zone (MYACCOUNT_TIMEZONE), used until /guest/branding says otherwise. */
export const DEFAULT_TIME_ZONE = 'America/Edmonton';

/** A calendar day: month is 1–12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** A calendar month: month is 1–12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** Wall-clock reading of an instant in a zone. */
export interface ZonedParts extends CalendarDay {
  hour: number;
  minute: number;
  second: number;
}

const DAY_MS = 86_400_000;
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, f);
  }
  return f;
}

/** True when the runtime knows the IANA zone name. */
export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || timeZone.trim() === '') return false;
  try {
    formatFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock date and time of an instant (epoch ms) in a zone. */
export function zonedParts(ms: number, timeZone: string): ZonedParts {
  const out: Record<string, number> = {};
  for (const p of formatFor(timeZone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return {
    year: out.year ?? 1970,
    month: out.month ?? 1,
    day: out.day ?? 1,
    hour: (out.hour ?? 0) % 24, // some engines write midnight as 24
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  };
}

/** The day an instant falls on in a zone. */
export function zonedDay(ms: number, timeZone: string): CalendarDay {
  const { year, month, day } = zonedParts(ms, timeZone);
  return { year, month, day };
}

/** Day number since 1970-01-01 (calendar arithmetic, no zone). */
export function dayOrdinal(d: CalendarDay): number {
  return Math.round(Date.UTC(d.year, d.month - 1, d.day) / DAY_MS);
}

/** The day of a day number. */
export function dayFromOrdinal(n: number): CalendarDay {
  const date = new Date(n * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The day n days after d (n may be negative). */
export function addDays(d: CalendarDay, n: number): CalendarDay {
  return dayFromOrdinal(dayOrdinal(d) + n);
}

/** Whole calendar days from a to b (b − a). */
export function daysBetween(a: CalendarDay, b: CalendarDay): number {
  return dayOrdinal(b) - dayOrdinal(a);
}

export function sameDay(a: CalendarDay, b: CalendarDay): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/** Number of days of a month (February of leap years has 29). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Months since year 0 (for comparing and stepping months). */
export function monthIndex(m: CalendarMonth): number {
  return m.year * 12 + (m.month - 1);
}

/** The month n months after m. */
export function addMonths(m: CalendarMonth, n: number): CalendarMonth {
  const i = monthIndex(m) + n;
  return { year: Math.floor(i / 12), month: (((i % 12) + 12) % 12) + 1 };
}

/** Day of the week, 0 = Sunday. */
export function weekday(d: CalendarDay): number {
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
}

/** 'YYYY-MM-DD', the key the calendar data is indexed by. */
export function dayKey(d: CalendarDay): string {
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/**
 * Days left in the current month, today included: 30 on the 1st of a 30-day month, 1 on its
 * last day (NET-019). Counted on calendar days from the provider's today, so DST changes do not
 * shift it.
 */
export function daysLeftInMonth(today: CalendarDay): number {
  return daysInMonth(today.year, today.month) - today.day + 1;
}

/**
 * A date as the server writes it (`today`, `window_start`, a calendar day's `t`): three whole
 * numbers. The schema checks the shape; toCalendarDay whether it is a real date.
 */
export const CalendarDateSchema = v.object({
  year: v.pipe(v.number(), v.integer()),
  month: v.pipe(v.number(), v.integer()),
  day: v.pipe(v.number(), v.integer()),
}) satisfies SchemaOf<CalendarDay>;

/** A decoded date, or null when it is not a real one (month 13, 30 February …). */
export function toCalendarDay(date: CalendarDay | null | undefined): CalendarDay | null {
  if (!date) return null;
  const { year, month, day } = date;
  if (![year, month, day].every(Number.isInteger) || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/**
 * The provider's today as the server sent it. The server is the authority on the provider's
 * calendar: a browser's time-zone database can disagree with it about a zone's DST rules (Debian's
 * Chromium keeps Alberta on MDT all winter from November 2026, Go's tzdata does not), and then
 * the two would differ about the date for an hour each night. Only an answer without a date falls
 * back to this browser's reading in the default zone.
 */
export function providerToday(date: CalendarDay | null | undefined): CalendarDay {
  return toCalendarDay(date) ?? zonedDay(Date.now(), DEFAULT_TIME_ZONE);
}
