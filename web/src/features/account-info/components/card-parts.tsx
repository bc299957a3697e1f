/** Small pieces the account info cards share: a term and its value, the error state. */
import { Alert, Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';

/** One term and its value in a <dl>. */
export function InfoRow({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '10rem minmax(0, 1fr)' }, columnGap: 2, py: 0.75 }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The account info load's failure (ACCT-009): "Please try again", with a retry. */
export function InfoLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('account.info.retry')}
        </Button>
      }
    >
      {t('account.info.loadError')}
    </Alert>
  );
}
