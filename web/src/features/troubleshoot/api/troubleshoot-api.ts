import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { translate } from '../../../i18n/i18n';
import { apiGet, apiPost, decodeEnvelope, decodeObject, ProductError, type ApiAnswer } from '../../../lib/api-client';
import { targetQueryKey, userTarget } from '../../../lib/target';

/** A time the router dropped (until null: not back yet) or restarted; epoch seconds. */
const DisconnectionSchema = v.object({
  from: v.number(),
  until: v.nullish(v.number(), null),
  restart: v.optional(v.boolean(), false),
});

/** user.{id}/troubleshoot's object (Go troubleshootObject); times in epoch seconds. */
export const DiagnosisSchema = v.object({
  contactid: v.number(),
  reported: v.optional(v.boolean(), false),
  online: v.optional(v.boolean(), false),
  last_seen: v.nullish(v.number(), null),
  online_since: v.nullish(v.number(), null),
  online_since_at_least: v.optional(v.boolean(), false),
  disconnections: v.optional(v.array(DisconnectionSchema), []),
  can_restart: v.optional(v.boolean(), false),
  next_restart_at: v.nullish(v.number(), null),
  last_restart: v.nullish(v.object({ at: v.number(), outcome: v.optional(v.string(), '') }), null),
  has_wifi: v.optional(v.boolean(), false),
  now: v.number(),
});

export type Diagnosis = v.InferOutput<typeof DiagnosisSchema>;
export type Disconnection = v.InferOutput<typeof DisconnectionSchema>;

/** What the page shows: the diagnosis, or `available: false` when the account has no router we read (434). */
export type DiagnosisData = { available: true; diagnosis: Diagnosis } | { available: false; diagnosis: null };

export function troubleshootTarget(user: number): string {
  return userTarget(user, 'troubleshoot');
}

/** user.{user}/routerrestart.{user}: both ids name the same account. */
export function routerRestartTarget(user: number): string {
  return userTarget(user, `routerrestart.${user}`);
}

export async function fetchDiagnosis(user: number, signal?: AbortSignal): Promise<DiagnosisData> {
  const answer = await apiGet(troubleshootTarget(user), { signal });
  if (answer === false) return { available: false, diagnosis: null };
  return { available: true, diagnosis: decodeObject(answer, DiagnosisSchema) };
}

export const diagnosisQuery = (user: number) =>
  queryOptions({
    queryKey: targetQueryKey(troubleshootTarget(user)),
    queryFn: ({ signal }) => fetchDiagnosis(user, signal),
  });

/** The router's diagnosis, read again like every view (every 10 s): a restart shows as it happens. */
export function useDiagnosis(user: number) {
  return useQuery(diagnosisQuery(user));
}

/** The restart's answer: the server's message and what became of it. */
export interface RestartAnswer {
  message: string;
  outcome: string;
}

/**
 * POST user.{user}/routerrestart.{user}. A refusal (450: too soon, with the time left; not
 * available; GenieACS failed) is thrown with the server's message.
 */
export async function postRouterRestart(user: number): Promise<RestartAnswer> {
  const result = await apiPost(routerRestartTarget(user), {});
  if (result === false) throw new ProductError(translate('errors.generic'));
  const answer: ApiAnswer = decodeEnvelope(result);
  if (answer.error) throw new ProductError(answer.message || translate('errors.generic'));
  const outcome = (answer as { outcome?: unknown }).outcome;
  return { message: answer.message ?? '', outcome: typeof outcome === 'string' ? outcome : '' };
}

/** The restart; afterwards the diagnosis is read again (its last restart and next allowed time). */
export function useRouterRestart(user: number) {
  return useMutation<RestartAnswer, Error, void>({
    mutationFn: () => postRouterRestart(user),
    meta: { targets: [troubleshootTarget(user)] },
  });
}
