import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, decodeList, type SchemaOf } from '../../../lib/api-client';
import { targetQueryKey } from '../../../lib/target';
import { onboardingTarget } from './onboarding-targets';

/** The pre-install checklist's counters (ONB-005, ONB-014): each status C complete, P pending, I missing. */
export interface Checklist {
  documentstatus: string;
  papstatus: string;
  contractstatus: string;
  hidedocuments: boolean;
}

export const ChecklistSchema = v.object({
  documentstatus: v.optional(v.string(), 'I'),
  papstatus: v.optional(v.string(), 'I'),
  contractstatus: v.optional(v.string(), 'I'),
  hidedocuments: v.optional(v.boolean(), false),
}) satisfies SchemaOf<Checklist>;

/** Nothing done yet. */
export const emptyChecklist: Checklist = Object.freeze({ documentstatus: 'I', papstatus: 'I', contractstatus: 'I', hidedocuments: false });

/** GET user.{id}/preinstallchecklist (ONB-014); null when the server has nothing to give (433–435). */
export async function fetchChecklist(user: number, signal?: AbortSignal): Promise<Checklist | null> {
  const answer = await apiGet(onboardingTarget(user, 'preinstallchecklist'), { signal });
  if (answer === false) return null;
  return decodeList(answer, ChecklistSchema)[0] ?? emptyChecklist;
}

export const checklistQuery = (user: number) =>
  queryOptions({
    queryKey: targetQueryKey(onboardingTarget(user, 'preinstallchecklist')),
    queryFn: ({ signal }) => fetchChecklist(user, signal),
  });

export function useChecklist(user: number) {
  return useQuery(checklistQuery(user));
}
