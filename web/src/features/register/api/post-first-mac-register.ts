import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiAnswer } from '../../../lib/api-client';
import { meTarget } from '../../../lib/target';

export const firstMacRegisterTarget = meTarget('firstmacregister');

/** What the registration answered (PLAT-132): the case number, if any, and the server's message. */
export type RegisterOutcome =
  | { kind: 'failed' }
  | { kind: 'answer'; case: number | null; message: string };

function caseOf(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

/**
 * POST me.1/firstmacregister {hw, seg}. The server sends `case` both at the top level and in
 * `object`, and `message`. A thrown error or a silent failure (433–435) is an API failure.
 */
export async function postFirstMacRegister(hw: string, seg: string): Promise<RegisterOutcome> {
  let answer;
  try {
    answer = await apiPost<ApiAnswer<{ case?: unknown; message?: unknown }> & { case?: unknown }>(firstMacRegisterTarget, { hw, seg });
  } catch {
    return { kind: 'failed' };
  }
  if (answer === false || typeof answer !== 'object' || answer === null) return { kind: 'failed' };
  const obj = answer.object && typeof answer.object === 'object' ? answer.object : {};
  const message = typeof answer.message === 'string' && answer.message ? answer.message : typeof obj.message === 'string' ? obj.message : '';
  return { kind: 'answer', case: caseOf(answer.case) ?? caseOf(obj.case), message };
}

/** The registration write. */
export function useFirstMacRegister() {
  return useMutation({
    mutationFn: ({ hw, seg }: { hw: string; seg: string }) => postFirstMacRegister(hw, seg),
  });
}
