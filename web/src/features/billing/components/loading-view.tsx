import { Box, CircularProgress, Typography } from '@mui/material';
import type { Ref } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { ViewHeading } from './billing-ui';

/**
 * The loading view (PAY-014, PAY-015): while the card session opens (the browser then leaves for
 * the gateway's page) or while an approved card is saved.
 */
export function LoadingView({ waitingFor, headingRef }: { waitingFor: 'cardSession' | 'cardSave' | null; headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  return (
    <Box data-testid="autopayment-loading" aria-busy="true">
      <ViewHeading headingRef={headingRef}>{t('billing.loadingView.heading')}</ViewHeading>
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
        <CircularProgress size={28} aria-hidden />
        <Typography>{waitingFor === 'cardSave' ? t('billing.loadingView.saving') : t('billing.loadingView.opening')}</Typography>
      </Box>
    </Box>
  );
}
