/**
 * What a page opened by its address can start before the app has rendered it: its code while the
 * app starts (preload) and its first reads once the start-up knows the active account (prefetch).
 * Each saves a round trip on a first visit; neither shows anything — the route still has to be in
 * the account's menu, and the page's own queries still decide what is on screen.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RouteDeclaration } from '../lib/routes';
import { isAppPath, pathUnderBase } from '../lib/app-base';
import { appRoutes } from './routes';

/** The shell's route of a path of the router (/user/…, under the app's /ui base), if any. */
function shellRouteOf(routerPath: string): RouteDeclaration | undefined {
  return appRoutes.find((r) => (r.layout ?? '/user') === '/user' && `/user${r.path}` === routerPath);
}

/** Starts loading the code of the page at a browser path (/ui/user/…), when its declaration says how. */
export function preloadPageOf(browserPath: string): void {
  if (!isAppPath(browserPath)) return;
  shellRouteOf(pathUnderBase(browserPath))
    ?.preload?.()
    .catch(() => {});
}

/** The query clients whose start has asked its page's first reads. */
const startsPrefetched = new WeakSet<QueryClient>();

/**
 * Starts the first reads of the start's page at a router path (/user/…) for an account, when its
 * declaration says how — once per start (query client): the early reads and the start-up gate
 * both ask, and whichever knows the account first does it.
 */
export function prefetchFirstPageData(routerPath: string, queryClient: QueryClient, user: number): void {
  if (startsPrefetched.has(queryClient)) return;
  startsPrefetched.add(queryClient);
  shellRouteOf(routerPath)?.prefetch?.(queryClient, user);
}
