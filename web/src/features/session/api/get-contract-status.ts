import { queryOptions, useQuery } from '@tanstack/react-query';
import { toContractStatus, type ContractStatus } from '../../../app/menu/menu-rules';
import { apiGet, type ApiAnswer } from '../../../lib/api-client';
import { targetQueryKey, userTarget } from '../../../lib/target';

/** GET user.{id}/contract: list[0].contractResign and contractResignType (PLAT-050). */
export async function fetchContractStatus(id: number, signal?: AbortSignal): Promise<ContractStatus> {
  const answer = await apiGet<ApiAnswer>(userTarget(id, 'contract'), { signal });
  return toContractStatus(answer === false ? undefined : answer.list?.[0]);
}

export const contractStatusQuery = (id: number) =>
  queryOptions({
    queryKey: targetQueryKey(userTarget(id, 'contract')),
    queryFn: ({ signal }) => fetchContractStatus(id, signal),
  });

/** The contract status of a contact. */
export function useContractStatus(id: number | null) {
  return useQuery({ ...contractStatusQuery(id ?? 0), enabled: id !== null });
}
