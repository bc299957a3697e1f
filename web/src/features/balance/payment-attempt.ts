/**
 * The Idempotency-Key of an e-payment attempt (docs/billing-api.md, api.md "Writes that move
 * money"). One key per attempt: a retry of an attempt the server did not answer (network failure,
 * 5xx, 433–435) carries the same key, so it is charged at most once; an answered attempt (accepted
 * or refused: the server keeps that answer under its key) or another amount is a new attempt with
 * a fresh key. Pure.
 */
import { ApiError } from '../../lib/api-client/errors';

export interface Attempt {
  key: string;
  /** The amount the key was used for ('' before its first use). */
  amount: string;
  /** The server answered it: the next Pay is a new attempt. */
  answered: boolean;
}

/** The attempt a Pay of `amount` makes after `prev`. */
export function attemptFor(prev: Attempt, amount: string, freshKey: () => string): Attempt {
  if (prev.answered || (prev.amount !== '' && prev.amount !== amount)) return { key: freshKey(), amount, answered: false };
  return { ...prev, amount };
}

/**
 * Whether a failed attempt was answered by the server (a refusal it keeps under the key: 450, or an
 * answer with the error flag), rather than lost on the way.
 */
export function wasAnswered(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 450 || error.status === 200);
}
