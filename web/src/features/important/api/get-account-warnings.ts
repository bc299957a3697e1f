import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../lib/api-client';
import { meTarget, targetQueryKey } from '../../../lib/target';

/** An account warning (NET-087). */
export interface AccountWarning {
  /** The warning's id (null when the server sent none). */
  id: number | null;
  type: 'disruptiveticket' | 'hitcap' | 'notregistered' | string;
  title: string;
  body: string;
  clearable: boolean;
  user: number | null;
  multipleusers: boolean;
}

export const accountWarningsTarget = meTarget('accountwarning');

function toWarning(raw: unknown): AccountWarning {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const user = Number(o.user);
  const id = Number(o.id);
  return {
    id: o.id !== null && o.id !== undefined && Number.isFinite(id) ? id : null,
    type: typeof o.type === 'string' ? o.type : '',
    title: typeof o.title === 'string' ? o.title : '',
    body: typeof o.body === 'string' ? o.body : '',
    clearable: o.clearable === true,
    user: Number.isFinite(user) && o.user !== null && o.user !== undefined ? user : null,
    multipleusers: o.multipleusers === true,
  };
}

/** GET me.1/accountwarning: the warnings; an empty list means none (PLAT-053). */
export async function fetchAccountWarnings(signal?: AbortSignal): Promise<AccountWarning[]> {
  const answer = await apiGet<ApiAnswer>(accountWarningsTarget, { signal });
  if (answer === false || !Array.isArray(answer.list)) return [];
  return answer.list.map(toWarning);
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
