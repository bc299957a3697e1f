/**
 * The auto-payment screen's targets (docs/billing-api.md "Auto payment"). The spec reads the method
 * and the cheque status as `user.session/…`; the app names the account, `user.{id}/…`, which the
 * server answers the same (as the phone pages do, docs/phone-api.md), so each account's answers
 * have their own query keys and a switch of account never shows another account's method.
 */
import type { QueryKey } from '@tanstack/react-query';
import { targetQueryKey, userTarget } from '../../../lib/target';

/** The resources this screen reads and writes under user.{id}/. */
export type BillingResource = 'autopayment' | 'eftphoto' | 'cctoken' | 'documentget';

/** user.{id}/{resource}, or user.{id}/cctoken.{session} for a card session's return. */
export function billingTarget(user: number, resource: BillingResource | `cctoken.${number}`): string {
  return userTarget(user, resource);
}

/** The key of a resource's every read of an account: what a write invalidates. */
export function billingResourceKey(user: number, resource: BillingResource): QueryKey {
  return targetQueryKey(billingTarget(user, resource));
}

/**
 * What a new method or a new cheque changes: the method, the cheque status, and the documents (a
 * cheque becomes one of the account's documents).
 */
export function methodChangeKeys(user: number): QueryKey[] {
  return [billingResourceKey(user, 'autopayment'), billingResourceKey(user, 'eftphoto'), billingResourceKey(user, 'documentget')];
}
