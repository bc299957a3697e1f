import { Alert, Collapse } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranding } from '../../../lib/branding';
import { isFlagSet, setFlag, storageKeys } from '../../../lib/storage';
import { useGlobalNotification } from '../api/get-global-notification';

/**
 * The global notification at the top of the shell's content (PLAT-128, PLAT-129): dismissible,
 * the dismissal remembered per id in localStorage 'globalNotification{id}', so a new id shows.
 * Nothing is shown while loading or when the read fails.
 */
export function GlobalNotificationBanner() {
  const { t } = useTranslation();
  const { provider } = useBranding();
  const notification = useGlobalNotification().data ?? null;
  // Dismissals of this render's lifetime; storage keeps them across reloads.
  const [dismissed, setDismissed] = useState<string[]>([]);
  if (!notification) return null;
  const key = storageKeys.globalNotification(notification.id);
  if (dismissed.includes(notification.id) || isFlagSet(key)) return null;
  return (
    <Collapse in appear={false}>
      <Alert
        severity="info"
        role="region"
        aria-label={t('notices.globalLabel', { provider: provider || t('app.name') })}
        onClose={() => {
          setFlag(key);
          setDismissed((d) => [...d, notification.id]);
        }}
        slotProps={{ closeButton: { 'aria-label': t('notices.dismiss'), title: t('notices.dismiss') } }}
        sx={{ mb: 2, overflowWrap: 'anywhere' }}
      >
        {notification.message}
      </Alert>
    </Collapse>
  );
}
