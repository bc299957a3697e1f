import { targetKind } from '../target';
import type { Schema } from './types';

/**
 * The schemas the app holds, per resource kind ('user/serviceemail'). The API leaves `schema`
 * out of a read when the client sent its current version (`schema=` on the call, PLAT-082), so a
 * read keeps the last schema it was given here.
 */
const schemas = new Map<string, Schema>();

/** Whether a served value looks like a descriptor. */
export function isSchema(v: unknown): v is Schema {
  return typeof v === 'object' && v !== null && typeof (v as Schema).props === 'object' && (v as Schema).props !== null;
}

/** Keeps the schema served with a target's answer (when there is one) and returns the one held. */
export function rememberSchema(target: string, served: unknown): Schema | null {
  const kind = targetKind(target);
  if (isSchema(served)) schemas.set(kind, served);
  return schemas.get(kind) ?? null;
}

/** The schema held for a target's resource kind. */
export function cachedSchema(target: string): Schema | null {
  return schemas.get(targetKind(target)) ?? null;
}

/** Forgets every schema (tests). */
export function clearSchemaCache(): void {
  schemas.clear();
}
