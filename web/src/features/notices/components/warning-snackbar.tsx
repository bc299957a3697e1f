import { Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAccount } from '../../../lib/account';
import { lazyNamed } from '../../../lib/lazy-named';
import { useFirstVisitDialogPending } from '../../../lib/ui/first-visit-queue';
import { readItem, writeItem } from '../../../lib/storage';

// MUI's Snackbar loads when the bar first opens: most visits start without it (issue 14).
const WarningSnackbarView = lazyNamed(() => import('./warning-snackbar-view'), 'WarningSnackbarView');

/** sessionStorage key: the warnings the subscriber closed the snackbar for, in this tab. */
export const WARNING_SNACKBAR_CLOSED_KEY = 'warningSnackbarClosed';

/** Routes on which the warning snackbar stays away (PLAT-130). */
const QUIET_ROUTES = ['/user/important', '/user/package'];

function isQuietRoute(pathname: string): boolean {
  return QUIET_ROUTES.some((r) => pathname === r || pathname.startsWith(`${r}/`));
}

/**
 * The account-warning snackbar (PLAT-130, PLAT-127): shown while a warning is active and the
 * route is neither Important nor Package, with a way to the Important page; it hides after
 * 10 s. Once closed (or hidden) it stays closed for this tab until the warnings change, so the
 * 10 s refresh of the warnings does not bring it back. It waits for a first-visit dialog to close
 * first, and sits in the shell's snackbar stack, so it never overlaps a success message.
 */
export function WarningSnackbar() {
  const { warnings, hasWarning } = useAccount();
  const location = useLocation();
  const navigate = useNavigate();
  const signature = warnings
    .map((w) => `${w.type}:${w.user ?? ''}:${w.title}`)
    .sort()
    .join('|');
  const [closed, setClosed] = useState(() => readItem('session', WARNING_SNACKBAR_CLOSED_KEY));
  const close = () => {
    writeItem('session', WARNING_SNACKBAR_CLOSED_KEY, signature);
    setClosed(signature);
  };
  // It waits while a first-visit dialog (forwarding promo, rating survey) is open or loading.
  const dialog = useFirstVisitDialogPending();
  const open = hasWarning && closed !== signature && !isQuietRoute(location.pathname) && !dialog;
  // Once opened, the bar stays mounted so that it closes with its transition.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <WarningSnackbarView
        open={open}
        onClose={close}
        onOpenImportant={() => {
          close();
          void navigate('/user/important');
        }}
      />
    </Suspense>
  );
}
