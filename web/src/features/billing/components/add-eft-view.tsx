import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type Ref } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useFormat } from '../../../lib/format';
import { checkJpegFile, JPEG_ACCEPT, type FileProblem, type UploadProgress } from '../../../lib/upload';
import type { EftPhotoStatus } from '../api/get-eft-photo';
import { useUploadEftPhoto } from '../api/upload-eft-photo';
import { chequeState, fileProblemKey } from '../autopayment-rules';
import { errorText, ViewHeading } from './billing-ui';
import { ChequeNotice } from './summary-view';

function isAbort(e: unknown): boolean {
  return e instanceof DOMException && e.name === 'AbortError';
}

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
  const f = useFormat();
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const upload = useUploadEftPhoto(user);
  const statusId = useId();
  const rulesId = useId();
  const errorId = useId();
  const { uploadHidden } = chequeState(cheques);
  const busy = upload.isPending;

  // Leaving the view stops an upload under way.
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
        onSuccess: (message) => onUploaded(message),
        onSettled: () => {
          abortRef.current = null;
        },
      },
    );
  };

  const cancel = () => {
    abortRef.current?.abort();
    onCancel();
  };

  const failure = upload.error && !isAbort(upload.error) ? errorText(upload.error, t) : null;
  const message = problem ? t(fileProblemKey(problem)) : failure;
  const percent = progress?.percent ?? 0;

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="autopayment-addeft">
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
          <input
            ref={inputRef}
            id="autopayment-cheque-file"
            type="file"
            name="file"
            accept={JPEG_ACCEPT}
            hidden
            tabIndex={-1}
            aria-label={t('billing.upload.fileLabel')}
            onChange={(e) => void choose(e)}
            data-testid="cheque-file-input"
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
              {file ? t('billing.upload.chooseAnother') : t('billing.upload.choose')}
            </Button>
            <Typography id={statusId} aria-live="polite" sx={{ minWidth: 0, overflowWrap: 'anywhere' }} data-testid="cheque-file-status">
              {file ? t('billing.upload.chosen', { name: file.name, size: f.bytes(file.size) }) : t('billing.upload.noFile')}
            </Typography>
          </Box>
          {message && (
            <Alert id={errorId} severity="error" role="alert" data-testid="cheque-upload-error">
              {message}
            </Alert>
          )}
          {progress && (
            <Box data-testid="cheque-upload-progress">
              <LinearProgress variant="determinate" value={percent} aria-label={t('billing.upload.progressLabel')} aria-valuetext={f.percent(percent)} sx={{ height: 8, borderRadius: 4 }} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {percent >= 100 && busy ? t('billing.upload.finishing') : t('billing.upload.progress', { percent: f.percent(percent) })}
              </Typography>
            </Box>
          )}
        </Stack>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 2, maxWidth: 640 }}>
        <Button onClick={cancel}>{t('billing.upload.cancel')}</Button>
        {!uploadHidden && (
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('billing.upload.sending') : t('billing.upload.send')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
