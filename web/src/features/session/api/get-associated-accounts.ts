import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { translate } from '../../../i18n/i18n';
import { ProductError, UnavailableError, apiGet, decodeList, type ApiAnswer, type ApiResult } from '../../../lib/api-client';
import { meTarget, targetQueryKey } from '../../../lib/target';

/** The logged-in identity's contact accounts (PLAT-033, PLAT-037). */
export interface AssociatedAccounts {
  /** Contact ids, sorted ascending. */
  ids: number[];
  email: string;
  /** isVip per contact id. */
  vip: Record<number, boolean>;
}

/** A list item of me.1/associatedaccounts (Go associatedAccounts). */
export const AssociatedAccountsItemSchema = v.object({
  associatedAccounts: v.nullish(v.array(v.pipe(v.number(), v.integer())), () => []),
  email: v.optional(v.string(), ''),
  associatedAccountsProperties: v.nullish(v.record(v.string(), v.object({ isVip: v.optional(v.boolean(), false) })), () => ({})),
});

export const associatedAccountsTarget = meTarget('associatedaccounts');

/** Reads list[0]; throws 'No associated account' when there is no list or no ids (PLAT-034). */
export function parseAssociatedAccounts(answer: ApiResult<ApiAnswer>): AssociatedAccounts {
  if (answer === false) throw new UnavailableError(associatedAccountsTarget);
  const item = decodeList(answer, AssociatedAccountsItemSchema)[0];
  if (!item || item.associatedAccounts.length === 0) throw new ProductError(translate('errors.noAssociatedAccount'));
  const ids = [...new Set(item.associatedAccounts)].sort((a, b) => a - b);
  const vip: Record<number, boolean> = {};
  for (const id of ids) vip[id] = item.associatedAccountsProperties[String(id)]?.isVip === true;
  return { ids, email: item.email, vip };
}

/** GET me.1/associatedaccounts. */
export async function fetchAssociatedAccounts(signal?: AbortSignal): Promise<AssociatedAccounts> {
  return parseAssociatedAccounts(await apiGet(associatedAccountsTarget, { signal }));
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
