/**
 * The phone area's targets (docs/phone-api.md). The spec writes most of them without an account
 * prefix (they act on the active account); the app names the account, `user.{id}/…`, which the
 * server answers the same, so each account's answers have their own query keys and a switch of
 * account never shows another account's data. The package a page shows is `billingpackage` on
 * reads and `billingpackageid` in write bodies.
 */
import type { QueryKey } from '@tanstack/react-query';
import { targetQueryKey, userTarget, type TargetParams } from '../../../lib/target';

/** The phone resources an account answers under user.{id}/. */
export type PhoneResource =
  | 'billingpackage_voip'
  | 'emergencyprofile_summary'
  | 'directorynumber'
  | 'emergencyprofile_associate'
  | 'voipcdri'
  | 'voipcdro'
  | 'voipldbalance'
  | 'voipldhistory'
  | 'voipldadd';

/** user.{id}/{resource}. */
export function phoneTarget(user: number, resource: PhoneResource | `voipfeatures.${number}`): string {
  return userTarget(user, resource);
}

/** The read parameters naming a package: { billingpackage: id }. */
export function packageParams(packageId: number): TargetParams {
  return { billingpackage: packageId };
}

/**
 * The key of a resource's every read of an account (all packages, all pages): what a write
 * invalidates. ['user', '1001', 'voipldbalance'].
 */
export function phoneResourceKey(user: number, resource: PhoneResource): QueryKey {
  return targetQueryKey(phoneTarget(user, resource));
}
