import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, apiPost, clearSchemaVersions, type ApiAnswer } from '../../../lib/api-client/api-client';
import { decode, decodeEnvelope, decodeObject, type SchemaOf } from '../../../lib/api-client/decode';
import { ProductError, UnavailableError } from '../../../lib/api-client/errors';
import { rememberSchema } from '../../../lib/schema-form/schema-cache';
import type { Schema } from '../../../lib/schema-form/types';
import { targetQueryKey, userTarget } from '../../../lib/target';

/** One choice of the survey's rate_options (its key is what is posted). */
export interface RateOption {
  value: string;
  text: string;
}

/** The survey read (NET-021): whether to ask, the last answer and the options to offer. */
export interface RatingSurvey {
  getrating: boolean;
  rating: { rate: number; rate_options: string; comment: string } | null;
  /** The rate_options prop's label from the schema ('' when none). */
  optionsLabel: string;
  options: RateOption[];
}

/** What is posted (NET-028, NET-029). The decline is exactly {rate: -1, rate_options: ''}. */
export type RatingAnswer = { rate: number; rate_options: string; comment: string } | { rate: -1; rate_options: '' };

/** user.{id}/ratingsurvey */
export const ratingSurveyTarget = (userId: number) => userTarget(userId, 'ratingsurvey');

/**
 * The rate_options prop's dropdownOptions: the Go descriptor writes {value, label}; `text` is read
 * too, and a value may be a number (it is compared as a string).
 */
const DropdownOptionsSchema = v.nullish(
  v.array(
    v.object({
      value: v.nullish(v.union([v.string(), v.number(), v.boolean()])),
      label: v.optional(v.string()),
      text: v.optional(v.string()),
    }),
  ),
  () => [],
);

/** The schema's rate_options choices; both `label` (Go descriptor) and `text` are read. */
export function rateOptionsOf(schema: Schema | null): { label: string; options: RateOption[] } {
  const prop = schema?.props?.rate_options;
  const options: RateOption[] = [];
  for (const o of decode(DropdownOptionsSchema, prop?.dropdownOptions)) {
    const value = o.value === undefined || o.value === null ? '' : String(o.value);
    if (value === '' || options.some((x) => x.value === value)) continue;
    const text = o.label !== undefined && o.label !== '' ? o.label : (o.text ?? value);
    options.push({ value, text });
  }
  return { label: typeof prop?.label === 'string' ? prop.label : '', options };
}

/** ratingsurvey's object (Go ratingSurveyObject): whether to ask, and the last answer (null: none). */
export const RatingSurveyAnswerSchema = v.object({
  getrating: v.optional(v.boolean(), false),
  rating: v.nullish(
    v.object({
      rate: v.optional(v.number(), 0),
      rate_options: v.optional(v.string(), ''),
      comment: v.optional(v.string(), ''),
    }) satisfies SchemaOf<NonNullable<RatingSurvey['rating']>>,
    null,
  ),
});

/**
 * GET user.{id}/ratingsurvey. The server leaves the schema out when the app already holds its
 * version, so the last one served is kept (schema-cache); when none is held the versions are
 * forgotten and the read is made once more. 433–435: nothing to ask.
 */
export async function fetchRatingSurvey(userId: number, signal?: AbortSignal): Promise<RatingSurvey> {
  const target = ratingSurveyTarget(userId);
  let answer = await apiGet(target, { signal });
  if (answer === false) return { getrating: false, rating: null, optionsLabel: '', options: [] };
  let schema = rememberSchema(target, answer.schema);
  if (!schema && answer.schema === undefined) {
    clearSchemaVersions();
    answer = await apiGet(target, { signal });
    if (answer === false) throw new UnavailableError(target);
    schema = rememberSchema(target, answer.schema);
  }
  const { getrating, rating } = decodeObject(answer, v.nullish(RatingSurveyAnswerSchema, {}));
  const { label, options } = rateOptionsOf(schema);
  return { getrating, rating, optionsLabel: label, options };
}

export const ratingSurveyQuery = (userId: number) =>
  queryOptions({
    queryKey: targetQueryKey(ratingSurveyTarget(userId)),
    queryFn: ({ signal }) => fetchRatingSurvey(userId, signal),
  });

/** The survey of the active account (NET-011, NET-022). */
export function useRatingSurvey(userId: number, enabled = true) {
  return useQuery({ ...ratingSurveyQuery(userId), enabled });
}

/** POST user.{id}/ratingsurvey; resolves only on a success flag, else throws. */
export async function postRating(userId: number, body: RatingAnswer): Promise<ApiAnswer> {
  const result = await apiPost(ratingSurveyTarget(userId), body);
  if (result === false) throw new UnavailableError(ratingSurveyTarget(userId));
  const answer = decodeEnvelope(result);
  if (answer.error || answer.success === false) throw new ProductError(answer.message ?? '');
  return answer;
}

/** The survey write; the survey read refreshes afterwards (meta.targets). */
export function usePostRating(userId: number) {
  return useMutation<ApiAnswer, Error, RatingAnswer>({
    mutationFn: (body) => postRating(userId, body),
    meta: { targets: [ratingSurveyTarget(userId)] },
  });
}
