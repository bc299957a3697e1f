import { Suspense } from 'react';
import { withTexts } from '../../../i18n/i18n';
import { lazyNamed } from '../../../lib/lazy-named';
import { useServiceStatus } from '../../../lib/service-status';

const ServiceStatusBanner = lazyNamed(() => withTexts(['serviceStatus'], import('./service-status-banner')), 'ServiceStatusBanner');
const ServiceStatusCard = lazyNamed(() => withTexts(['serviceStatus'], import('./service-status-card')), 'ServiceStatusCard');

/** Whether the account's site has an event going on or planned (the shared 10 s query). */
function useHasEvents(user: number): boolean {
  return (useServiceStatus(user).data?.length ?? 0) > 0;
}

/**
 * The banner's place in the shell and the card's on the dashboard. Events are rare, so their
 * components and texts load only when there is one: every page's first load carries just the
 * query (the dashboard's is held to 180 kB of gzip, web/vite.config.ts).
 */
export function ServiceStatusBannerSlot(props: { user: number; dashboardPath?: string }) {
  return useHasEvents(props.user) ? (
    <Suspense fallback={null}>
      <ServiceStatusBanner {...props} />
    </Suspense>
  ) : null;
}

export function ServiceStatusCardSlot({ user }: { user: number }) {
  return useHasEvents(user) ? (
    <Suspense fallback={null}>
      <ServiceStatusCard user={user} />
    </Suspense>
  ) : null;
}
