import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/translation';
import { getSessionValues } from '../../lib/session-values';
import { PublicFrame } from '../../lib/ui/public-frame';
import { useErrorReporter } from '../error-reporter';

function Centered({ children }: { children: React.ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      {children}
    </Box>
  );
}

/** The loading state of start-up (PLAT-027). */
export function StartupLoading() {
  const { t } = useTranslation();
  return (
    <Centered>
      <Stack spacing={2} sx={{ alignItems: "center" }} role="status" aria-live="polite">
        <CircularProgress aria-hidden />
        <Typography>{t('startup.loading')}</Typography>
      </Stack>
    </Centered>
  );
}

/** The network error state (PLAT-029), in the public pages' frame. */
export function StartupNetworkError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <PublicFrame width="narrow" align="center">
      <Paper sx={{ p: 3 }}>
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('startup.networkError')}
        </Alert>
        <Button variant="contained" onClick={onRetry}>
          {t('startup.tryAgain')}
        </Button>
      </Paper>
    </PublicFrame>
  );
}

const reported = new WeakSet<object>();

/** The product error state (PLAT-030/031): the message, a logout button, reported once; in the public pages' frame. */
export function StartupProductError({ error, onLogout }: { error: Error; onLogout: () => void }) {
  const { t } = useTranslation();
  const reporter = useErrorReporter();
  useEffect(() => {
    if (reported.has(error)) return;
    reported.add(error);
    reporter.report(error, { user: getSessionValues().user });
  }, [error, reporter]);
  return (
    <PublicFrame width="narrow" align="center">
      <Paper sx={{ p: 3 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('startup.productErrorTitle')}
        </Typography>
        <Alert severity="error" sx={{ mb: 2 }}>
          {error.message}
        </Alert>
        <Button variant="contained" onClick={onLogout}>
          {t('startup.logoutAndTryDifferent')}
        </Button>
      </Paper>
    </PublicFrame>
  );
}
