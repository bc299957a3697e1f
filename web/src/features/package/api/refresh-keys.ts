import type { QueryKey } from '@tanstack/react-query';
import { accountWarningsTarget } from '../../../lib/account';
import { targetQueryKey, userTarget } from '../../../lib/target';

/** The reads a package write changes. */
export type PackageRead = 'currentbroadband' | 'broadbandtraffic' | 'upgradable' | 'upgradewizard' | 'slowdown';

/**
 * Query keys of an account's reads, plus the account warnings, which an upgrade or Unlimited mode
 * can clear (a hitcap warning). One key per read: a view reading `user.session/…` is keyed by the
 * active account's id (lib/target targetQueryKey), so `user.{id}/…` covers it.
 */
export function refreshKeys(user: number, reads: readonly PackageRead[], warnings = true): QueryKey[] {
  const keys: QueryKey[] = reads.map((r) => targetQueryKey(userTarget(user, r)));
  if (warnings) keys.push(targetQueryKey(accountWarningsTarget));
  return keys;
}
