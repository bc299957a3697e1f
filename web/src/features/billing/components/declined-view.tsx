import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { Ref } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { ViewHeading } from './billing-ui';

/** The declined view (PAY-018): "Declined", the gateway's message, and a way back or to another card. */
export function DeclinedView({ message, headingRef, onTryAgain, onBack }: { message: string; headingRef: Ref<HTMLHeadingElement>; onTryAgain: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Box data-testid="autopayment-declined">
      <ViewHeading headingRef={headingRef}>{t('billing.declined.heading')}</ViewHeading>
      <Stack spacing={1.5} sx={{ maxWidth: 560 }}>
        <Alert severity="error" role="alert">
          {message || t('billing.declined.body')}
        </Alert>
        <Typography>{t('billing.declined.unchanged')}</Typography>
      </Stack>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 2, maxWidth: 560 }}>
        <Button onClick={onBack}>{t('billing.declined.back')}</Button>
        <Button variant="contained" onClick={onTryAgain}>
          {t('billing.declined.tryAgain')}
        </Button>
      </Box>
    </Box>
  );
}
