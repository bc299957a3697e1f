import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../lib/api-client';
import { targetQueryKey, userTarget } from '../../../lib/target';
import { dayKey, type CalendarDay } from '../provider-time';

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
}

export interface BroadbandCalendar {
  available: boolean;
  /** Days with usage, oldest first. */
  days: DayUsage[];
  /** The same days by 'YYYY-MM-DD'. */
  byDay: Map<string, DayUsage>;
  /** Month totals, newest first. */
  months: MonthUsage[];
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
    const t = (r.t && typeof r.t === 'object' ? r.t : {}) as Record<string, unknown>;
    const day = { year: int(t.year), month: int(t.month), day: int(t.day) };
    if (![day.year, day.month, day.day].every(Number.isFinite) || day.month < 1 || day.month > 12 || day.day < 1 || day.day > 31) {
      continue;
    }
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
    months.push({ year, month, down, up, total: r.aggregate === undefined ? down + up : gb(r.aggregate) });
  }
  months.sort((a, b) => b.year * 12 + b.month - (a.year * 12 + a.month));
  return { available: true, days, byDay: new Map(days.map((d) => [dayKey(d.day), d])), months };
}

/** GET user.{id}/broadbandcalendar; 433–435 → not available. */
export async function fetchBroadbandCalendar(userId: number, signal?: AbortSignal): Promise<BroadbandCalendar> {
  const answer = await apiGet<ApiAnswer>(broadbandCalendarTarget(userId), { signal });
  if (answer === false) return { available: false, days: [], byDay: new Map(), months: [] };
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
