import { Suspense, useSyncExternalStore } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';

const AppPromotion = lazyNamed(() => import('./app-promotion'), 'AppPromotion');

/** The app promotion shows only when the window is wider than this (NET-010). */
export const PROMOTION_MIN_WIDTH = 1500;

/** Whether a window of this width shows the app promotion: over 1500 px. */
export function isPromotionShown(width: number): boolean {
  return width > PROMOTION_MIN_WIDTH;
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's width, following resizes. */
export function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => 0,
  );
}

/**
 * The mobile app promotion's place on the dashboard (NET-010): shown on windows over 1500 px wide,
 * hidden again when narrowed. The card loads only on such a window, so a phone's or a laptop's
 * first load does not carry it (the dashboard's is held to 180 kB of gzip, web/vite.config.ts).
 */
export function AppPromotionSlot() {
  return isPromotionShown(useWindowWidth()) ? (
    <Suspense fallback={null}>
      <AppPromotion />
    </Suspense>
  ) : null;
}
