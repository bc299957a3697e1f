import { Alert } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useAccount } from '../../lib/account';
import { readItem, removeItem, storageKeys, writeItem } from '../../lib/storage';

/**
 * "You're all set!" (issue 28, finding 2): shown once, on the first visit after the account left
 * pre-install, where the menu changes from the checklist to the regular account's pages. The
 * browser remembers each account seen in pre-install (localStorage, kept by a logout like the
 * one-time tooltips); the notice takes that mark away as it shows. Keyed by account in the shell.
 */
export function PreinstallDoneNotice() {
  const { t } = useTranslation();
  const { activeUser, flags } = useAccount();
  const key = storageKeys.seenInPreinstall(activeUser);
  const [show, setShow] = useState(() => !flags.hasPreinstall && readItem('local', key) === 'true');
  useEffect(() => {
    if (flags.hasPreinstall) writeItem('local', key, 'true');
    else if (show) removeItem('local', key);
  }, [flags.hasPreinstall, key, show]);
  if (!show) return null;
  return (
    <Alert severity="success" role="status" onClose={() => setShow(false)} closeText={t('shell.allSetDismiss')} sx={{ mb: 2 }} data-testid="preinstall-done">
      {flags.hasAr ? t('shell.allSetBilling') : t('shell.allSet')}
    </Alert>
  );
}
