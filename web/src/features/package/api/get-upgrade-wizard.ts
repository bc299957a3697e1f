import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiAnswer } from '../../../lib/api-client';
import { targetQueryKey, userTarget } from '../../../lib/target';
import { toNumber } from './parse';

/** The wizards' texts and the traffic pack on offer (NET-055, NET-068). */
export interface UpgradeWizardInfo {
  messages: string[];
  /** Null when the answer names no traffic pack. */
  trafficpack: { gb: number; price: number } | null;
}

export const upgradeWizardTarget = (user: number) => userTarget(user, 'upgradewizard');

/** GET user.{id}/upgradewizard. */
export async function fetchUpgradeWizard(user: number, signal?: AbortSignal): Promise<UpgradeWizardInfo> {
  const answer = await apiGet<ApiAnswer>(upgradeWizardTarget(user), { signal });
  const o = (answer !== false && answer.object && typeof answer.object === 'object' ? answer.object : {}) as Record<string, unknown>;
  const messages = Array.isArray(o.messages) ? o.messages.filter((m): m is string => typeof m === 'string' && m.trim() !== '') : [];
  const tp = (o.trafficpack && typeof o.trafficpack === 'object' ? o.trafficpack : null) as Record<string, unknown> | null;
  const gb = tp ? toNumber(tp.gb) : 0;
  return { messages, trafficpack: tp && gb > 0 ? { gb, price: toNumber(tp.price) } : null };
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
