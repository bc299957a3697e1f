import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet } from '../../../lib/api-client/api-client';
import { decodeList, type SchemaOf } from '../../../lib/api-client/decode';
import { UnavailableError } from '../../../lib/api-client/errors';
import { targetQueryKey } from '../../../lib/target';

/** A row of the region codebook (ACCT-008): countryid 1 is Canada, 2 the United States. */
export interface Region {
  id: number;
  countryid: number;
  provincelong: string;
  provinceshort: string;
}

export const RegionSchema = v.object({
  id: v.number(),
  countryid: v.nullish(v.number(), 0),
  provincelong: v.nullish(v.string(), ''),
  provinceshort: v.nullish(v.string(), ''),
}) satisfies SchemaOf<Region>;

/** codebook/region */
export const REGIONS_TARGET = 'codebook/region';

/** GET codebook/region (ACCT-008). */
export async function fetchRegions(signal?: AbortSignal): Promise<Region[]> {
  const answer = await apiGet(REGIONS_TARGET, { signal });
  if (answer === false) throw new UnavailableError(REGIONS_TARGET);
  return decodeList(answer, RegionSchema);
}

export const regionsQuery = () =>
  queryOptions({
    queryKey: targetQueryKey(REGIONS_TARGET),
    queryFn: ({ signal }) => fetchRegions(signal),
    // A codebook: read once per visit (a language switch invalidates it like everything else).
    staleTime: Infinity,
    refetchInterval: false,
  });

/** The region codebook. */
export function useRegions() {
  return useQuery(regionsQuery());
}

/**
 * The province an account's regionid stands for (ACCT-005, decisions §16): the codebook's
 * `provinceshort` (region 1 AB, region 2 SK), or null when the region is unknown (shown as a dash).
 */
export function provinceOf(regions: readonly Region[] | undefined, regionid: number): string | null {
  const r = regions?.find((x) => x.id === regionid);
  return r && r.provinceshort ? r.provinceshort : null;
}
