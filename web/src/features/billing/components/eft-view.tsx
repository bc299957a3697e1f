import { Box, Button, Stack, Typography } from '@mui/material';
import type { Ref } from 'react';
import { useTranslation } from '../../../i18n/translation';
import type { EftPhotoStatus } from '../api/get-eft-photo';
import { chequeState } from '../autopayment-rules';
import { ViewHeading } from './billing-ui';
import { ChequeNotice } from './summary-view';

/**
 * The eft view (PAY-016, PAY-031): pre-authorized debit explained, and why a photo of a void cheque
 * is needed; on to the upload unless two photos already wait for review (PAY-037).
 */
export function EftView({ cheques, headingRef, onContinue, onBack }: { cheques: EftPhotoStatus | null | undefined; headingRef: Ref<HTMLHeadingElement>; onContinue: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const { uploadHidden } = chequeState(cheques);
  return (
    <Box data-testid="autopayment-eft">
      <ViewHeading headingRef={headingRef}>{t('billing.eft.heading')}</ViewHeading>
      <Stack spacing={1.5} sx={{ maxWidth: 640 }}>
        <Typography>{t('billing.eft.intro')}</Typography>
        <Typography>{t('billing.eft.chequeNeeded')}</Typography>
        <Typography>{t('billing.eft.howTo')}</Typography>
        <Typography>{t('billing.eft.review')}</Typography>
        <Typography color="text.secondary">{t('billing.eft.cancelNotice')}</Typography>
        <ChequeNotice status={cheques} />
      </Stack>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 2, maxWidth: 640 }}>
        <Button onClick={onBack}>{t('billing.eft.back')}</Button>
        {!uploadHidden && (
          <Button variant="contained" onClick={onContinue}>
            {t('billing.eft.continue')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
