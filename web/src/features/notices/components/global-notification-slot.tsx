import { Suspense } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';
import { useGlobalNotification } from '../api/get-global-notification';

const GlobalNotificationBanner = lazyNamed(() => import('./global-notification-banner'), 'GlobalNotificationBanner');

/**
 * The global notification's place in the shell (PLAT-128). A notice is occasional, so the banner
 * (and its transition) loads only when there is one: every page's first load carries just the
 * query (the dashboard's is held to 180 kB of gzip, web/vite.config.ts).
 */
export function GlobalNotificationSlot() {
  return useGlobalNotification().data ? (
    <Suspense fallback={null}>
      <GlobalNotificationBanner />
    </Suspense>
  ) : null;
}
