import ScreenRotationIcon from '@mui/icons-material/ScreenRotation';
import { Alert, Box, Button, LinearProgress, Stack, Typography, useMediaQuery } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from '../../../i18n/translation';
import SignaturePad, { type PointGroup } from 'signature_pad';
import { NetworkError } from '../../../lib/api-client';
import type { UploadProgress } from '../../../lib/upload';
import { useSignDocument, type Signing } from '../api/sign-document';
import { backingSize, exportSignature, padSize, type Size } from '../signature-export';
import { isAbort } from '../../../lib/api-client';
import { errorText, ViewHeading } from './onboarding-ui';

/**
 * A phone held upright (ONB-044): narrow and in portrait. The pad needs the screen's width, so
 * the view asks to turn the phone instead of showing it.
 */
export const PORTRAIT_PHONE_QUERY = '(orientation: portrait) and (max-width: 599.95px)';

/** Below this window height the pad is scrolled into view when it opens. */
const SHORT_SCREEN_PX = 600;

/**
 * A short window (a phone sideways): signing takes the whole screen, over the fixed header, which
 * would hide the top of the pad and push the Sign button out of view.
 */
export const SHORT_SCREEN_QUERY = `(max-height: ${SHORT_SCREEN_PX - 0.05}px)`;

/** The pen: dark blue, like ink. */
const PEN_COLOR = '#0d2a5c';

export interface SignatureViewProps {
  user: number;
  signing: Signing;
  headingRef: Ref<HTMLHeadingElement>;
  /** The signed draft's id. */
  onSigned: (tempId: string) => void;
  onCancel: () => void;
}

/**
 * The signaturepad view (ONB-044…046, ONB-034, ONB-036, ONB-037, ONB-042): a signature_pad canvas
 * at most 800 × 400, 90 % of the width, 4/5 of the window's height, drawn at the screen's pixel
 * ratio; Clear, Cancel and Sign as buttons. Sign refuses an empty pad, makes a PNG of at most
 * 800 × 400 and posts it with the contract's (or agreement's) fields; an answer with an error
 * shows "Error: " and its message, a network failure the network message. On a phone held
 * upright it asks to turn the phone sideways instead.
 */
