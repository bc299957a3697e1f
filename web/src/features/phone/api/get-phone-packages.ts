import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, decodeList, type SchemaOf } from '../../../lib/api-client';
import { targetQueryKey } from '../../../lib/target';
import { phoneTarget } from './phone-targets';

/** One phone package of an account (PHONE-002, phone-api.md "Phone packages"). */
export interface PhonePackage {
  id: number;
  /** The id of its voice features: voipfeatures.{billingpackageserviceid}. */
  billingpackageserviceid: number;
  description: string;
  /** Its 911 model: 'packageoriented' or 'numberoriented'. */
  emergencyprofile_type: string;
  /** Its numbers, 10 digits each. */
  directorynumbers: string[];
}

/** billingpackage_voip's list item (Go phonePackageItem). */
export const PhonePackageSchema = v.object({
  id: v.number(),
  billingpackageserviceid: v.optional(v.number(), 0),
  description: v.optional(v.string(), ''),
  emergencyprofile_type: v.optional(v.string(), ''),
  directorynumbers: v.nullish(v.array(v.string()), () => []),
}) satisfies SchemaOf<PhonePackage>;

/** The account's phone packages, or null when it has none (the server answers 434, PHONE-004). */
export type PhonePackages = PhonePackage[] | null;

/** GET user.{id}/billingpackage_voip (PHONE-002): the packages in the account's order; none → null. */
export async function fetchPhonePackages(user: number, signal?: AbortSignal): Promise<PhonePackages> {
  const answer = await apiGet(phoneTarget(user, 'billingpackage_voip'), { signal });
  if (answer === false) return null;
  const list = decodeList(answer, PhonePackageSchema);
  return list.length === 0 ? null : list;
}

export const phonePackagesQuery = (user: number) =>
  queryOptions({
    queryKey: targetQueryKey(phoneTarget(user, 'billingpackage_voip')),
    queryFn: ({ signal }) => fetchPhonePackages(user, signal),
  });

/** The active account's phone packages (every phone page reads them). */
export function usePhonePackages(user: number) {
  return useQuery(phonePackagesQuery(user));
}
