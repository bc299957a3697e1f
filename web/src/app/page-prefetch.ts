/**
 * What a page opened by its address can start before the app has rendered it: its code while the
 * app starts (preload) and its first reads once the start-up knows the active account (prefetch).
 * Each saves a round trip on a first visit; neither shows anything — the route still has to be in
 * the account's menu, and the page's own queries still decide what is on screen.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RouteDeclaration } from '../lib/routes';
import { appRoutes } from './routes';

/** The shell's route of a path of the router (/user/…, under the app's /ui base), if any. */
function shellRouteOf(routerPath: string): RouteDeclaration | undefined {
  return appRoutes.find((r) => (r.layout ?? '/user') === '/user' && `/user${r.path}` === routerPath);
}

/** Starts loading the code of the page at a browser path (/ui/user/…), when its declaration says how. */
export function preloadPageOf(browserPath: string): void {
  if (!browserPath.startsWith('/ui/')) return;
  shellRouteOf(browserPath.slice('/ui'.length))
    ?.preload?.()
    .catch(() => {});
}

/** Starts the first reads of the page at a router path (/user/…) for an account, when its declaration says how. */
export function prefetchPageDataOf(routerPath: string, queryClient: QueryClient, user: number): void {
  shellRouteOf(routerPath)?.prefetch?.(queryClient, user);
}
