// covers: NET-019, NET-020, NET-038
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  addDays,
  CalendarDateSchema,
  addMonths,
  daysInMonth,
  daysLeftInMonth,
  isValidTimeZone,
  providerToday,
  toCalendarDay,
  zonedDay,
} from './provider-time';

const EDMONTON = 'America/Edmonton';
const at = (iso: string) => Date.parse(iso);

describe('days in the provider zone', () => {
  it('reads the day of an instant in the zone, not in UTC', () => {
    // 03:00 UTC on Dec 1 is still Nov 30 in Edmonton (UTC−7).
    expect(zonedDay(at('2026-12-01T03:00:00Z'), EDMONTON)).toEqual({ year: 2026, month: 11, day: 30 });
    expect(zonedDay(at('2026-12-01T07:00:00Z'), EDMONTON)).toEqual({ year: 2026, month: 12, day: 1 });
    expect(zonedDay(at('2026-12-01T03:00:00Z'), 'UTC')).toEqual({ year: 2026, month: 12, day: 1 });
  });

  it('day and month arithmetic', () => {
    expect(addDays({ year: 2026, month: 11, day: 23 }, -90)).toEqual({ year: 2026, month: 8, day: 25 });
    expect(addDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2026, 11)).toBe(30);
  });

  it('knows valid zone names', () => {
    expect(isValidTimeZone(EDMONTON)).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(7)).toBe(false);
  });
});

describe('days left in the month (today included)', () => {
  it.each([
    [{ year: 2026, month: 11, day: 1 }, 30],
    [{ year: 2026, month: 11, day: 23 }, 8],
    [{ year: 2026, month: 11, day: 30 }, 1], // the last day: "1 day left"
    [{ year: 2026, month: 12, day: 1 }, 31],
    [{ year: 2024, month: 2, day: 29 }, 1],
    [{ year: 2026, month: 2, day: 1 }, 28],
    [{ year: 2026, month: 3, day: 8 }, 24], // the DST change day counts as one day
  ])('%o → %d', (today, left) => {
    expect(daysLeftInMonth(today)).toBe(left);
  });
});

describe("the provider's today from the server", () => {
  it('reads a real date', () => {
    expect(toCalendarDay({ year: 2026, month: 11, day: 23 })).toEqual({ year: 2026, month: 11, day: 23 });
    expect(providerToday({ year: 2024, month: 2, day: 29 })).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it.each([null, undefined, { year: 2026, month: 13, day: 1 }, { year: 2026, month: 2, day: 29 }, { year: 2026, month: 11, day: 0 }])(
    'refuses %o as a day',
    (raw) => {
      expect(toCalendarDay(raw)).toBeNull();
    },
  );

  it('decodes the date of an answer (Go calendarDate) and refuses one of another shape', () => {
    expect(v.parse(CalendarDateSchema, { year: 2026, month: 11, day: 23 })).toEqual({ year: 2026, month: 11, day: 23 });
    for (const raw of [null, 'today', {}, { year: 2026, month: '11', day: 23 }, { year: 2026.5, month: 1, day: 1 }]) {
      expect(v.safeParse(CalendarDateSchema, raw).success).toBe(false);
    }
  });

  it("falls back to this browser's reading in the default zone only when no date was sent", () => {
    expect(providerToday(undefined)).toEqual(zonedDay(Date.now(), 'America/Edmonton'));
  });
});
