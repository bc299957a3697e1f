import { useQuery } from '@tanstack/react-query';
import { targetQuery } from '../../../lib/api-client/query';
import { meTarget } from '../../../lib/target';

/** Registration polls the subscriber's address every 5 s while it waits (PLAT-138). */
export const IP_POLL_MS = 5_000;

export const myIpAddressTarget = meTarget('whatismyipaddress');

/** The address the server sees, and whether it is a private one. */
export interface MyIpAddress {
  ip: string;
  private: boolean;
}

export const myIpAddressQuery = () =>
  targetQuery<MyIpAddress | null>(myIpAddressTarget, (answer) => {
    if (answer === false || !answer || typeof answer !== 'object') return null;
    const o = (answer as { object?: Record<string, unknown> }).object ?? {};
    return { ip: typeof o.ip === 'string' ? o.ip : '', private: o.private === true };
  });

/** GET me.1/whatismyipaddress every IP_POLL_MS while enabled. */
export function useMyIpAddressPoll(enabled: boolean) {
  return useQuery({ ...myIpAddressQuery(), enabled, refetchInterval: enabled ? IP_POLL_MS : false, refetchIntervalInBackground: true });
}
