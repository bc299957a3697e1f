import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost, clearSchemaVersions, type ApiAnswer } from '../../../lib/api-client/api-client';
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

/** The schema's rate_options choices; both `label` (Go descriptor) and `text` are read. */
export function rateOptionsOf(schema: Schema | null): { label: string; options: RateOption[] } {
  const prop = schema?.props?.rate_options as (Schema['props'][string] & { dropdownOptions?: unknown[] }) | undefined;
  const list = Array.isArray(prop?.dropdownOptions) ? prop.dropdownOptions : [];
  const options: RateOption[] = [];
  for (const raw of list) {
    const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const value = o.value === undefined || o.value === null ? '' : String(o.value);
    if (value === '' || options.some((x) => x.value === value)) continue;
    const text = typeof o.label === 'string' && o.label !== '' ? o.label : typeof o.text === 'string' ? o.text : value;
    options.push({ value, text });
  }
  return { label: typeof prop?.label === 'string' ? prop.label : '', options };
}

function toRating(raw: unknown): RatingSurvey['rating'] {
  if (!raw || typeof raw !== 'object') return null;
  const o = raw as Record<string, unknown>;
  return {
    rate: Number(o.rate) || 0,
    rate_options: typeof o.rate_options === 'string' ? o.rate_options : '',
    comment: typeof o.comment === 'string' ? o.comment : '',
  };
}

/**
 * GET user.{id}/ratingsurvey. The server leaves the schema out when the app already holds its
 * version, so the last one served is kept (schema-cache); when none is held the versions are
 * forgotten and the read is made once more. 433–435: nothing to ask.
 */
export async function fetchRatingSurvey(userId: number, signal?: AbortSignal): Promise<RatingSurvey> {
  const target = ratingSurveyTarget(userId);
  let answer = await apiGet<ApiAnswer>(target, { signal });
  if (answer === false) return { getrating: false, rating: null, optionsLabel: '', options: [] };
  let schema = rememberSchema(target, answer.schema);
  if (!schema && answer.schema === undefined) {
    clearSchemaVersions();
    answer = await apiGet<ApiAnswer>(target, { signal });
    if (answer === false) throw new UnavailableError(target);
    schema = rememberSchema(target, answer.schema);
  }
  const o = (answer.object && typeof answer.object === 'object' ? answer.object : {}) as Record<string, unknown>;
  const { label, options } = rateOptionsOf(schema);
  return { getrating: o.getrating === true, rating: toRating(o.rating), optionsLabel: label, options };
}

export const ratingSurveyQuery = (userId: number) =>
  queryOptions({
    queryKey: targetQueryKey(ratingSurveyTarget(userId)),
    queryFn: ({ signal }) => fetchRatingSurvey(userId, signal),
  });

/** The survey of the active account (NET-011, NET-022). */
export function useRatingSurvey(userId: number) {
  return useQuery(ratingSurveyQuery(userId));
}

/** POST user.{id}/ratingsurvey; resolves only on a success flag, else throws. */
export async function postRating(userId: number, body: RatingAnswer): Promise<ApiAnswer> {
  const answer = await apiPost<ApiAnswer>(ratingSurveyTarget(userId), body);
  if (answer === false) throw new UnavailableError(ratingSurveyTarget(userId));
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
