import type { QueryKey } from '@tanstack/react-query';
import { accountWarningsTarget } from '../../important/api/get-account-warnings';
import { targetQueryKey, userTarget } from '../../../lib/target';

/** The reads a package write changes. */
export type PackageRead = 'currentbroadband' | 'broadbandtraffic' | 'upgradable' | 'upgradewizard' | 'slowdown';

/**
 * Query keys of an account's reads, under both `user.{id}` and `user.session` (the active
 * account), whichever form a view reads them by; plus the account warnings, which an upgrade or
 * Unlimited mode can clear (a hitcap warning).
 */
export function refreshKeys(user: number, reads: readonly PackageRead[], warnings = true): QueryKey[] {
  const keys: QueryKey[] = [];
  for (const r of reads) {
    keys.push(targetQueryKey(userTarget(user, r)), targetQueryKey(userTarget('session', r)));
  }
  if (warnings) keys.push(targetQueryKey(accountWarningsTarget));
  return keys;
}
