import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiAnswer } from '../../../lib/api-client';
import { phoneTarget } from './phone-targets';
import { emergencyReadKeys } from './post-emergency-profile';
import { writeAnswer } from '../../../lib/write-answer';

/**
 * What an association sends (PHONE-033): a profile alone selects it for its package-oriented
 * package; with a number it moves that number to the number-oriented profile.
 */
export interface Association {
  emergencyprofileid: number;
  dnbillingpackageserviceid?: number;
}

/** POST user.{id}/emergencyprofile_associate; a refusal is thrown with the server's message. */
export async function postAssociation(user: number, body: Association): Promise<ApiAnswer> {
  return writeAnswer(await apiPost(phoneTarget(user, 'emergencyprofile_associate'), body));
}

/**
 * Associating numbers with a profile, one call per number (or one selection); the answers' messages
 * come back in order. Profiles and numbers are read again afterwards, even after a refusal.
 */
export function useAssociate(user: number) {
  return useMutation<ApiAnswer[], Error, Association[]>({
    mutationFn: async (list) => {
      const answers: ApiAnswer[] = [];
      for (const body of list) answers.push(await postAssociation(user, body));
      return answers;
    },
    meta: { invalidates: emergencyReadKeys(user) },
  });
}
