import { Alert } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useAccount } from '../../lib/account';
import { readItem, removeItem, storageKeys, writeItem } from '../../lib/storage';

/**
 * How long after it first showed the notice is shown again on another page load (a reload by the
 * service worker's update, a return from the identity page): the same arrival, not a new visit.
 */
export const PREINSTALL_DONE_GRACE_MS = 60_000;

/** Whether the mark says to show the notice now: never shown yet, or shown moments ago. */
export function preinstallDoneDue(mark: string | null, now: number): boolean {
  if (mark === 'true') return true;
  const shown = mark?.startsWith('shown:') ? Number(mark.slice('shown:'.length)) : NaN;
  return Number.isFinite(shown) && now - shown < PREINSTALL_DONE_GRACE_MS;
}

/**
 * "You're all set!" (issue 28, finding 2): shown once, on the arrival after the account left
 * pre-install, where the menu changes from the checklist to the regular account's pages. The
 * browser remembers each account seen in pre-install (localStorage, kept by a logout like the
 * one-time tooltips); the first showing stamps the mark, a page load within a minute shows it
 * again (the same arrival), and Dismiss or any later visit takes the mark away. Keyed by account
 * in the shell.
 */
export function PreinstallDoneNotice() {
  const { t } = useTranslation();
  const { activeUser, flags } = useAccount();
  const key = storageKeys.seenInPreinstall(activeUser);
  const [show, setShow] = useState(() => !flags.hasPreinstall && preinstallDoneDue(readItem('local', key), Date.now()));
  useEffect(() => {
    if (flags.hasPreinstall) {
      writeItem('local', key, 'true');
      return;
    }
    const mark = readItem('local', key);
    if (mark === null) return;
    if (show && mark === 'true') writeItem('local', key, `shown:${Date.now()}`);
    else if (!show) removeItem('local', key);
  }, [flags.hasPreinstall, key, show]);
  if (!show) return null;
  const dismiss = () => {
    removeItem('local', key);
    setShow(false);
  };
  return (
    <Alert severity="success" role="status" onClose={dismiss} closeText={t('shell.allSetDismiss')} sx={{ mb: 2 }} data-testid="preinstall-done">
      {flags.hasAr ? t('shell.allSetBilling') : t('shell.allSet')}
    </Alert>
  );
}
