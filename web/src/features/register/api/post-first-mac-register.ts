import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiPost, decode } from '../../../lib/api-client';
import { meTarget } from '../../../lib/target';

export const firstMacRegisterTarget = meTarget('firstmacregister');

/** What the registration answered (PLAT-132): the case number, if any, and the server's message. */
export type RegisterOutcome =
  | { kind: 'failed' }
  | { kind: 'answer'; case: number | null; message: string };

/**
 * The answer (Go firstMACRegister): `case` both at the top level and in `object`, and `message`
 * at the top level and in `object`. A case left out or null is none.
 */
export const FirstMacRegisterSchema = v.looseObject({
  case: v.nullish(v.number(), null),
  message: v.optional(v.string(), ''),
  object: v.nullish(v.object({ case: v.nullish(v.number(), null), message: v.optional(v.string(), '') }), {}),
});

/**
 * POST me.1/firstmacregister {hw, seg}. A thrown error (a refusal, a malformed answer) or a silent
 * failure (433–435) is an API failure.
 */
export async function postFirstMacRegister(hw: string, seg: string): Promise<RegisterOutcome> {
  try {
    const answer = await apiPost(firstMacRegisterTarget, { hw, seg });
    if (answer === false) return { kind: 'failed' };
    const { case: topCase, message, object } = decode(FirstMacRegisterSchema, answer);
    return { kind: 'answer', case: topCase ?? object.case, message: message || object.message };
  } catch {
    return { kind: 'failed' };
  }
}

/** The registration write. */
export function useFirstMacRegister() {
  return useMutation({
    mutationFn: ({ hw, seg }: { hw: string; seg: string }) => postFirstMacRegister(hw, seg),
  });
}
