import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../lib/api-client';
import { targetQueryKey, userTarget } from '../../../lib/target';

/** One day's usage per local hour 0–23, GB (NET-038). */
export interface DayGraphic {
  available: boolean;
  down: number[];
  up: number[];
  total: number[];
}

/** user.{id}/broadbandgraphic.{epoch seconds of the day's local midnight} */
export const broadbandGraphicTarget = (userId: number, epochDay: number) => userTarget(userId, `broadbandgraphic.${epochDay}`);

function hours(v: unknown): number[] {
  const list = Array.isArray(v) ? v : [];
  return Array.from({ length: 24 }, (_, i) => {
    const n = Number(list[i]);
    return Number.isFinite(n) && n > 0 ? n : 0;
  });
}

/** Reads data.downstream/upstream/aggregate as 24 hourly values each. */
export function toDayGraphic(raw: unknown): DayGraphic {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const data = (o.data && typeof o.data === 'object' ? o.data : {}) as Record<string, unknown>;
  const down = hours(data.downstream);
  const up = hours(data.upstream);
  const total = Array.isArray(data.aggregate) ? hours(data.aggregate) : down.map((d, i) => d + (up[i] ?? 0));
  return { available: true, down, up, total };
}

/** GET user.{id}/broadbandgraphic.{epoch day}, the day's key from broadbandcalendar's day_keys. */
export async function fetchDayGraphic(userId: number, epochDay: number, signal?: AbortSignal): Promise<DayGraphic> {
  const answer = await apiGet<ApiAnswer>(broadbandGraphicTarget(userId, epochDay), { signal });
  if (answer === false) return { available: false, down: [], up: [], total: [] };
  return toDayGraphic(answer.object);
}

export const dayGraphicQuery = (userId: number, epochDay: number) =>
  queryOptions({
    queryKey: targetQueryKey(broadbandGraphicTarget(userId, epochDay)),
    queryFn: ({ signal }) => fetchDayGraphic(userId, epochDay, signal),
  });

/** The chosen day's hourly usage; nothing is fetched until a day is chosen. */
export function useDayGraphic(userId: number, epochDay: number | null) {
  return useQuery({ ...dayGraphicQuery(userId, epochDay ?? 0), enabled: epochDay !== null });
}
