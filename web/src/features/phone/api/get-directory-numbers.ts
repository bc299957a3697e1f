import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, decodeList, type SchemaOf } from '../../../lib/api-client';
import { targetQueryKey } from '../../../lib/target';
import { packageParams, phoneTarget } from './phone-targets';

/** A phone number of a package and its 911 profile (PHONE-032). */
export interface DirectoryNumber {
  dnbillingpackageserviceid: number;
  /** 10 digits. */
  number: string;
  billingpackageid: number;
  /** 0 when the number has no profile yet. */
  emergencyprofileid: number;
}

/** directorynumber's list item (Go numberItem). */
export const DirectoryNumberSchema = v.object({
  dnbillingpackageserviceid: v.number(),
  number: v.optional(v.string(), ''),
  billingpackageid: v.optional(v.number(), 0),
  emergencyprofileid: v.optional(v.nullable(v.number(), 0), 0),
}) satisfies SchemaOf<DirectoryNumber>;

/** GET user.{id}/directorynumber?billingpackage=P: the numbers the association wizard offers; null when not available. */
export async function fetchDirectoryNumbers(user: number, packageId: number, signal?: AbortSignal): Promise<DirectoryNumber[] | null> {
  const answer = await apiGet(phoneTarget(user, 'directorynumber'), { params: packageParams(packageId), signal });
  if (answer === false) return null;
  return decodeList(answer, DirectoryNumberSchema);
}

export const directoryNumbersQuery = (user: number, packageId: number) =>
  queryOptions({
    queryKey: targetQueryKey(phoneTarget(user, 'directorynumber'), packageParams(packageId)),
    queryFn: ({ signal }) => fetchDirectoryNumbers(user, packageId, signal),
  });

/** A package's numbers with their 911 profiles. */
export function useDirectoryNumbers(user: number, packageId: number) {
  return useQuery(directoryNumbersQuery(user, packageId));
}
