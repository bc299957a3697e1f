import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiAnswer } from '../../../lib/api-client';
import type { JsonValue } from '../../../lib/schema-form/types';
import { voiceFeaturesTarget } from './get-voice-features';
import { writeAnswer } from '../../../lib/write-answer';

/** The changed fields of a features form (PHONE-034). */
export type VoiceFeaturesChange = Record<string, JsonValue>;

/** POST voipfeatures.{id} with the changed fields; a refusal (450 with the form's message) is thrown. */
export async function postVoiceFeatures(user: number, serviceId: number, body: VoiceFeaturesChange): Promise<ApiAnswer> {
  return writeAnswer(await apiPost(voiceFeaturesTarget(user, serviceId), body));
}

/** Saving voice features; every read under user.{id}/voipfeatures is refetched afterwards. */
export function useVoiceFeaturesWrite(user: number, serviceId: number) {
  return useMutation<ApiAnswer, Error, VoiceFeaturesChange>({
    mutationFn: (body) => postVoiceFeatures(user, serviceId, body),
    meta: { targets: [voiceFeaturesTarget(user, serviceId)] },
  });
}
