import { useMutation } from '@tanstack/react-query';
import { languageHeaders } from '../../../lib/api-client';

/** The provider's guest call that applies an unsubscribe token (PLAT-170). */
export const UNSUBSCRIBE_PATH = '/guest/unsubscribeemail';

/**
 * POST /guest/unsubscribeemail {ut}: a plain call, no session token (the page is public,
 * PLAT-164). Only a 200 answer is a success; the body is never read (PLAT-173). Any other
 * status, or a network failure, rejects.
 */
export async function postUnsubscribe(ut: string): Promise<void> {
  const res = await fetch(UNSUBSCRIBE_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...languageHeaders() },
    body: JSON.stringify({ ut }),
    credentials: 'omit',
  });
  if (res.status !== 200) throw new Error(`unsubscribe answered ${res.status}`);
}

/** The unsubscribe write. */
export function useUnsubscribe() {
  return useMutation({ mutationFn: postUnsubscribe });
}
