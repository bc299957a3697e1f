import { useState } from 'react';

/** A fresh Idempotency-Key: a random UUID (api.md, "Writes that move money"). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * The Idempotency-Key of one attempt: made when the form or wizard that moves money opens, and
 * kept while it is open, so a double click or a retried request carries the same key and the
 * server does the work once. A new opening is a new attempt with a new key.
 */
export function useIdempotencyKey(): string {
  const [key] = useState(newIdempotencyKey);
  return key;
}
