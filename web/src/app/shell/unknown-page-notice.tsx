import { Alert } from '@mui/material';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/translation';
import { APP_BASE } from '../../lib/app-base';
import { unknownPageOf } from '../pages/landing-redirect';

/**
 * Above the page a redirect from an unknown path landed on (PLAT-018): says the page asked for
 * does not exist, and where the subscriber is instead. Part of that history entry only: the next
 * page does not show it.
 */
export function UnknownPageNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const path = unknownPageOf(location.state);
  if (!path || closedFor === location.key) return null;
  return (
    <Alert severity="info" onClose={() => setClosedFor(location.key)} closeText={t('shell.dismiss')} sx={{ mb: 2, overflowWrap: 'anywhere' }} data-testid="unknown-page-notice">
      {t('shell.unknownPage', { path: `${APP_BASE}${path}` })}
    </Alert>
  );
}
