import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useAccount } from '../../../lib/account';
import { useFormat } from '../../../lib/format';
import type { RoutePageProps } from '../../../lib/routes';
import { checkJpegFile, JPEG_ACCEPT, type FileProblem, type UploadProgress } from '../../../lib/upload';
import { useDocumentUpload } from '../api/get-document-upload';
import { useUploadIdPhoto } from '../api/upload-id-photo';
import { canUpload, documentState, lastRejection, type DocumentState } from '../document-rules';
import { errorText, isAbort, queryState, ViewHeading } from './onboarding-ui';
import { PageHeading } from '../../../lib/ui/page-heading';

/**
 * The upload form (ONB-001…004, ONB-012, ONB-013): a JPEG photo, checked before it is sent by
 * G.1's rules on its content, then sent with a progress bar. A refusal (the server's 450 message)
 * or a network failure is shown as an alert with its message.
 */
function PhotoUpload({ user, state, onUploaded }: { user: number; state: DocumentState; onUploaded: (message: string) => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const upload = useUploadIdPhoto(user);
  const statusId = useId();
  const rulesId = useId();
  const errorId = useId();
  const busy = upload.isPending;

  // Leaving the page stops an upload under way.
  useEffect(() => () => abortRef.current?.abort(), []);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    e.target.value = ''; // the same file chosen again fires change again
    if (!chosen) return;
    upload.reset();
    setProgress(null);
    setFile(chosen);
    setProblem(await checkJpegFile(chosen));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = await checkJpegFile(file);
    setProblem(found);
    if (found || !file) {
      chooseRef.current?.focus();
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress({ loaded: 0, total: file.size, percent: 0 });
    upload.mutate(
      { file, onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: (message) => {
          setFile(null);
          setProgress(null);
          onUploaded(message);
        },
        onSettled: () => {
          abortRef.current = null;
        },
      },
    );
  };

  const failure = upload.error && !isAbort(upload.error) ? errorText(upload.error, t) : null;
  const message = problem ? t(`onboarding.file.${problem}`) : failure;
  const percent = progress?.percent ?? 0;

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="documentupload-form">
      <ViewHeading>{state === 'second' ? t('onboarding.documents.secondHeading') : t('onboarding.documents.uploadHeading')}</ViewHeading>
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Typography id={rulesId} sx={{ fontWeight: 500 }}>
          {t('onboarding.documents.rules')}
        </Typography>
        <input
          ref={inputRef}
          id="documentupload-file"
          type="file"
          name="file"
          accept={JPEG_ACCEPT}
          hidden
          tabIndex={-1}
          aria-label={t('onboarding.documents.fileLabel')}
          onChange={(e) => void choose(e)}
          data-testid="id-file-input"
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Button
            ref={chooseRef}
            variant="outlined"
            startIcon={<UploadFileIcon aria-hidden />}
            onClick={() => inputRef.current?.click()}
            disabled={busy}
            aria-describedby={`${rulesId} ${statusId}${message ? ` ${errorId}` : ''}`}
          >
            {file ? t('onboarding.documents.chooseAnother') : t('onboarding.documents.choose')}
          </Button>
          <Typography id={statusId} aria-live="polite" sx={{ minWidth: 0, overflowWrap: 'anywhere' }} data-testid="id-file-status">
            {file ? t('onboarding.documents.chosen', { name: file.name, size: f.bytes(file.size) }) : t('onboarding.documents.noFile')}
          </Typography>
        </Box>
        {message && (
          <Alert id={errorId} severity="error" role="alert" data-testid="id-upload-error" sx={{ overflowWrap: 'anywhere' }}>
            {message}
          </Alert>
        )}
        {progress && (
          <Box data-testid="id-upload-progress">
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={t('onboarding.documents.progressLabel')}
              aria-valuetext={f.percent(percent)}
              sx={{ height: 8, borderRadius: 4 }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {percent >= 100 && busy ? t('onboarding.documents.finishing') : t('onboarding.documents.progress', { percent: f.percent(percent) })}
            </Typography>
          </Box>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('onboarding.documents.sending') : t('onboarding.documents.send')}
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
