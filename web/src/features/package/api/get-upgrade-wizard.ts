import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiGet, decodeObject } from '../../../lib/api-client';
import { targetQueryKey, userTarget } from '../../../lib/target';

/** The wizards' texts and the traffic pack on offer (NET-055, NET-068). */
export interface UpgradeWizardInfo {
  messages: string[];
  /** Null when the answer names no traffic pack. */
  trafficpack: { gb: number; price: number } | null;
}

/** upgradewizard's object (Go upgradeWizard); a traffic pack of 0 GB is none. */
export const UpgradeWizardSchema = v.object({
  messages: v.nullish(v.array(v.string()), () => []),
  trafficpack: v.nullish(v.object({ gb: v.optional(v.number(), 0), price: v.optional(v.number(), 0) })),
});

export const upgradeWizardTarget = (user: number) => userTarget(user, 'upgradewizard');

/** GET user.{id}/upgradewizard. */
export async function fetchUpgradeWizard(user: number, signal?: AbortSignal): Promise<UpgradeWizardInfo> {
  const answer = await apiGet(upgradeWizardTarget(user), { signal });
  if (answer === false) return { messages: [], trafficpack: null };
  const { messages, trafficpack: tp } = decodeObject(answer, v.optional(UpgradeWizardSchema, {}));
  return { messages: messages.filter((m) => m.trim() !== ''), trafficpack: tp && tp.gb > 0 ? { gb: tp.gb, price: tp.price } : null };
}

export const upgradeWizardQuery = (user: number) =>
  queryOptions({
    queryKey: targetQueryKey(upgradeWizardTarget(user)),
    queryFn: ({ signal }) => fetchUpgradeWizard(user, signal),
  });

/** The upgrade wizard's messages and the traffic pack. */
export function useUpgradeWizard(user: number) {
  return useQuery(upgradeWizardQuery(user));
}
