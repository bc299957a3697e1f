import { Box, Button, Stack, Typography } from '@mui/material';
import { useId, type Ref } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { JpegPhotoField, useJpegPhotoUpload } from '../../../lib/upload/jpeg-photo-field';
import type { EftPhotoStatus } from '../api/get-eft-photo';
import { useUploadEftPhoto } from '../api/upload-eft-photo';
import { chequeState, fileProblemKey } from '../autopayment-rules';
import { ViewHeading } from './billing-ui';
import { ChequeNotice } from './summary-view';

export interface AddEftViewProps {
  user: number;
  cheques: EftPhotoStatus | null | undefined;
  headingRef: Ref<HTMLHeadingElement>;
  /** The photo was received: the server's message. */
  onUploaded: (message: string) => void;
  onCancel: () => void;
}

/**
 * The addeft view (PAY-033…038): a JPEG photo of a void cheque, checked before it is sent by G.1's
 * rules on its content ("Please select a file", "Wrong file type. Only jpeg/jpg accepted", "File
 * too big. Maximum size 10MB", "Invalid file"), then sent with a progress bar. The page says 10MB
 * (decisions §2). With two photos waiting for review there is no upload (PAY-037). A refusal or a
 * network failure is shown with its message (PAY-038); Cancel stops an upload under way.
 */
export function AddEftView({ user, cheques, headingRef, onUploaded, onCancel }: AddEftViewProps) {
  const { t } = useTranslation();
  const photo = useJpegPhotoUpload(useUploadEftPhoto(user), onUploaded);
  const rulesId = useId();
  const { uploadHidden } = chequeState(cheques);

  const cancel = () => {
    photo.abort();
    onCancel();
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void photo.submit(e)} data-testid="autopayment-addeft">
      <ViewHeading headingRef={headingRef}>{t('billing.upload.heading')}</ViewHeading>
      {uploadHidden ? (
        <Stack spacing={1.5} sx={{ maxWidth: 640 }}>
          <ChequeNotice status={cheques} />
        </Stack>
      ) : (
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          <Box id={rulesId}>
            <Typography>{t('billing.upload.intro')}</Typography>
            <Typography sx={{ fontWeight: 500 }}>{t('billing.upload.maxSize')}</Typography>
          </Box>
          <ChequeNotice status={cheques} />
          <JpegPhotoField
            photo={photo}
            inputId="autopayment-cheque-file"
            describedBy={rulesId}
            testId="cheque"
            texts="billing.upload"
            problemText={(p) => t(fileProblemKey(p))}
          />
        </Stack>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 2, maxWidth: 640 }}>
        <Button onClick={cancel}>{t('billing.upload.cancel')}</Button>
        {!uploadHidden && (
          <Button type="submit" variant="contained" disabled={photo.busy}>
            {photo.busy ? t('billing.upload.sending') : t('billing.upload.send')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
