import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet } from '../../../lib/api-client/api-client';
import { decodeObject, type SchemaOf } from '../../../lib/api-client/decode';
import { UnavailableError } from '../../../lib/api-client/errors';
import { targetQueryKey, userTarget } from '../../../lib/target';

/** A phone number of the account (ACCT-006): `phoneno` is 10 digits. */
export interface AccountPhone {
  description: string;
  phoneno: string;
}

/** The account entity (ACCT-001), as GET user.{id} answers it (docs/billing-api.md). */
export interface AccountDetails {
  id: number;
  name: string;
  name2: string;
  type: string;
  address: string;
  postalcode: string;
  city: string;
  /** 0 when the server leaves it out: shown as a dash. */
  regionid: number;
  phonenumbers: AccountPhone[];
  emailaddresses: { email: string }[];
  referral_code: string;
}

const text = () => v.nullish(v.string(), '');

export const AccountDetailsSchema = v.object({
  id: v.number(),
  name: text(),
  name2: text(),
  type: text(),
  address: text(),
  postalcode: text(),
  city: text(),
  regionid: v.nullish(v.number(), 0),
  phonenumbers: v.nullish(v.array(v.object({ description: text(), phoneno: text() })), []),
  emailaddresses: v.nullish(v.array(v.object({ email: v.string() })), []),
  referral_code: text(),
}) satisfies SchemaOf<AccountDetails>;

/** user.{id} */
export function accountDetailsTarget(user: number): string {
  return userTarget(user);
}

/** GET user.{id} (ACCT-002): the account's contact information and referral code. */
export async function fetchAccountDetails(user: number, signal?: AbortSignal): Promise<AccountDetails> {
  const target = accountDetailsTarget(user);
  const answer = await apiGet(target, { signal });
  if (answer === false) throw new UnavailableError(target);
  return decodeObject(answer, AccountDetailsSchema);
}

export const accountDetailsQuery = (user: number) =>
  queryOptions({
    queryKey: targetQueryKey(accountDetailsTarget(user)),
    queryFn: ({ signal }) => fetchAccountDetails(user, signal),
  });

/** The active account's information (refreshed every 10 s like every view). */
export function useAccountDetails(user: number) {
  return useQuery(accountDetailsQuery(user));
}
