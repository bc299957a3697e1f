/**
 * The service status of the account's site (issue 32): the dashboard's card and the banner
 * (features/service-status) and the troubleshooting page (features/troubleshoot) read it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, decodeList } from './api-client';
import { targetQueryKey, userTarget } from './target';

/** An outage or a planned maintenance of the account's site (issue 32), in the app's language. */
export const ServiceEventSchema = v.object({
  id: v.string(),
  kind: v.picklist(['outage', 'maintenance']),
  status: v.picklist(['planned', 'ongoing']),
  title: v.string(),
  startsAt: v.string(),
  estimate: v.nullish(v.string(), null),
  latest: v.optional(v.string(), ''),
  latestAt: v.nullish(v.string(), null),
});

export type ServiceEvent = v.InferOutput<typeof ServiceEventSchema>;

export const serviceStatusTarget = (user: number) => userTarget(user, 'servicestatus');

/** GET user.{id}/servicestatus: the events not resolved of the account's site, the first first. */
export async function fetchServiceStatus(user: number, signal?: AbortSignal): Promise<ServiceEvent[]> {
  const answer = await apiGet(serviceStatusTarget(user), { signal });
  if (answer === false) return [];
  return decodeList(answer, ServiceEventSchema);
}

export const serviceStatusQuery = (user: number) =>
  queryOptions({
    queryKey: targetQueryKey(serviceStatusTarget(user)),
    queryFn: ({ signal }) => fetchServiceStatus(user, signal),
  });

/** The account's service status, refreshed like every view (every 10 s): the card and the banner share it. */
export function useServiceStatus(user: number) {
  return useQuery(serviceStatusQuery(user));
}
