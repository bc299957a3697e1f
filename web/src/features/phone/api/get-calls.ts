import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, decode, type SchemaOf } from '../../../lib/api-client';
import { targetQueryKey } from '../../../lib/target';
import { nextCallsCursor, type CallCursor, type CallPage } from '../phone-rules';
import { packageParams, phoneTarget } from './phone-targets';

/** One call (PHONE-041). */
export interface CallRecord {
  id: string;
  src_call_name: string;
  src_call_number: string;
  dst_call_number: string;
  /** Epoch ms. */
  callstartdate: number;
  /** Seconds. */
  duration: number;
}

const text = v.optional(v.nullable(v.string(), ''), '');

/** voipcdri / voipcdro list item (Go callItem). */
export const CallRecordSchema = v.object({
  id: v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
  src_call_name: text,
  src_call_number: text,
  dst_call_number: text,
  callstartdate: v.number(),
  duration: v.optional(v.number(), 0),
}) satisfies SchemaOf<CallRecord>;

const CallPageSchema = v.looseObject({
  list: v.nullish(v.array(CallRecordSchema), () => []),
  more: v.optional(v.boolean(), false),
});

/** Incoming (voipcdri) or outgoing (voipcdro) calls (PHONE-040). */
export type CallDirection = 'in' | 'out';

const resourceOf = (d: CallDirection) => (d === 'in' ? 'voipcdri' : 'voipcdro');

/**
 * One page of a package's calls, newest first: the 50 that come after `cursor` (the previous page's
 * last call; the newest when absent) and whether older ones exist. 433–435 read as an empty last page.
 */
export async function fetchCallPage(
  user: number,
  packageId: number,
  direction: CallDirection,
  cursor: CallCursor | undefined,
  signal?: AbortSignal,
): Promise<CallPage<CallRecord>> {
  const params = { ...packageParams(packageId), ...cursor };
  const answer = await apiGet(phoneTarget(user, resourceOf(direction)), { params, signal });
  if (answer === false) return { list: [], more: false };
  const page = decode(CallPageSchema, answer);
  return { list: page.list ?? [], more: page.more };
}

export const callsQuery = (user: number, packageId: number, direction: CallDirection) =>
  infiniteQueryOptions({
    queryKey: targetQueryKey(phoneTarget(user, resourceOf(direction)), packageParams(packageId)),
    queryFn: ({ pageParam, signal }) => fetchCallPage(user, packageId, direction, pageParam, signal),
    initialPageParam: undefined as CallCursor | undefined,
    getNextPageParam: (last: CallPage<CallRecord>) => nextCallsCursor(last),
  });

/** A package's incoming or outgoing calls, a page at a time ("Load older calls"). */
export function useCalls(user: number, packageId: number, direction: CallDirection) {
  return useInfiniteQuery(callsQuery(user, packageId, direction));
}
