/**
 * The Idempotency-Key of a message's sending (the server marks the ticket writes `once`, api.md):
 * one key per attempt, made when the form opens. A retry of an attempt the server did not answer
 * (network failure, 5xx) carries the same key, so the request is opened once; an answered attempt
 * (the server keeps its refusal under the key) or other content is a new attempt with a new key.
 */
import { useRef } from 'react';
import { ProductError } from '../../lib/api-client/errors';
import { newIdempotencyKey } from '../../lib/api-client/idempotency';

export interface Attempt {
  key: string;
  /** What the key was sent with ('' before its first use). */
  content: string;
  answered: boolean;
}

/** The attempt a sending of `content` makes after `prev`. Pure. */
export function attemptFor(prev: Attempt, content: string, freshKey: () => string): Attempt {
  if (prev.answered || (prev.content !== '' && prev.content !== content)) return { key: freshKey(), content, answered: false };
  return { ...prev, content };
}

/** A failed sending the server answered (a refusal it keeps under the key), rather than one lost on the way. */
export function wasAnswered(error: unknown): boolean {
  return error instanceof ProductError;
}

/** What identifies a message's content for its key: the fields and each file's name, size and date. */
export function contentOf(fields: readonly string[], files: readonly File[]): string {
  return JSON.stringify([fields, files.map((f) => [f.name, f.size, f.lastModified])]);
}

/** The form's attempts: `next(content)` gives the key to send with, `failed(error)` notes how the last one ended. */
export function useAttempts() {
  const ref = useRef<Attempt | null>(null);
  return {
    next(content: string): string {
      ref.current = attemptFor(ref.current ?? { key: newIdempotencyKey(), content: '', answered: false }, content, newIdempotencyKey);
      return ref.current.key;
    },
    failed(error: unknown) {
      if (ref.current && wasAnswered(error)) ref.current = { ...ref.current, answered: true };
    },
    done() {
      if (ref.current) ref.current = { ...ref.current, answered: true };
    },
  };
}
