// covers: NET-039, NET-042, NET-043, NET-044, NET-045
import { describe, expect, it } from 'vitest';
import {
  axisUpperBound,
  canGoBack,
  canGoNext,
  clampMonth,
  isDayClickable,
  isSummaryShown,
  monthWeeks,
  SUMMARY_WINDOW_MS,
} from './calendar-rules';
import { addDays } from '../../lib/provider-time';

const today = { year: 2026, month: 11, day: 23 };

describe('choosable days (90 days back)', () => {
  it.each([
    [0, true],
    [1, true],
    [89, true],
    [90, true],
    [91, false],
    [120, false],
    [-1, false], // tomorrow
  ])('%d days back → %s', (back, ok) => {
    expect(isDayClickable(addDays(today, -back), today)).toBe(ok);
  });
});

describe('month navigation', () => {
  it('next is disabled at the current month only', () => {
    expect(canGoNext({ year: 2026, month: 11 }, today)).toBe(false);
    expect(canGoNext({ year: 2026, month: 10 }, today)).toBe(true);
    expect(canGoNext({ year: 2025, month: 12 }, { year: 2026, month: 1, day: 3 })).toBe(true);
  });

  it('back is disabled once the previous month has no choosable day', () => {
    // 90 days before Nov 23 2026 is Aug 25: August still has choosable days, July has none.
    expect(canGoBack({ year: 2026, month: 11 }, today)).toBe(true);
    expect(canGoBack({ year: 2026, month: 9 }, today)).toBe(true);
    expect(canGoBack({ year: 2026, month: 8 }, today)).toBe(false);
    // On Nov 30, 90 days back is Sep 1: September's first day is choosable, August has none.
    const nov30 = { year: 2026, month: 11, day: 30 };
    expect(canGoBack({ year: 2026, month: 9 }, nov30)).toBe(false);
    expect(canGoBack({ year: 2026, month: 10 }, nov30)).toBe(true);
    // On Nov 29, 90 days back is Aug 31.
    expect(canGoBack({ year: 2026, month: 9 }, { year: 2026, month: 11, day: 29 })).toBe(true);
  });

  it('clamps a month into the navigable range', () => {
    expect(clampMonth({ year: 2027, month: 2 }, today)).toEqual({ year: 2026, month: 11 });
    expect(clampMonth({ year: 2026, month: 3 }, today)).toEqual({ year: 2026, month: 8 });
    expect(clampMonth({ year: 2026, month: 10 }, today)).toEqual({ year: 2026, month: 10 });
  });
});

describe('monthly summary window (93 days = 8,035,200,000 ms)', () => {
  const now = Date.parse('2026-11-23T18:00:00Z');
  // Each month's start as the server sends it: its first local midnight in Edmonton.
  const nov = { start: Date.parse('2026-11-01T06:00:00Z') };
  const sep = { start: Date.parse('2026-09-01T06:00:00Z') };
  const aug = { start: Date.parse('2026-08-01T06:00:00Z') };
  it('shows months that began within 93 days of now', () => {
    expect(SUMMARY_WINDOW_MS).toBe(93 * 86_400_000);
    expect(isSummaryShown(nov, now)).toBe(true);
    expect(isSummaryShown(sep, now)).toBe(true); // began 83 days ago
    expect(isSummaryShown(aug, now)).toBe(false); // began 114 days ago
  });

  it('the edge is exactly 93 days after the month began', () => {
    expect(isSummaryShown(aug, aug.start + SUMMARY_WINDOW_MS)).toBe(true);
    expect(isSummaryShown(aug, aug.start + SUMMARY_WINDOW_MS + 1)).toBe(false);
  });

  it('a month without a start (an older server) stays hidden', () => {
    expect(isSummaryShown({ start: Number.NaN }, now)).toBe(false);
  });
});

describe('day chart axis bound', () => {
  it.each([
    [0, 1],
    [-3, 1],
    [Number.NaN, 1],
    [0.2, 2],
    [1, 2],
    [1.01, 3],
    [9.99, 11],
    [10, 20],
    [10.5, 30],
    [20, 30],
    [57.3, 70],
    [100, 110],
  ])('max %d → %d', (max, bound) => {
    expect(axisUpperBound(max)).toBe(bound);
  });
});

describe('month grid', () => {
  it('November 2026 starts on a Sunday and has 5 weeks of 7 cells', () => {
    const weeks = monthWeeks({ year: 2026, month: 11 });
    expect(weeks).toHaveLength(5);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks[0]?.[0]).toEqual({ year: 2026, month: 11, day: 1 });
    expect(weeks[4]?.filter(Boolean)).toHaveLength(2);
  });

  it('August 2026 starts on a Saturday (6 empty cells first) and takes 6 weeks', () => {
    const weeks = monthWeeks({ year: 2026, month: 8 });
    expect(weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]?.[6]).toEqual({ year: 2026, month: 8, day: 1 });
    expect(weeks).toHaveLength(6);
  });
});
