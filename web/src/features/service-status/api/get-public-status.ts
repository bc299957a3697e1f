import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';

const TextSchema = v.object({ en: v.string(), fr: v.optional(v.string(), '') });
const UpdateSchema = v.object({ at: v.string(), text: TextSchema });

/** An event of the public status (GET /guest/status): no personal data, the areas by name. */
export const PublicEventSchema = v.object({
  id: v.string(),
  kind: v.picklist(['outage', 'maintenance']),
  status: v.picklist(['planned', 'ongoing', 'resolved']),
  title: TextSchema,
  areas: v.array(TextSchema),
  startsAt: v.string(),
  estimate: v.nullish(v.string(), null),
  updates: v.array(UpdateSchema),
  resolution: v.nullish(UpdateSchema, null),
});

export type PublicEvent = v.InferOutput<typeof PublicEventSchema>;
export type PublicText = v.InferOutput<typeof TextSchema>;

/** GET /guest/status: the events going on, planned, or resolved in the last day. */
export async function fetchPublicStatus(signal?: AbortSignal): Promise<PublicEvent[]> {
  const res = await fetch('/guest/status', { headers: { Accept: 'application/json' }, signal });
  if (!res.ok) throw new Error(`status ${res.status}`);
  return v.parse(v.object({ events: v.array(PublicEventSchema) }), await res.json()).events;
}

/** The public status, read again every 10 s like the app's views. */
export function usePublicStatus() {
  return useQuery({ queryKey: ['guest', 'status'], queryFn: ({ signal }) => fetchPublicStatus(signal), refetchInterval: 10_000 });
}
