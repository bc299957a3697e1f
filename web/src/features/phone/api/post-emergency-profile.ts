import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiAnswer } from '../../../lib/api-client';
import type { JsonValue } from '../../../lib/schema-form/types';
import { userTarget } from '../../../lib/target';
import { phoneResourceKey } from './phone-targets';
import { writeAnswer } from '../../../lib/write-answer';

/**
 * user.{id}/billingpackage.{P}/emergencyprofile (create) or …/emergencyprofile.{id} (edit, delete)
 * (PHONE-020, PHONE-029).
 */
export function emergencyProfileTarget(user: number, packageId: number, profileId?: number): string {
  return userTarget(user, `billingpackage.${packageId}/emergencyprofile${profileId ? `.${profileId}` : ''}`);
}

/** The reads a 911 write changes: every package's profiles and numbers of the account. */
export function emergencyReadKeys(user: number) {
  return [phoneResourceKey(user, 'emergencyprofile_summary'), phoneResourceKey(user, 'directorynumber')];
}

/** A save: the address fields (create, or the changed ones on edit), or { obsolete: true } (delete). */
export type EmergencyProfileWrite = { profileId?: number; body: Record<string, JsonValue> };

/**
 * POST the profile (PHONE-029) or its deletion ({obsolete:true}, PHONE-020). A refusal (error 1,
 * or a 450) is thrown with the server's message, for the 'Failed' dialog (PHONE-030).
 */
export async function postEmergencyProfile(user: number, packageId: number, write: EmergencyProfileWrite): Promise<ApiAnswer> {
  return writeAnswer(await apiPost(emergencyProfileTarget(user, packageId, write.profileId), write.body));
}

/** Saving or deleting a 911 profile of a package; the profiles and numbers are read again afterwards. */
export function useEmergencyProfileWrite(user: number, packageId: number) {
  return useMutation<ApiAnswer, Error, EmergencyProfileWrite>({
    mutationFn: (write) => postEmergencyProfile(user, packageId, write),
    meta: { invalidates: emergencyReadKeys(user) },
  });
}
