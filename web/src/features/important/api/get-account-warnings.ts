import { queryOptions, useQuery } from '@tanstack/react-query';
import { AccountWarningSchema, accountWarningsTarget, type AccountWarning } from '../../../lib/account';
import { apiGet, decodeList } from '../../../lib/api-client';
import { targetQueryKey } from '../../../lib/target';

/** GET me.1/accountwarning: the warnings; an empty list means none (PLAT-053). */
export async function fetchAccountWarnings(signal?: AbortSignal): Promise<AccountWarning[]> {
  const answer = await apiGet(accountWarningsTarget, { signal });
  if (answer === false) return [];
  return decodeList(answer, AccountWarningSchema);
}

export const accountWarningsQuery = () =>
  queryOptions({
    queryKey: targetQueryKey(accountWarningsTarget),
    queryFn: ({ signal }) => fetchAccountWarnings(signal),
  });

/** The account warnings. */
export function useAccountWarnings(enabled = true) {
  return useQuery({ ...accountWarningsQuery(), enabled });
}
