// covers: NET-019, NET-020, NET-038
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysInMonth,
  daysLeftInMonth,
  epochDaySeconds,
  isValidTimeZone,
  localMidnightMs,
  zonedDay,
  zoneOffsetMs,
} from './provider-time';

const EDMONTON = 'America/Edmonton';
const at = (iso: string) => Date.parse(iso);

describe('days in the provider zone', () => {
  it('reads the day of an instant in the zone, not in UTC', () => {
    // 03:00 UTC on Dec 1 is still Nov 30 in Edmonton (UTC−7).
    expect(zonedDay(at('2026-12-01T03:00:00Z'), EDMONTON)).toEqual({ year: 2026, month: 11, day: 30 });
    expect(zonedDay(at('2026-12-01T07:00:00Z'), EDMONTON)).toEqual({ year: 2026, month: 12, day: 1 });
    expect(zonedDay(at('2026-12-01T03:00:00Z'), 'UTC')).toEqual({ year: 2026, month: 12, day: 1 });
    expect(zoneOffsetMs(at('2026-07-01T12:00:00Z'), EDMONTON)).toBe(-6 * 3_600_000);
    expect(zoneOffsetMs(at('2026-12-01T12:00:00Z'), EDMONTON)).toBe(-7 * 3_600_000);
  });

  it('local midnight and the broadbandgraphic key, across DST changes', () => {
    expect(localMidnightMs({ year: 2026, month: 11, day: 23 }, EDMONTON)).toBe(at('2026-11-23T07:00:00Z'));
    expect(epochDaySeconds({ year: 2026, month: 11, day: 23 }, EDMONTON)).toBe(at('2026-11-23T07:00:00Z') / 1000);
    // DST ends Nov 1 2026 at 02:00: that day starts at MDT midnight, the next at MST midnight.
    expect(localMidnightMs({ year: 2026, month: 11, day: 1 }, EDMONTON)).toBe(at('2026-11-01T06:00:00Z'));
    expect(localMidnightMs({ year: 2026, month: 11, day: 2 }, EDMONTON)).toBe(at('2026-11-02T07:00:00Z'));
    // DST starts Mar 8 2026 at 02:00.
    expect(localMidnightMs({ year: 2026, month: 3, day: 8 }, EDMONTON)).toBe(at('2026-03-08T07:00:00Z'));
    expect(localMidnightMs({ year: 2026, month: 3, day: 9 }, EDMONTON)).toBe(at('2026-03-09T06:00:00Z'));
    expect(localMidnightMs({ year: 2026, month: 11, day: 23 }, 'Asia/Kolkata')).toBe(at('2026-11-22T18:30:00Z'));
  });

  it('a zone that skips midnight starts the day at the transition', () => {
    // Chile moves 00:00 → 01:00 on the first Sunday of September (2026-09-06).
    const start = localMidnightMs({ year: 2026, month: 9, day: 6 }, 'America/Santiago');
    expect(zonedDay(start, 'America/Santiago')).toEqual({ year: 2026, month: 9, day: 6 });
    expect(zonedDay(start - 1000, 'America/Santiago')).toEqual({ year: 2026, month: 9, day: 5 });
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
    ['2026-11-01T07:00:00Z', 30], // Nov 1, 00:00 in Edmonton
    ['2026-11-23T12:00:00Z', 8],
    ['2026-11-30T12:00:00Z', 1], // the last day: "1 day left"
    ['2026-12-01T06:59:59Z', 1], // still Nov 30 in Edmonton although Dec 1 in UTC
    ['2026-12-01T07:00:00Z', 31],
    ['2024-02-29T20:00:00Z', 1],
    ['2026-02-01T12:00:00Z', 28],
    ['2026-03-08T12:00:00Z', 24], // the DST change day counts as one day
    ['2026-11-01T12:00:00Z', 30],
  ])('%s → %d', (iso, left) => {
    expect(daysLeftInMonth(at(iso), EDMONTON)).toBe(left);
  });

  it('follows the provider zone, not UTC', () => {
    expect(daysLeftInMonth(at('2026-12-01T03:00:00Z'), 'UTC')).toBe(31);
    expect(daysLeftInMonth(at('2026-12-01T03:00:00Z'), EDMONTON)).toBe(1);
  });
});
