import { queryOptions, useQuery } from '@tanstack/react-query';
import { translate } from '../../../i18n/i18n';
import { ProductError, UnavailableError, apiGet, type ApiAnswer, type ApiResult } from '../../../lib/api-client';
import { meTarget, targetQueryKey } from '../../../lib/target';

/** The logged-in identity's contact accounts (PLAT-033, PLAT-037). */
export interface AssociatedAccounts {
  /** Contact ids, sorted ascending. */
  ids: number[];
  email: string;
  /** isVip per contact id. */
  vip: Record<number, boolean>;
}

interface Item {
  associatedAccounts?: unknown;
  email?: unknown;
  associatedAccountsProperties?: Record<string, { isVip?: unknown } | undefined>;
}

export const associatedAccountsTarget = meTarget('associatedaccounts');

/** Reads list[0]; throws 'No associated account' when there is no list or no ids (PLAT-034). */
export function parseAssociatedAccounts(answer: ApiResult<ApiAnswer<unknown, Item>>): AssociatedAccounts {
  if (answer === false) throw new UnavailableError(associatedAccountsTarget);
  const item = answer.list?.[0];
  const raw = item?.associatedAccounts;
  if (!Array.isArray(raw) || raw.length === 0) throw new ProductError(translate('errors.noAssociatedAccount'));
  const ids = raw
    .map((x) => Number(x))
    .filter((n) => Number.isInteger(n))
    .sort((a, b) => a - b);
  if (ids.length === 0) throw new ProductError(translate('errors.noAssociatedAccount'));
  const props = item?.associatedAccountsProperties ?? {};
  const vip: Record<number, boolean> = {};
  for (const id of ids) vip[id] = props[String(id)]?.isVip === true;
  return { ids: [...new Set(ids)], email: typeof item?.email === 'string' ? item.email : '', vip };
}

/** GET me.1/associatedaccounts. */
export async function fetchAssociatedAccounts(signal?: AbortSignal): Promise<AssociatedAccounts> {
  return parseAssociatedAccounts(await apiGet<ApiAnswer<unknown, Item>>(associatedAccountsTarget, { signal }));
}

export const associatedAccountsQuery = () =>
  queryOptions({
    queryKey: targetQueryKey(associatedAccountsTarget),
    queryFn: ({ signal }) => fetchAssociatedAccounts(signal),
  });

/** The associated accounts, once the session has a token. */
export function useAssociatedAccounts(enabled = true) {
  return useQuery({ ...associatedAccountsQuery(), enabled });
}
