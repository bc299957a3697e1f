/**
 * The calendar page's rules (internet spec §2, §5, §9; decisions §4, §18): which days can be
 * chosen, how far the month navigation goes, which monthly summaries are shown and the day
 * chart's axis bound.
 */
import { addDays, dayOrdinal, daysInMonth, monthIndex, weekday, type CalendarDay, type CalendarMonth } from '../../lib/provider-time';

/** Days back that can still be chosen (NET-044): today and the 90 days before it. */
export const CLICKABLE_DAYS_BACK = 90;

/** Monthly summaries are shown for months that began within 93 days of now (decisions §4, NET-045). */
export const SUMMARY_WINDOW_MS = 8_035_200_000;

/**
 * Whether a day can be chosen (NET-044): not in the future and at most 90 days before today.
 * Older days are ignored when clicked.
 */
export function isDayClickable(day: CalendarDay, today: CalendarDay): boolean {
  const back = dayOrdinal(today) - dayOrdinal(day);
  return back >= 0 && back <= CLICKABLE_DAYS_BACK;
}

/** Next month is disabled at the current month (NET-042). */
export function canGoNext(view: CalendarMonth, today: CalendarDay): boolean {
  return monthIndex(view) < monthIndex(today);
}

/**
 * Back is disabled once about 90 days back is reached (NET-043): when the previous month has no
 * day that can still be chosen, i.e. the shown month starts on or before the oldest choosable day.
 */
export function canGoBack(view: CalendarMonth, today: CalendarDay): boolean {
  const oldest = addDays(today, -CLICKABLE_DAYS_BACK);
  return dayOrdinal({ ...view, day: 1 }) > dayOrdinal(oldest);
}

/** Keeps a month inside the navigable range (today's month back to the oldest choosable day's). */
export function clampMonth(view: CalendarMonth, today: CalendarDay): CalendarMonth {
  const oldest = addDays(today, -CLICKABLE_DAYS_BACK);
  if (monthIndex(view) > monthIndex(today)) return { year: today.year, month: today.month };
  if (monthIndex(view) < monthIndex(oldest)) return { year: oldest.year, month: oldest.month };
  return view;
}

/**
 * Whether a month's summary (downstream, upstream, aggregate) is shown (NET-045, decisions §4):
 * the month began (`start`, the epoch ms of its first local midnight, from the server) at most
 * 93 days (8,035,200,000 ms) before now. A month without a start stays hidden.
 */
export function isSummaryShown(m: { start: number }, nowMs: number): boolean {
  return Number.isFinite(m.start) && nowMs - m.start <= SUMMARY_WINDOW_MS;
}

/**
 * The day chart's value-axis upper bound (NET-039, decisions §18): ceil(max)+1 when the largest
 * value is under 10, else ceil(max/10)*10+10. A missing or negative maximum counts as 0.
 */
export function axisUpperBound(max: number): number {
  const m = Number.isFinite(max) && max > 0 ? max : 0;
  return m < 10 ? Math.ceil(m) + 1 : Math.ceil(m / 10) * 10 + 10;
}

/**
 * The weeks of a month for the desktop grid, Sunday first: each week has 7 cells, null outside
 * the month.
 */
export function monthWeeks(m: CalendarMonth): (CalendarDay | null)[][] {
  const n = daysInMonth(m.year, m.month);
  const lead = weekday({ ...m, day: 1 });
  const cells: (CalendarDay | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: n }, (_, i) => ({ ...m, day: i + 1 })),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
