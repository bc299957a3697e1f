/**
 * What shows while a dialog's chunk loads (a dialog opened before its code is in: on a slow
 * network, or with no pointing or focus first to fetch it): nothing for the first 300 ms, then a
 * spinner in the middle of the page with 'Loading…' for screen readers. The dialog replaces it.
 */
import { Box, CircularProgress } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation';

/** How long a dialog may take to load before the spinner shows. */
export const DIALOG_LOADING_DELAY_MS = 300;

export function DialogLoading() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), DIALOG_LOADING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <Box
      role="status"
      data-testid="dialog-loading"
      sx={{ position: 'fixed', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', zIndex: 'modal', pointerEvents: 'none' }}
    >
      <CircularProgress aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        {t('app.loading')}
      </Box>
    </Box>
  );
}
