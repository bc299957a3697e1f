import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useLocation, useNavigate } from 'react-router';
import { updateSessionValues } from '../../../lib/session-values';
import { isValidHw } from '../../../lib/validators';
import { useQuery } from '@tanstack/react-query';
import { brandingQuery, fallbackBranding } from '../../../lib/branding';
import { PublicFrame } from '../../../lib/ui/public-frame';
import { useMyIpAddressPoll } from '../../../lib/my-ip-address';
import { useFirstMacRegister } from '../api/post-first-mac-register';
import { PhoneText } from '../../../lib/ui/phone-text';

/** Cases from 100 up mean the registration is under way (PLAT-136). */
export const REGISTER_OK_CASE = 100;
/** One dots step every 800 ms (PLAT-137). */
export const DOTS_STEP_MS = 800;
/** The page goes to the account home by itself after 120 s (PLAT-139). */
export const AUTO_HOME_MS = 120_000;
/** The account home: the app root, which lands on the account's landing page. */
export const ACCOUNT_HOME = '/';

const MAX_DOTS = 3;

/** The animated dots: 0 → 1 → 2 → 3 → 0 … one step every DOTS_STEP_MS. */
function Dots() {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setStep((s) => (s + 1) % (MAX_DOTS + 1)), DOTS_STEP_MS);
    return () => clearInterval(id);
  }, []);
  return (
    <Box
      component="span"
      data-testid="register-dots"
      data-step={step}
      aria-hidden
      sx={{ display: 'inline-block', minWidth: '3ch', textAlign: 'left', fontSize: '2rem', lineHeight: 1, letterSpacing: 4 }}
    >
      {'.'.repeat(step)}
    </Box>
  );
}

/** While waiting: polls the IP address every 5 s and goes home after 120 s (PLAT-138, PLAT-139). */
function Waiting({ onHome }: { onHome: () => void }) {
  const { t } = useTranslation();
  useMyIpAddressPoll(true);
  useEffect(() => {
    const id = setTimeout(onHome, AUTO_HOME_MS);
    return () => clearTimeout(id);
  }, [onHome]);
  return (
    <>
      <Typography role="status" sx={{ fontSize: '1.1rem' }}>
        {t('register.waiting')}
      </Typography>
      <Dots />
    </>
  );
}

type View = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'waiting' };

/**
 * First-device registration (/ui/register?hw=…&seg=…, PLAT-131…139): a loader while
 * me.1/firstmacregister runs, then the server's answer: an error with the account button, or
 * the waiting message with animated dots, the IP poll and the automatic move home.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const brandingQ = useQuery(brandingQuery());
  const branding = brandingQ.data ?? fallbackBranding;
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useState(() => {
    const q = new URLSearchParams(location.search);
    return { hw: q.get('hw') ?? '', seg: q.get('seg') ?? '' };
  });
  const valid = isValidHw(params.hw) && params.seg.trim() !== '';
  const mutation = useFirstMacRegister();
  const started = useRef(false);
  const { mutate } = mutation;

  useEffect(() => {
    if (!valid || started.current) return;
    started.current = true;
    updateSessionValues({ hw: params.hw }); // the device being registered (session value, PLAT-192)
    mutate({ hw: params.hw, seg: params.seg });
  }, [valid, params, mutate]);

  const goHome = useCallback(() => void navigate(ACCOUNT_HOME), [navigate]);

  const contact = { provider: branding.provider, phone: branding.phone, email: branding.email, address: branding.address };
  let view: View;
  const outcome = mutation.data;
  if (!valid) view = { kind: 'error', message: t('register.failed', contact) };
  else if (mutation.isError || outcome?.kind === 'failed') view = { kind: 'error', message: t('register.failed', contact) };
  else if (!outcome) view = { kind: 'loading' };
  else if (outcome.case === null || outcome.case < REGISTER_OK_CASE)
    view = { kind: 'error', message: outcome.message || t('register.errorDefault', contact) };
  else view = { kind: 'waiting' };
  // Error texts name the provider's contact details: wait for the branding before showing one.
  if (view.kind === 'error' && brandingQ.isPending) view = { kind: 'loading' };

  return (
    <PublicFrame align="center">
      <Paper sx={{ p: { xs: 3, sm: 4 }, width: '100%', textAlign: 'center' }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('register.heading')}
        </Typography>
        <Stack spacing={3} sx={{ alignItems: 'center', mt: 2 }}>
          {view.kind === 'loading' && (
            <Box role="status" sx={{ display: 'grid', placeItems: 'center', gap: 2 }}>
              <CircularProgress aria-hidden />
              <Typography>{t('register.loading')}</Typography>
            </Box>
          )}
          {view.kind === 'error' && (
            <Alert severity="error" sx={{ textAlign: 'left', overflowWrap: 'anywhere', width: '100%' }}>
              <PhoneText>{view.message}</PhoneText>
            </Alert>
          )}
          {view.kind === 'waiting' && <Waiting onHome={goHome} />}
          {view.kind !== 'loading' && (
            <Button variant="contained" onClick={goHome}>
              {t('register.goToAccount')}
            </Button>
          )}
        </Stack>
      </Paper>
    </PublicFrame>
  );
}
