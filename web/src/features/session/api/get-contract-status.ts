import { queryOptions, useQuery } from '@tanstack/react-query';
import { ContractStatusSchema, type ContractStatus } from '../../../lib/account';
import { apiGet, decodeList } from '../../../lib/api-client';
import { targetQueryKey, userTarget } from '../../../lib/target';

/** Not pending: what an account without a contract item reads as. */
const noContract: ContractStatus = { contractResign: false, contractResignType: '' };

/** GET user.{id}/contract: list[0].contractResign and contractResignType (PLAT-050). */
export async function fetchContractStatus(id: number, signal?: AbortSignal): Promise<ContractStatus> {
  const answer = await apiGet(userTarget(id, 'contract'), { signal });
  if (answer === false) return { ...noContract };
  return decodeList(answer, ContractStatusSchema)[0] ?? { ...noContract };
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
