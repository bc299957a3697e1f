import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { lazyNamed } from '../../lib/lazy-named';
import { setNoticePage, useNotices } from '../../lib/notify';
import { SNACKBAR_GIVE_WAY_MS, SNACKBAR_MS } from '../../lib/ui/snackbar';

// MUI's Snackbar and its transition load with the first notice: a visit starts without one, so
// they stay out of the first load (issue 14).
const NoticeSnackbarView = lazyNamed(() => import('./notice-snackbar-view'), 'NoticeSnackbarView');

/**
 * Shows the queued notices one at a time. A notice stays its 10 s (PLAT-127) unless a newer one
 * is waiting: then it gives way 3 s after that one arrived (MUI restarts the timer when
 * autoHideDuration changes), so the answer to the latest action is never 20 s late.
 * A notice is the answer to something done on its page: moving to another page drops it.
 */
export function NotificationSnackbar() {
  const { pathname } = useLocation();
  useEffect(() => setNoticePage(pathname), [pathname]);
  const notices = useNotices().filter((n) => n.page === null || n.page === pathname);
  const current = notices[0];
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <NoticeSnackbarView key={current.id} notice={current} autoHideDuration={notices.length > 1 ? SNACKBAR_GIVE_WAY_MS : SNACKBAR_MS} />
    </Suspense>
  );
}
