import { readItem, removeItem, storageKeys, writeItem } from '../storage';

/** Reads the session token ('JRR') kept in sessionStorage, or null. */
export function getToken(): string | null {
  const t = readItem('session', storageKeys.token);
  return t && t.length > 0 ? t : null;
}

/** Stores a new session token (from pi bootstrap, renewal or a POST answer carrying JRR). */
export function setToken(token: string): void {
  writeItem('session', storageKeys.token, token);
}

/** Forgets the session token (logout). */
export function clearToken(): void {
  removeItem('session', storageKeys.token);
}

/** Interval between checks while waiting for a token (PLAT-074). */
export const TOKEN_WAIT_MS = 1_000;

/** Sleeps for ms milliseconds. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Resolves with the token once there is one, checking every TOKEN_WAIT_MS: no API call is made
 * without a token (PLAT-079). Rejects with the signal's reason when aborted.
 */
export async function waitForToken(
  signal?: AbortSignal,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<string> {
  for (;;) {
    const token = getToken();
    if (token) return token;
    if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
    await wait(TOKEN_WAIT_MS);
  }
}
