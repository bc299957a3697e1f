import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useAccount } from '../../../lib/account';
import type { RoutePageProps } from '../../../lib/routes';
import { JpegPhotoField, useJpegPhotoUpload } from '../../../lib/upload/jpeg-photo-field';
import { useDocumentUpload } from '../api/get-document-upload';
import { useUploadIdPhoto } from '../api/upload-id-photo';
import { canUpload, documentState, lastRejection, type DocumentState } from '../document-rules';
import { queryState, ViewHeading } from './onboarding-ui';
import { PageHeading } from '../../../lib/ui/page-heading';

/**
 * The upload form (ONB-001…004, ONB-012, ONB-013): a JPEG photo, checked before it is sent by
 * G.1's rules on its content, then sent with a progress bar. A refusal (the server's 450 message)
 * or a network failure is shown as an alert with its message.
 */
function PhotoUpload({ user, state, onUploaded }: { user: number; state: DocumentState; onUploaded: (message: string) => void }) {
  const { t } = useTranslation();
  const photo = useJpegPhotoUpload(useUploadIdPhoto(user), onUploaded);
  const rulesId = useId();

  return (
    <Box component="form" noValidate onSubmit={(e) => void photo.submit(e)} data-testid="documentupload-form">
      <ViewHeading>{state === 'second' ? t('onboarding.documents.secondHeading') : t('onboarding.documents.uploadHeading')}</ViewHeading>
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Typography id={rulesId} sx={{ fontWeight: 500 }}>
          {t('onboarding.documents.rules')}
        </Typography>
        <JpegPhotoField
          photo={photo}
          inputId="documentupload-file"
          describedBy={rulesId}
          testId="id"
          texts="onboarding.documents"
            problemText={(p) => t(`onboarding.file.${p}`)}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={photo.busy}>
            {photo.busy ? t('onboarding.documents.sending') : t('onboarding.documents.send')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function DocumentUpload({ user, label }: { user: number; label: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const status = useDocumentUpload(user);
  const [notice, setNotice] = useState<string | null>(null);
  const loading = queryState(status);
  const data = status.data;
  const state = data ? documentState(data) : null;
  const rejection = data && state && canUpload(state) ? lastRejection(data) : null;

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="documentupload-page" data-state={state ?? 'loading'}>
      <PageHeading id={headingId}>
        {t(label)}
      </PageHeading>
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} closeText={t('onboarding.dismiss')} sx={{ mb: 2, overflowWrap: 'anywhere' }} data-testid="documentupload-notice">
          {notice}
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            {loading ??
              (data === null || data === undefined || state === null ? (
                <Typography>{t('onboarding.unavailable')}</Typography>
              ) : (
                <>
                  {state !== 'approved' && <Typography sx={{ maxWidth: 720 }}>{t('onboarding.documents.intro')}</Typography>}
                  {state === 'approved' && (
                    <Alert severity="success" data-testid="documentupload-approved">
                      {t('onboarding.documents.approved')}
                    </Alert>
                  )}
                  {state === 'waiting' && (
                    <Alert severity="info" data-testid="documentupload-waiting">
                      {t('onboarding.documents.waiting')}
                    </Alert>
                  )}
                  {state === 'second' && (
                    <Alert severity="info" data-testid="documentupload-second">
                      {t('onboarding.documents.second')}
                    </Alert>
                  )}
                  {rejection !== null && (
                    <Alert severity="warning" data-testid="documentupload-rejected" sx={{ overflowWrap: 'anywhere' }}>
                      {rejection ? t('onboarding.documents.rejected', { reason: rejection }) : t('onboarding.documents.rejectedNoReason')}
                    </Alert>
                  )}
                  {canUpload(state) && <PhotoUpload user={user} state={state} onUploaded={setNotice} />}
                </>
              ))}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

/**
 * /ui/user/documentupload, "Add Documents" (ONB-001…013): identity photos, one or two, with the
 * state the counters give (approved, waiting for review, the second photo invited, the upload).
 * Keyed by account: a switch starts afresh.
 */
export function DocumentUploadPage({ label }: RoutePageProps) {
  const { activeUser } = useAccount();
  return <DocumentUpload key={activeUser} user={activeUser} label={label} />;
}
