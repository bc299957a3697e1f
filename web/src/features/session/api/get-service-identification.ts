import { queryOptions, useQuery } from '@tanstack/react-query';
import { noServiceFlags, ServiceFlagsSchema, type ServiceFlags } from '../../../lib/account';
import { apiGet, decodeList } from '../../../lib/api-client';
import { targetQueryKey, userTarget } from '../../../lib/target';

/** GET user.{id}/serviceidentification: list[0] flags (PLAT-039); none when unavailable. */
export async function fetchServiceFlags(id: number, signal?: AbortSignal): Promise<ServiceFlags> {
  const answer = await apiGet(userTarget(id, 'serviceidentification'), { signal });
  if (answer === false) return { ...noServiceFlags };
  return decodeList(answer, ServiceFlagsSchema)[0] ?? { ...noServiceFlags };
}

export const serviceFlagsQuery = (id: number) =>
  queryOptions({
    queryKey: targetQueryKey(userTarget(id, 'serviceidentification')),
    queryFn: ({ signal }) => fetchServiceFlags(id, signal),
  });

/** The service flags of a contact. */
export function useServiceFlags(id: number | null) {
  return useQuery({ ...serviceFlagsQuery(id ?? 0), enabled: id !== null });
}
