/**
 * The address the server sees for this browser (me.1/whatismyipaddress): device registration polls
 * it, and the Important page's automatic registration needs a home (private) address. A platform
 * read two features use, so it lives below them.
 */
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { decodeObject, type SchemaOf } from './api-client/decode';
import { targetQuery } from './api-client/query';
import { meTarget } from './target';

/** Registration polls the subscriber's address every 5 s while it waits (PLAT-138). */
export const IP_POLL_MS = 5_000;

/** me.1/whatismyipaddress. */
export const myIpAddressTarget = meTarget('whatismyipaddress');

/** The address the server sees, and whether it is a private one. */
export interface MyIpAddress {
  ip: string;
  private: boolean;
}

/** The answer's object (Go: {ip, private}); a field left out reads as '' / false. */
export const MyIpAddressSchema = v.object({
  ip: v.optional(v.string(), ''),
  private: v.optional(v.boolean(), false),
}) satisfies SchemaOf<MyIpAddress>;

/** The address, or null when the server has none (433–435). */
export const myIpAddressQuery = () =>
  targetQuery<MyIpAddress | null>(myIpAddressTarget, (answer) =>
    answer === false ? null : decodeObject(answer, v.optional(MyIpAddressSchema, {})),
  );

/** GET me.1/whatismyipaddress every IP_POLL_MS while enabled. */
export function useMyIpAddressPoll(enabled: boolean) {
  return useQuery({ ...myIpAddressQuery(), enabled, refetchInterval: enabled ? IP_POLL_MS : false, refetchIntervalInBackground: true });
}
