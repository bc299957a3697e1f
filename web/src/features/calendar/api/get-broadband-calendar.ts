import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../lib/api-client';
import { targetQueryKey, userTarget } from '../../../lib/target';
import { addDays, dayKey, providerToday, toCalendarDay, type CalendarDay } from '../provider-time';

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

const gb = (v: unknown) => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? n : 0;
};
const int = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) ? n : NaN;
};

/** Reads the answer's calendarData and summary, dropping malformed entries. */
export function toBroadbandCalendar(raw: unknown): BroadbandCalendar {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const days: DayUsage[] = [];
  for (const e of Array.isArray(o.calendarData) ? o.calendarData : []) {
    const r = (e && typeof e === 'object' ? e : {}) as Record<string, unknown>;
    const day = toCalendarDay(r.t);
    if (!day) continue;
    const down = gb(r.d);
    const up = gb(r.u);
    days.push({ day, down, up, total: r.a === undefined ? down + up : gb(r.a) });
  }
  days.sort((a, b) => dayKey(a.day).localeCompare(dayKey(b.day)));
  const months: MonthUsage[] = [];
  for (const e of Array.isArray(o.summary) ? o.summary : []) {
    const r = (e && typeof e === 'object' ? e : {}) as Record<string, unknown>;
    const year = int(r.year);
    const month = int(r.month);
    if (!Number.isFinite(year) || !Number.isFinite(month) || month < 1 || month > 12) continue;
    const down = gb(r.downstream);
    const up = gb(r.upstream);
    const start = Number(r.start);
    months.push({ year, month, down, up, total: r.aggregate === undefined ? down + up : gb(r.aggregate), start: Number.isFinite(start) ? start : NaN });
  }
  months.sort((a, b) => b.year * 12 + b.month - (a.year * 12 + a.month));
  const dayKeys = new Map<string, number>();
  const first = toCalendarDay(o.window_start);
  if (first && Array.isArray(o.day_keys)) {
    o.day_keys.forEach((k, i) => {
      if (Number.isSafeInteger(k) && (k as number) >= 0) dayKeys.set(dayKey(addDays(first, i)), k as number);
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
  const answer = await apiGet<ApiAnswer>(broadbandCalendarTarget(userId), { signal });
  if (answer === false) return { available: false, days: [], byDay: new Map(), months: [], today: providerToday(null), dayKeys: new Map() };
  return toBroadbandCalendar(answer.object);
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
