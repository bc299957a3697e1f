/**
 * The onboarding pages' targets (/work/onboarding-contract.md "HTTP API"). The spec reads them as
 * `user.session/…`; the app names the account, `user.{id}/…`, which the server answers the same,
 * so each account's answers have their own query keys and a switch never shows another's.
 */
import type { QueryKey } from '@tanstack/react-query';
import { targetQueryKey, userTarget } from '../../../lib/target';

/** The resources these pages read and write under user.{id}/. */
export type OnboardingResource = 'documentupload' | 'preinstallchecklist' | 'contract' | 'agreement' | 'documentget';

/** user.{id}/{resource}. */
export function onboardingTarget(user: number, resource: OnboardingResource | string): string {
  return userTarget(user, resource);
}

/** The key of every read of a resource of an account (its subtree): what a write invalidates. */
export function resourceKey(user: number, resource: OnboardingResource): QueryKey {
  return targetQueryKey(onboardingTarget(user, resource));
}

/**
 * What an onboarding write changes: the document counters, the checklist, the contract profile
 * (and the shell's contract status, same subtree: the menu and the landing follow it), and the
 * documents list (a signed contract becomes one of the account's documents).
 */
export function onboardingChangeKeys(user: number): QueryKey[] {
  return [resourceKey(user, 'documentupload'), resourceKey(user, 'preinstallchecklist'), resourceKey(user, 'contract'), resourceKey(user, 'documentget')];
}
