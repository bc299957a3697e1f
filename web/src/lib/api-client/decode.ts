/**
 * Decoding the endpoint's answers with valibot schemas (api.md "Answers and statuses"). Each api
 * module declares the schema of what it reads next to its type and calls one of these; an answer
 * that does not match is thrown as a MalformedAnswerError, which views show like any unexpected
 * answer. No casting by hand: what a module gets back is exactly its schema's output.
 *
 *     const PackageSchema = v.object({ id: v.optional(v.number(), 0), … }) satisfies SchemaOf<BroadbandPackage>;
 *     decodeObject(answer, PackageSchema);   // answer.object
 *     decodeList(answer, PackageSchema);     // answer.list, [] when there is none
 */
import * as v from 'valibot';
import { translate } from '../../i18n/i18n';
import type { ApiAnswer } from './api-client';
import { HttpStatusError } from './errors';

/**
 * An answer whose shape is not the one its schema describes (a field of the wrong type, a missing
 * required field). An 'http' error with status 200, so the views' error states and the start-up
 * screens treat it like an unexpected answer ('Unknown API HTTP error'); `issues` says what was
 * wrong and where (`object.cap`, `list.2.id`), for the developer.
 */
export class MalformedAnswerError extends HttpStatusError {
  readonly issues: string;
  constructor(issues: string) {
    super(translate('errors.unknownHttp'), 200);
    this.name = 'MalformedAnswerError';
    this.issues = issues;
  }
}

/**
 * A schema whose output is a T: `v.object({…}) satisfies SchemaOf<T>` fails to compile when the
 * schema and a hand-written type drift apart (a field missing, optional, or of another type).
 */
export type SchemaOf<T> = v.GenericSchema<unknown, T>;

/**
 * The envelope's own fields (api.md, Go api.write): each may be absent (PLAT-088), and has its type
 * when present. Other top-level fields (schema, case, hasRouter …) pass through unchecked.
 */
const envelopeEntries = {
  error: v.optional(v.number()),
  message: v.optional(v.string()),
  success: v.optional(v.boolean()),
  zeroRows: v.optional(v.boolean()),
  name: v.optional(v.string()),
  pk: v.optional(v.string()),
  JRR: v.optional(v.string()),
};
const EnvelopeSchema = v.looseObject(envelopeEntries);

/** Parses any value (a body outside the envelope, a part of a descriptor) with a schema. */
export function decode<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  throw new MalformedAnswerError(v.summarize(result.issues));
}

/**
 * The envelope's `object`, parsed with its schema. A missing object is handed to the schema as
 * undefined: wrap it in `v.optional(S, {})` (defaults) or `v.nullish(S)` (null/undefined) when
 * an answer may come without one; a plain schema refuses it.
 */
export function decodeObject<S extends v.GenericSchema>(answer: ApiAnswer, schema: S): v.InferOutput<S> {
  return decode(v.looseObject({ ...envelopeEntries, object: schema }), answer).object;
}

/** The envelope's `list`, each item parsed with the item schema; [] when the answer has no list. */
export function decodeList<S extends v.GenericSchema>(answer: ApiAnswer, item: S): v.InferOutput<S>[] {
  return decode(v.looseObject({ ...envelopeEntries, list: v.nullish(v.array(item)) }), answer).list ?? [];
}

/**
 * The envelope of an answer whose flags and message are all a caller reads (a write's error,
 * success and message), checked. Top-level fields a resource adds (`case`, `hasRouter`): decode
 * the answer with `v.looseObject({...})`.
 */
export function decodeEnvelope(answer: ApiAnswer): ApiAnswer {
  return decode(EnvelopeSchema, answer);
}
