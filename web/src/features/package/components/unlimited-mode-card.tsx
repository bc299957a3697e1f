import {
  Alert,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useBranding } from '../../../lib/branding';
import type { SlowdownState } from '../api/get-slowdown';
import { useSetSlowdown } from '../api/post-slowdown';
import { PhoneText } from '../../../lib/ui/phone-text';

/** The success message shows this long after the confirmation (NET-076). */
export const SLOWDOWN_SUCCESS_DELAY_MS = 4_000;

type Phase =
  | { kind: 'idle' }
  | { kind: 'confirm'; on: boolean }
  | { kind: 'applying'; on: boolean }
  | { kind: 'done'; on: boolean }
  | { kind: 'failed'; message: string };

export interface UnlimitedModeCardProps {
  user: number;
  state: SlowdownState;
  /** Changes when the page is opened with action=unlimited: the card takes the focus and asks "Turn On?" when it can. */
  focusRequest?: number;
  /** Opened with action=unlimited while the mode is already on (NET-077). */
  alreadyOnInfo?: boolean;
  onAlreadyOnClosed?: () => void;
}

/**
 * The Unlimited mode card (NET-070…077): free but slower. Hidden by the page when canslowdown is
 * false; the switch is disabled when switch_disabled. Toggling asks "Turn On?" / "Turn Off?",
 * posts slowdown_mode, and 4 s after the confirmation says "Unlimited Mode turned on!" /
 * "Unlimited Mode turned off"; a refusal shows the server's message.
 */
export function UnlimitedModeCard({ user, state, focusRequest = 0, alreadyOnInfo = false, onAlreadyOnClosed }: UnlimitedModeCardProps) {
  const { t } = useTranslation();
  const { phone } = useBranding();
  const titleId = useId();
  const bodyId = useId();
  const headingId = useId();
  const switchRef = useRef<HTMLInputElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const mutation = useSetSlowdown(user);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  // action=unlimited (the Important page's "Turn on Unlimited mode"): bring the card into view and,
  // when the mode can be turned on, ask "Turn On?" at once — the subscriber already chose it.
  const handledFocus = useRef(0);
  const canTurnOn = !state.slowdown_mode && !state.switch_disabled;
  useEffect(() => {
    if (focusRequest === 0 || focusRequest === handledFocus.current) return;
    handledFocus.current = focusRequest;
    cardRef.current?.scrollIntoView?.({ block: 'center' });
    switchRef.current?.focus();
    if (canTurnOn) setPhase({ kind: 'confirm', on: true });
  }, [focusRequest, canTurnOn]);

  const apply = (on: boolean) => {
    const startedAt = Date.now();
    setPhase({ kind: 'applying', on });
    mutation.mutate(on, {
      onSuccess: () => {
        timer.current = setTimeout(() => setPhase({ kind: 'done', on }), Math.max(SLOWDOWN_SUCCESS_DELAY_MS - (Date.now() - startedAt), 0));
      },
      onError: (error) => setPhase({ kind: 'failed', message: error.message }),
    });
  };

  const close = () => {
    setPhase({ kind: 'idle' });
    switchRef.current?.focus();
  };

  const on = state.slowdown_mode;
  const status = t('package.unlimitedMode.status', { state: on ? t('package.unlimitedMode.on') : t('package.unlimitedMode.off') });
  return (
    <Card variant="outlined" ref={cardRef} data-testid="unlimited-mode-card" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h3" gutterBottom>
          {t('package.unlimitedMode.title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {t('package.unlimitedMode.body')}
          {state.rate_download > 0 && ` ${t('package.unlimitedMode.turnOnSpeed', { speed: state.rate_download })}`}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={on}
              slotProps={{ input: { ref: switchRef } }}
              disabled={state.switch_disabled || mutation.isPending}
              onChange={() => setPhase({ kind: 'confirm', on: !on })}
            />
          }
          label={t('package.unlimitedMode.switchLabel')}
        />
        <Typography role="status" sx={{ fontWeight: 500 }}>
          {status}
        </Typography>
        {state.switch_disabled && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            <PhoneText>{t('package.unlimitedMode.disabled', { phone })}</PhoneText>
          </Typography>
        )}
      </CardContent>

      {phase.kind !== 'idle' && (
        // One dialog from the question to the answer (issue 28: one toggle took three dialogs): it
        // asks "Turn On?" / "Turn Off?" with the mode's speed, then shows the change applying and,
        // 4 s after the confirmation, its result, in place.
        <Dialog
          open
          onClose={phase.kind === 'applying' ? undefined : close}
          aria-labelledby={titleId}
          aria-describedby={phase.kind === 'confirm' ? bodyId : undefined}
          fullWidth
          maxWidth="xs"
          data-testid="unlimited-mode-dialog"
        >
          <DialogTitle id={titleId}>
            {phase.kind === 'confirm'
              ? phase.on
                ? t('package.unlimitedMode.turnOnTitle')
                : t('package.unlimitedMode.turnOffTitle')
              : phase.kind === 'applying'
                ? t('package.unlimitedMode.applying')
                : t('package.unlimitedMode.title')}
          </DialogTitle>
          <DialogContent>
            {phase.kind === 'confirm' && (
              <Stack id={bodyId} spacing={1}>
                <DialogContentText>{phase.on ? t('package.unlimitedMode.turnOnBody') : t('package.unlimitedMode.turnOffBody')}</DialogContentText>
                {phase.on && state.rate_download > 0 && (
                  <DialogContentText sx={{ fontWeight: 500, color: 'text.primary' }} data-testid="unlimited-mode-speed">
                    {t('package.unlimitedMode.turnOnSpeed', { speed: state.rate_download })}
                  </DialogContentText>
                )}
              </Stack>
            )}
            {phase.kind === 'applying' && (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 1 }} role="status">
                <CircularProgress size={28} aria-hidden />
                <Typography>{t('package.unlimitedMode.applyingBody')}</Typography>
              </Stack>
            )}
            {phase.kind === 'done' && (
              <Alert severity="success" role="status">
                {phase.on ? t('package.unlimitedMode.turnedOn') : t('package.unlimitedMode.turnedOff')}
              </Alert>
            )}
            {phase.kind === 'failed' && (
              <Alert severity="error">
                <strong>{t('package.unlimitedMode.failed')}</strong>
                <br />
                <PhoneText>{phase.message}</PhoneText>
              </Alert>
            )}
          </DialogContent>
          {phase.kind === 'confirm' && (
            <DialogActions>
              <Button onClick={close}>{t('package.unlimitedMode.cancel')}</Button>
              <Button variant="contained" onClick={() => apply(phase.on)} autoFocus>
                {phase.on ? t('package.unlimitedMode.turnOn') : t('package.unlimitedMode.turnOff')}
              </Button>
            </DialogActions>
          )}
          {(phase.kind === 'done' || phase.kind === 'failed') && (
            <DialogActions>
              <Button onClick={close} autoFocus>
                {t('package.unlimitedMode.close')}
              </Button>
            </DialogActions>
          )}
        </Dialog>
      )}

      {alreadyOnInfo && (
        <Dialog open onClose={onAlreadyOnClosed} aria-labelledby={`${titleId}-info`} fullWidth maxWidth="xs">
          <DialogTitle id={`${titleId}-info`}>{t('package.unlimitedMode.alreadyOnTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText>{t('package.unlimitedMode.alreadyOnBody')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={onAlreadyOnClosed} autoFocus>
              {t('package.unlimitedMode.ok')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Card>
  );
}
