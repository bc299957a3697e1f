/** The text of a failed read, shared by the data views of several features (dashboard, calendar). */
import { NetworkError } from './api-client';

/** The message of a failed read: the network text for a network failure (internet spec §8), else the server's. */
export function loadErrorText(error: unknown, t: (k: string) => string): string {
  if (error instanceof NetworkError) return t('startup.networkError');
  return error instanceof Error ? error.message : '';
}