export function SignatureView({ user, signing, headingRef, onSigned, onCancel }: SignatureViewProps) {
  const { t } = useTranslation();
  const portrait = useMediaQuery(PORTRAIT_PHONE_QUERY, { noSsr: true });
  const short = useMediaQuery(SHORT_SCREEN_QUERY, { noSsr: true });
  const fullScreen = short && !portrait;
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [size, setSize] = useState<Size | null>(null);
  const [empty, setEmpty] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const sign = useSignDocument(user);
  const introId = useId();
  const errorId = useId();
  const busy = sign.isPending;

  // Leaving the view stops a signing under way.
  useEffect(() => () => abortRef.current?.abort(), []);

  // The pad's size follows the width it has and the window's height (ONB-045).
  useLayoutEffect(() => {
    if (portrait) return;
    const measure = () => {
      const box = boxRef.current;
      if (!box) return;
      const next = padSize(box.clientWidth || window.innerWidth, window.innerHeight);
      setSize((prev) => (prev && prev.width === next.width && prev.height === next.height ? prev : next));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    if (observer && boxRef.current) observer.observe(boxRef.current);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [portrait]);

  // On a short screen (a phone sideways) the pad is most of the height: once the view is drawn (and
  // the page has moved the focus to its heading), bring the whole pad into view.
  useEffect(() => {
    if (portrait || window.innerHeight >= SHORT_SCREEN_PX) return;
    const frame = requestAnimationFrame(() => canvasRef.current?.scrollIntoView?.({ block: 'center' }));
    return () => cancelAnimationFrame(frame);
  }, [portrait]);

  // One pad per canvas. A phone turned upright for a moment takes the canvas away; the strokes
  // are kept meanwhile, so turning it back shows the signature again rather than an empty pad.
  const keptStrokes = useRef<PointGroup[]>([]);
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (portrait || !canvas) return;
    const pad = new SignaturePad(canvas, { penColor: PEN_COLOR, minWidth: 0.8, maxWidth: 2.6 });
    const onEnd = () => {
      setEmpty(pad.isEmpty());
      setProblem(null);
    };
    pad.addEventListener('endStroke', onEnd);
    if (keptStrokes.current.length > 0) pad.fromData(keptStrokes.current);
    padRef.current = pad;
    setEmpty(pad.isEmpty());
    return () => {
      keptStrokes.current = pad.toData();
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      if (padRef.current === pad) padRef.current = null;
    };
  }, [portrait]);

  // The canvas's backing store at the screen's pixel ratio (sharp on high-DPI screens), set for
  // each new canvas and each size; the strokes are drawn again on it.
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (portrait || !canvas || !size) return;
    const pad = padRef.current;
    const strokes = pad?.toData() ?? [];
    const backing = backingSize(size, window.devicePixelRatio || 1);
    canvas.width = backing.width;
    canvas.height = backing.height;
    canvas.getContext('2d')?.scale(backing.ratio, backing.ratio);
    if (pad) {
      pad.clear();
      if (strokes.length > 0) pad.fromData(strokes);
    }
  }, [size, portrait]);

  const clear = useCallback(() => {
    padRef.current?.clear();
    setEmpty(true);
    setProblem(null);
    sign.reset();
  }, [sign]);

  const cancel = () => {
    abortRef.current?.abort();
    onCancel();
  };

  const submit = async () => {
    if (busy) return;
    const pad = padRef.current;
    const canvas = canvasRef.current;
    if (!pad || !canvas || !size || pad.isEmpty()) {
      setProblem(t('onboarding.sign.empty'));
      return;
    }
    setProblem(null);
    let png: Blob;
    try {
      png = await exportSignature(canvas, size);
    } catch {
      setProblem(t('onboarding.sign.failed'));
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress({ loaded: 0, total: png.size, percent: 0 });
    sign.mutate(
      { signing, signature: png, onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: (tempId) => onSigned(tempId),
        onSettled: () => {
          abortRef.current = null;
          setProgress(null);
        },
      },
    );
  };

  const failure =
    sign.error && !isAbort(sign.error)
      ? sign.error instanceof NetworkError
        ? errorText(sign.error, t)
        : t('onboarding.sign.error', { message: errorText(sign.error, t) })
      : null;
  const message = problem ?? failure;

  const canvas = (
    <Box
      component="canvas"
      ref={canvasRef}
      role="img"
      aria-label={t('onboarding.sign.padLabel')}
      aria-describedby={message ? errorId : undefined}
      data-testid="signature-canvas"
      data-empty={empty ? 'true' : 'false'}
      style={size ? { width: `${size.width}px`, height: `${size.height}px` } : { width: '90%', height: 200 }}
      sx={{
        display: 'block',
        touchAction: 'none',
        border: 2,
        borderColor: message ? 'error.main' : 'grey.500',
        borderStyle: 'dashed',
        borderRadius: 1,
        bgcolor: '#fff',
        cursor: 'crosshair',
      }}
    />
  );
  const problemAlert = message && (
    <Alert id={errorId} severity="error" role="alert" data-testid="signature-error" sx={{ mt: fullScreen ? 1 : 2, overflowWrap: 'anywhere' }}>
      {message}
    </Alert>
  );
  const progressBar = progress && busy && <LinearProgress variant="determinate" value={progress.percent} aria-label={t('onboarding.sign.sending')} sx={{ mt: fullScreen ? 1 : 2 }} />;
  const buttons = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: fullScreen ? 0 : 2 }}>
      <Button onClick={cancel} sx={{ minHeight: 44 }}>
        {t('onboarding.sign.cancel')}
      </Button>
      {!portrait && (
        <>
          <Button variant="outlined" onClick={clear} disabled={busy} sx={{ minHeight: 44 }}>
            {t('onboarding.sign.clear')}
          </Button>
          <Button variant="contained" onClick={() => void submit()} disabled={busy} aria-describedby={introId} sx={{ minHeight: 44 }}>
            {busy ? t('onboarding.sign.sending') : t('onboarding.sign.submit')}
          </Button>
        </>
      )}
    </Box>
  );

  // A phone sideways (issue 28, finding 4): the whole screen, over the header — the heading and the
  // buttons in one row above the pad, which takes the rest.
  if (fullScreen) {
    return (
      <Box
        data-testid="signature-view"
        data-fullscreen="true"
        sx={{
          position: 'fixed',
          inset: 0,
          zIndex: (theme) => theme.zIndex.modal,
          bgcolor: 'background.paper',
          overflowY: 'auto',
          display: 'flex',
          flexDirection: 'column',
          px: 2,
          py: 1,
          boxSizing: 'border-box',
        }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, mb: 1 }}>
          <Box sx={{ flex: '1 1 auto', minWidth: 0, '& h3': { mb: 0 } }}>
            <ViewHeading headingRef={headingRef}>{t('onboarding.sign.heading')}</ViewHeading>
          </Box>
          {buttons}
        </Box>
        <Typography id={introId} sx={visuallyHidden}>
          {t('onboarding.sign.intro')}
        </Typography>
        <Box ref={boxRef} sx={{ width: '100%', display: 'flex', justifyContent: 'center' }}>
          {canvas}
        </Box>
        {problemAlert}
        {progressBar}
      </Box>
    );
  }

  return (
    <Box data-testid="signature-view">
      <ViewHeading headingRef={headingRef}>{t('onboarding.sign.heading')}</ViewHeading>
      {portrait ? (
        <Alert severity="info" icon={<ScreenRotationIcon aria-hidden />} data-testid="signature-rotate" sx={{ my: 2, '& .MuiAlert-message': { fontSize: '1.05rem' } }}>
          <Typography component="p" sx={{ fontWeight: 600, fontSize: 'inherit' }}>
            {t('onboarding.sign.rotate')}
          </Typography>
          <Typography component="p" variant="body2" sx={{ mt: 0.5 }}>
            {t('onboarding.sign.rotateHint')}
          </Typography>
        </Alert>
      ) : (
        <Stack spacing={1.5}>
          <Typography id={introId}>{t('onboarding.sign.intro')}</Typography>
          <Box ref={boxRef} sx={{ width: '100%', display: 'flex', justifyContent: 'center' }}>
            {canvas}
          </Box>
        </Stack>
      )}
      {problemAlert}
      {progressBar}
      {buttons}
    </Box>
  );
}
