import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, decodeObject } from '../../../lib/api-client';
import { targetQueryKey, userTarget } from '../../../lib/target';
import { addDays, CalendarDateSchema, dayKey, providerToday, toCalendarDay, type CalendarDay } from '../../../lib/provider-time';

/** One day of usage, GB (NET-036). */
export interface DayUsage {
  day: CalendarDay;
  down: number;
  up: number;
  total: number;
}

/** One month's totals, GB. */
export interface MonthUsage {
  year: number;
  month: number;
  down: number;
  up: number;
  total: number;
  /** Epoch ms of the month's first local midnight (NaN when not sent: the summary stays hidden). */
  start: number;
}

export interface BroadbandCalendar {
  available: boolean;
  /** Days with usage, oldest first. */
  days: DayUsage[];
  /** The same days by 'YYYY-MM-DD'. */
  byDay: Map<string, DayUsage>;
  /** Month totals, newest first. */
  months: MonthUsage[];
  /** The provider's today, as the server counts it. */
  today: CalendarDay;
  /** broadbandgraphic's {epoch day} of each day the server answers for, by 'YYYY-MM-DD'. */
  dayKeys: Map<string, number>;
}

/** user.{id}/broadbandcalendar */
export const broadbandCalendarTarget = (userId: number) => userTarget(userId, 'broadbandcalendar');

/** A usage figure in GB: a negative one reads as 0. */
const gb = (n: number) => (n > 0 ? n : 0);

/** broadbandcalendar's object (Go broadbandCalendar): days and months of usage, GB. */
export const BroadbandCalendarSchema = v.object({
  calendarData: v.nullish(
    v.array(v.object({ t: CalendarDateSchema, d: v.optional(v.number(), 0), u: v.optional(v.number(), 0), a: v.optional(v.number()) })),
    () => [],
  ),
  summary: v.nullish(
    v.array(
      v.object({
        year: v.pipe(v.number(), v.integer()),
        month: v.pipe(v.number(), v.integer()),
        downstream: v.optional(v.number(), 0),
        upstream: v.optional(v.number(), 0),
        aggregate: v.optional(v.number()),
        start: v.optional(v.number()),
      }),
    ),
    () => [],
  ),
  today: v.optional(CalendarDateSchema),
  window_start: v.optional(CalendarDateSchema),
  day_keys: v.nullish(v.array(v.number()), () => []),
});

/** What broadbandcalendar's object decodes to. */
export type BroadbandCalendarAnswer = v.InferOutput<typeof BroadbandCalendarSchema>;

/** The calendar of a decoded answer; days that are not real dates and months outside 1–12 are dropped. */
export function toBroadbandCalendar(o: BroadbandCalendarAnswer): BroadbandCalendar {
  const days: DayUsage[] = [];
  for (const r of o.calendarData) {
    const day = toCalendarDay(r.t);
    if (!day) continue;
    const down = gb(r.d);
    const up = gb(r.u);
    days.push({ day, down, up, total: r.a === undefined ? down + up : gb(r.a) });
  }
  days.sort((a, b) => dayKey(a.day).localeCompare(dayKey(b.day)));
  const months: MonthUsage[] = [];
  for (const r of o.summary) {
    if (r.month < 1 || r.month > 12) continue;
    const down = gb(r.downstream);
    const up = gb(r.upstream);
    months.push({ year: r.year, month: r.month, down, up, total: r.aggregate === undefined ? down + up : gb(r.aggregate), start: r.start ?? NaN });
  }
  months.sort((a, b) => b.year * 12 + b.month - (a.year * 12 + a.month));
  const dayKeys = new Map<string, number>();
  const first = toCalendarDay(o.window_start);
  if (first) {
    o.day_keys.forEach((k, i) => {
      if (Number.isSafeInteger(k) && k >= 0) dayKeys.set(dayKey(addDays(first, i)), k);
    });
  }
  return {
    available: true,
    days,
    byDay: new Map(days.map((d) => [dayKey(d.day), d])),
    months,
    today: providerToday(o.today),
    dayKeys,
  };
}

/** GET user.{id}/broadbandcalendar; 433–435 → not available. */
export async function fetchBroadbandCalendar(userId: number, signal?: AbortSignal): Promise<BroadbandCalendar> {
  const answer = await apiGet(broadbandCalendarTarget(userId), { signal });
  if (answer === false) return { available: false, days: [], byDay: new Map(), months: [], today: providerToday(null), dayKeys: new Map() };
  return toBroadbandCalendar(decodeObject(answer, v.optional(BroadbandCalendarSchema, {})));
}

export const broadbandCalendarQuery = (userId: number) =>
  queryOptions({
    queryKey: targetQueryKey(broadbandCalendarTarget(userId)),
    queryFn: ({ signal }) => fetchBroadbandCalendar(userId, signal),
  });

/** The last 100 days of usage and the month totals (refreshed every 10 s). */
export function useBroadbandCalendar(userId: number) {
  return useQuery(broadbandCalendarQuery(userId));
}
