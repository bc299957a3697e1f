import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, CircularProgress, Link, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useCallback, useEffect, useState, type Ref } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { NetworkError } from '../../../lib/api-client';
import { useAccount } from '../../../lib/account';
import { saveFile, type ApiFile } from '../../../lib/api-client/file';
import { useIdempotencyKey } from '../../../lib/api-client/idempotency';
import { useSignedFile, useSubmitSigned, type SignedKind } from '../api/signed-file';
import { errorText, queryState, ViewHeading } from './onboarding-ui';

/**
 * A frame showing a blob (the signed PDF) through an object URL made when the frame is attached and
 * revoked when it goes or the blob changes (a ref callback with its cleanup, React 19).
 */
function BlobFrame({ blob, title }: { blob: Blob; title: string }) {
  const ref = useCallback(
    (frame: HTMLIFrameElement | null) => {
      if (!frame) return undefined;
      const url = URL.createObjectURL(blob);
      frame.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return (
    <Box
      component="iframe"
      ref={ref}
      title={title}
      data-testid="review-frame"
      sx={{ display: 'block', width: '100%', height: { xs: '70vh', md: '75vh' }, minHeight: 280, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
    />
  );
}

type PageImage = { url: string; width: number; height: number };
type Drawn = { blob: Blob } & ({ pages: PageImage[] } | { failed: true });

/**
 * The signed PDF's pages as images the width of the screen (a phone: a frame's PDF viewer there
 * is clipped and too small to read, issue 28), which the browser's zoom enlarges. PDF.js is
 * loaded for this view only (lib/pdf/render-pdf-pages.ts); the images' object URLs are revoked
 * when the view goes or the file changes. A PDF it cannot draw says so, beside the download link.
 */
function PdfPageImages({ blob }: { blob: Blob }) {
  const { t } = useTranslation();
  const [drawn, setDrawn] = useState<Drawn | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let urls: string[] = [];
    void (async () => {
      try {
        const { renderPdfPages } = await import('../../../lib/pdf/render-pdf-pages');
        const pages = await renderPdfPages(await blob.arrayBuffer(), { signal: controller.signal });
        if (controller.signal.aborted) return;
        urls = pages.map((p) => URL.createObjectURL(p.blob));
        setDrawn({ blob, pages: pages.map((p, i) => ({ url: urls[i]!, width: p.width, height: p.height })) });
      } catch {
        if (!controller.signal.aborted) setDrawn({ blob, failed: true });
      }
    })();
    return () => {
      controller.abort();
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [blob]);

  const current = drawn?.blob === blob ? drawn : null;
  if (!current) {
    return (
      <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', py: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('onboarding.review.preparing')}</Typography>
      </Stack>
    );
  }
  if ('failed' in current) {
    return (
      <Alert severity="info" data-testid="review-pages-failed">
        {t('onboarding.review.pagesFailed')}
      </Alert>
    );
  }
  const count = current.pages.length;
  return (
    <Stack spacing={1.5} component="ol" data-testid="review-pages" aria-label={t('onboarding.review.frameTitle')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {current.pages.map((page, i) => (
        <li key={page.url}>
          <Box
            component="img"
            src={page.url}
            width={page.width}
            height={page.height}
            alt={t('onboarding.review.pageAlt', { page: i + 1, count })}
            sx={{ display: 'block', width: '100%', maxWidth: page.width, height: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
          />
        </li>
      ))}
    </Stack>
  );
}

/** "Download the PDF": a real link on an object URL of the file, revoked when the link goes or the file changes. */
function DownloadPdfLink({ file }: { file: ApiFile }) {
  const { t } = useTranslation();
  const ref = useCallback(
    (a: HTMLAnchorElement | null) => {
      if (!a) return undefined;
      const url = URL.createObjectURL(file.blob);
      a.href = url;
      return () => URL.revokeObjectURL(url);
    },
    [file.blob],
  );
  return (
    <Link ref={ref} download={file.fileName} data-testid="review-download" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minHeight: 44, alignSelf: 'flex-start', fontWeight: 500 }}>
      <DownloadIcon fontSize="small" aria-hidden />
      {t('onboarding.review.downloadPdf')}
    </Link>
  );
}

export interface ReviewViewProps {
  user: number;
  kind: SignedKind;
  tempId: string;
  headingRef: Ref<HTMLHeadingElement>;
  onSignAgain: () => void;
  /** Submitted: the server's message. */
  onSubmitted: (message: string) => void;
}

/**
 * The reviewcontract and reviewagreement views (ONB-035, ONB-043): the signed PDF, fetched with the
 * session header and shown in a frame through a blob URL (revoked when the view goes), with Sign
 * again, a copy to download, and Submit — sent once with this attempt's Idempotency-Key.
 */
export function ReviewView({ user, kind, tempId, headingRef, onSignAgain, onSubmitted }: ReviewViewProps) {
  const { t } = useTranslation();
  const file = useSignedFile(user, kind, tempId);
  const submit = useSubmitSigned(user);
  const idempotencyKey = useIdempotencyKey();
  const loading = queryState(file, { loading: t('onboarding.review.loading'), error: t('onboarding.review.unavailable') });
  // A phone or a narrow window shows the pages as images; a wider one the PDF in a frame (ONB-035).
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

  const send = () => {
    if (submit.isPending) return;
    submit.mutate({ kind, tempId, idempotencyKey }, { onSuccess: onSubmitted });
  };

  const failure = submit.error
    ? submit.error instanceof NetworkError
      ? errorText(submit.error, t)
      : t('onboarding.review.error', { message: errorText(submit.error, t) })
    : null;

  return (
    <Box data-testid="review-view" data-kind={kind}>
      <ViewHeading headingRef={headingRef}>{kind === 'agreement' ? t('onboarding.review.agreementHeading') : t('onboarding.review.contractHeading')}</ViewHeading>
      <Stack spacing={2}>
        <Typography>{t('onboarding.review.intro')}</Typography>
        {file.data && <DownloadPdfLink file={file.data} />}
        {loading ?? (file.data && (narrow ? <PdfPageImages blob={file.data.blob} /> : <BlobFrame blob={file.data.blob} title={t('onboarding.review.frameTitle')} />))}
        {failure && (
          <Alert severity="error" role="alert" data-testid="review-error" sx={{ overflowWrap: 'anywhere' }}>
            {failure}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={onSignAgain} disabled={submit.isPending}>
            {t('onboarding.review.signAgain')}
          </Button>
          <Button variant="contained" onClick={send} disabled={submit.isPending || !file.data}>
            {submit.isPending ? t('onboarding.review.submitting') : t('onboarding.review.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/**
 * The downloadcontract and downloadagreement views: the submit's message and Download, which
 * saves the same signed PDF the review showed.
 */
export function DownloadView({ user, kind, tempId, message, headingRef, onDone }: { user: number; kind: SignedKind; tempId: string; message: string; headingRef: Ref<HTMLHeadingElement>; onDone: () => void }) {
  const { flags } = useAccount();
  const { t } = useTranslation();
  const file = useSignedFile(user, kind, tempId);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setError(null);
    try {
      const data = file.data ?? (await file.refetch({ throwOnError: true })).data;
      if (data) saveFile(data);
    } catch (e) {
      setError(errorText(e, t));
    }
  };
  return (
    <Box data-testid="download-view" data-kind={kind}>
      <ViewHeading headingRef={headingRef}>{kind === 'agreement' ? t('onboarding.download.agreementHeading') : t('onboarding.download.contractHeading')}</ViewHeading>
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Alert severity="success" role="status" data-testid="download-message" sx={{ overflowWrap: 'anywhere' }}>
          {message || t(kind === 'agreement' ? 'onboarding.download.agreementSent' : 'onboarding.download.contractSent')}
        </Alert>
        {/* The Documents page is promised only to an account whose menu has it (contact info, PLAT-039). */}
        <Typography data-testid="download-keep">{flags.hasContactInfo ? t('onboarding.download.keep') : t('onboarding.download.keepNoDocuments')}</Typography>
        {error && (
          <Alert severity="error" role="alert" sx={{ overflowWrap: 'anywhere' }}>
            {error}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={onDone}>{t('onboarding.download.done')}</Button>
          <Button variant="contained" startIcon={<DownloadIcon aria-hidden />} onClick={() => void download()} disabled={file.isFetching && !file.data}>
            {file.isFetching && !file.data ? t('onboarding.download.downloading') : t('onboarding.download.download')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
