import { useMutation } from '@tanstack/react-query';
import { languageHeaders } from '../../../lib/api-client';

/** The provider's guest call that applies an unsubscribe token (PLAT-170). */
export const UNSUBSCRIBE_PATH = '/guest/unsubscribeemail';

/** A failed unsubscribe: status is the server's answer (410: the link was already used), 0 for a network failure. */
export class UnsubscribeError extends Error {
  constructor(readonly status: number) {
    super(status ? `unsubscribe answered ${status}` : 'unsubscribe: network failure');
    this.name = 'UnsubscribeError';
  }

  /** The server says the link did its work before (410 Gone). */
  get alreadyUsed(): boolean {
    return this.status === 410;
  }
}

/**
 * POST /guest/unsubscribeemail {ut}: a plain call, no session token (the page is public,
 * PLAT-164). Only a 200 answer is a success; the body is never read (PLAT-173): the status says
 * why. Any other status, or a network failure, rejects with an UnsubscribeError.
 */
export async function postUnsubscribe(ut: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(UNSUBSCRIBE_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...languageHeaders() },
      body: JSON.stringify({ ut }),
      credentials: 'omit',
    });
  } catch {
    throw new UnsubscribeError(0);
  }
  if (res.status !== 200) throw new UnsubscribeError(res.status);
}

/** The unsubscribe write. */
export function useUnsubscribe() {
  return useMutation({ mutationFn: postUnsubscribe });
}
