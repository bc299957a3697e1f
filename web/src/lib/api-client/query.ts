import { MutationCache, QueryClient, queryOptions, type QueryKey } from '@tanstack/react-query';
import { targetQueryKey, invalidationKey, type TargetParams } from '../target';
import { apiGet, type ApiAnswer, type ApiResult } from './api-client';

/** Refresh period of every connected view (PLAT-100), the internet area's too (PLAT-104). */
export const REFRESH_MS = 10_000;

/**
 * The one-second mode (PLAT-103, decisions §10): only the live traffic chart refreshes this often,
 * with its own refetchInterval; every other view keeps REFRESH_MS.
 */
export const LIVE_REFRESH_MS = 1_000;

/**
 * An answer younger than this is not asked again when a view mounts: a page whose reads were
 * started ahead of it (app/page-prefetch.ts), or a view beside another of the same data, shows
 * the answer just received instead of asking a second time. Focus, the 10 s refresh and a write's
 * invalidation still read again.
 */
export const FRESH_ON_MOUNT_MS = 2_000;

/** Whether a query is read again as a view of it mounts (refetchOnMount). */
export function readAgainOnMount(state: { isInvalidated: boolean; dataUpdatedAt: number }, now = Date.now()): boolean {
  return state.isInvalidated || state.dataUpdatedAt === 0 || now - state.dataUpdatedAt >= FRESH_ON_MOUNT_MS;
}

/** What a mutation declares so the cache knows which subtree it touched. */
export interface WriteMeta extends Record<string, unknown> {
  /** The written target(s); each invalidates its subtree (lib/target invalidationKey). */
  targets?: string[];
  /** Extra keys to invalidate. */
  invalidates?: QueryKey[];
}

/**
 * The app's QueryClient: every view refetches every 10 s, on window focus and reconnect
 * (PLAT-100/101); after any write the touched subtrees are invalidated (meta.targets).
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: REFRESH_MS,
        refetchIntervalInBackground: false,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        refetchOnMount: (query) => readAgainOnMount(query.state),
        retry: false,
        staleTime: 0,
      },
    },
    mutationCache: new MutationCache({
      onSettled: async (_data, _error, _vars, _ctx, mutation) => {
        const meta = (mutation.meta ?? {}) as WriteMeta;
        const keys = [...(meta.targets ?? []).map(invalidationKey), ...(meta.invalidates ?? [])];
        await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
      },
    }),
  });
  return client;
}

/**
 * queryOptions for a plain read of a target, its key being the target's parts; select maps the
 * answer (false for 433–435) to what the view needs.
 */
export function targetQuery<T>(target: string, select: (answer: ApiResult<ApiAnswer>) => T, params?: TargetParams) {
  return queryOptions({
    queryKey: targetQueryKey(target, params),
    queryFn: async ({ signal }) => select(await apiGet(target, { params, signal })),
  });
}
