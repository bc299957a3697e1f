import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, decodeObject } from '../../../lib/api-client';
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

/** An hourly series, GB; null (a series the server has none of) reads as empty. */
const HoursSchema = v.nullish(v.array(v.number()), () => []);

/** broadbandgraphic's object (Go broadbandGraphic): the day's key and its hourly series. */
export const DayGraphicSchema = v.object({
  day: v.optional(v.number()),
  data: v.optional(v.object({ downstream: HoursSchema, upstream: HoursSchema, aggregate: v.optional(v.nullable(v.array(v.number()))) }), {}),
});

/** Hours 0–23 of a series: a missing or negative hour reads as 0. */
function hours(list: readonly number[]): number[] {
  return Array.from({ length: 24 }, (_, i) => {
    const n = list[i] ?? 0;
    return n > 0 ? n : 0;
  });
}

/** data.downstream/upstream/aggregate as 24 hourly values each (aggregate: their sum when not sent). */
export function toDayGraphic(o: v.InferOutput<typeof DayGraphicSchema>): DayGraphic {
  const down = hours(o.data.downstream);
  const up = hours(o.data.upstream);
  const total = o.data.aggregate ? hours(o.data.aggregate) : down.map((d, i) => d + (up[i] ?? 0));
  return { available: true, down, up, total };
}

/** GET user.{id}/broadbandgraphic.{epoch day}, the day's key from broadbandcalendar's day_keys. */
export async function fetchDayGraphic(userId: number, epochDay: number, signal?: AbortSignal): Promise<DayGraphic> {
  const answer = await apiGet(broadbandGraphicTarget(userId, epochDay), { signal });
  if (answer === false) return { available: false, down: [], up: [], total: [] };
  return toDayGraphic(decodeObject(answer, v.optional(DayGraphicSchema, {})));
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
