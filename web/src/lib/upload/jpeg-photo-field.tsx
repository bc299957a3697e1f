/**
 * A JPEG photo chosen, checked by G.1's rules on its content before it is sent ("Please select a
 * file", "Wrong file type…", "File too big…", "Invalid file"), then sent with a progress bar that
 * leaving the view stops: the void cheque (billing) and the identity photo (onboarding) upload
 * alike. The hook holds the state and the sending; the field draws the chooser, the chosen file,
 * the problem or the refusal, and the progress. Each area gives its texts.
 */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/translation';
import { isAbort } from '../api-client';
import { useFormat } from '../format';
import { errorText } from '../ui/area-state';
import { checkJpegFile, JPEG_ACCEPT, type FileProblem } from './file-checks';
import type { UploadProgress } from './upload';

/** The photo upload's mutation (TanStack Query's useMutation of an area's upload call). */
export interface PhotoMutation {
  isPending: boolean;
  error: Error | null;
  reset: () => void;
  mutate: (
    variables: { file: File; onProgress: (p: UploadProgress) => void; signal: AbortSignal },
    callbacks: { onSuccess: (message: string) => void; onSettled: () => void },
  ) => void;
}

/** The state and actions of one photo upload; onUploaded gets the server's message. */
export function useJpegPhotoUpload(upload: PhotoMutation, onUploaded: (message: string) => void) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
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

  /** Stops an upload under way (the view's Cancel). */
  const abort = () => abortRef.current?.abort();

  const failure = upload.error && !isAbort(upload.error) ? errorText(upload.error, t) : null;
  return { inputRef, chooseRef, file, problem, progress, busy, failure, choose, submit, abort };
}

/** What the field needs of the hook. */
export type JpegPhotoUpload = ReturnType<typeof useJpegPhotoUpload>;

/**
 * The chooser, the chosen file, the problem or refusal, and the progress. Its texts are the area's
 * `${texts}.fileLabel`, `.choose`, `.chooseAnother`, `.noFile`, `.chosen`, `.progressLabel`,
 * `.progress` and `.finishing`; problemText names a file problem. describedBy names the area's
 * rules text, which the chooser button reads with its state. The test ids are
 * `${testId}-file-input`, `-file-status`, `-upload-error` and `-upload-progress`.
 */
export function JpegPhotoField(props: {
  photo: JpegPhotoUpload;
  texts: 'billing.upload' | 'onboarding.documents';
  problemText: (p: FileProblem) => string;
  inputId: string;
  describedBy: string;
  testId: string;
}) {
  const { photo, texts, problemText, inputId, describedBy, testId } = props;
  const { t } = useTranslation();
  const f = useFormat();
  const statusId = useId();
  const errorId = useId();
  const { inputRef, chooseRef, file, problem, progress, busy, failure } = photo;
  const message = problem ? problemText(problem) : failure;
  const percent = progress?.percent ?? 0;
  return (
    <>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        name="file"
        accept={JPEG_ACCEPT}
        hidden
        tabIndex={-1}
        aria-label={t(`${texts}.fileLabel`)}
        onChange={(e) => void photo.choose(e)}
        data-testid={`${testId}-file-input`}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button
          ref={chooseRef}
          variant="outlined"
          startIcon={<UploadFileIcon aria-hidden />}
          onClick={() => inputRef.current?.click()}
          disabled={busy}
          aria-describedby={`${describedBy} ${statusId}${message ? ` ${errorId}` : ''}`}
        >
          {file ? t(`${texts}.chooseAnother`) : t(`${texts}.choose`)}
        </Button>
        <Typography id={statusId} aria-live="polite" sx={{ minWidth: 0, overflowWrap: 'anywhere' }} data-testid={`${testId}-file-status`}>
          {file ? t(`${texts}.chosen`, { name: file.name, size: f.bytes(file.size) }) : t(`${texts}.noFile`)}
        </Typography>
      </Box>
      {message && (
        <Alert id={errorId} severity="error" role="alert" data-testid={`${testId}-upload-error`} sx={{ overflowWrap: 'anywhere' }}>
          {message}
        </Alert>
      )}
      {progress && (
        <Box data-testid={`${testId}-upload-progress`}>
          <LinearProgress variant="determinate" value={percent} aria-label={t(`${texts}.progressLabel`)} aria-valuetext={f.percent(percent)} sx={{ height: 8, borderRadius: 4 }} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {percent >= 100 && busy ? t(`${texts}.finishing`) : t(`${texts}.progress`, { percent: f.percent(percent) })}
          </Typography>
        </Box>
      )}
    </>
  );
}
