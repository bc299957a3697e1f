import { Alert, Box, Button, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';

/** One step of a phone wizard. */
export interface PhoneWizardStep {
  /** The step's name: in the stepper and as its heading. */
  label: string;
  content: ReactNode;
  /** Checked when moving forward from the step: what to show when it is not complete, or null. */
  validate?: () => ReactNode | null;
}

export interface PhoneWizardProps {
  /** The wizard's title (a heading above the stepper). */
  title: string;
  steps: readonly PhoneWizardStep[];
  onCancel: () => void;
  onFinish: () => void;
  /** The finishing request is under way: Finish and going back are disabled. */
  pending?: boolean;
  /** Shown on the last step (a failure of the finishing request). */
  error?: ReactNode;
}

/**
 * The phone pages' wizards (911 address, number association; PHONE-005, PHONE-021, PHONE-031):
 * a stepper, the current step, and Cancel, Previous, Next / Finish. Moving forward checks the
 * step (the Address step cannot be reached before the Terms are accepted, PHONE-024); the title
 * takes the focus when the wizard opens and the step heading on every step change. It lives in
 * the page in place of the list (no route of its own, PHONE-006).
 */
export function PhoneWizard({ title, steps, onCancel, onFinish, pending = false, error = null }: PhoneWizardProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const [problem, setProblem] = useState<ReactNode | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const titleId = useId();
  const headingId = useId();
  const last = steps.length - 1;
  const current = Math.min(active, last);
  const step = steps[current];

  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [current]);

  const go = (to: number) => {
    moved.current = true;
    setProblem(null);
    setActive(to);
  };

  const forward = () => {
    const message = step?.validate?.() ?? null;
    if (message) {
      setProblem(message);
      return;
    }
    setProblem(null);
    if (current < last) go(current + 1);
    else onFinish();
  };

  const back = () => {
    if (current === 0) onCancel();
    else go(current - 1);
  };

  if (!step) return null;
  const shown = problem ?? (current === last ? error : null);
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="phone-wizard">
      <Typography id={titleId} ref={titleRef} tabIndex={-1} variant="h5" component="h3" gutterBottom sx={{ outline: 'none' }}>
        {title}
      </Typography>
      {steps.length > 1 && (
        <Stepper activeStep={current} alternativeLabel sx={{ mb: 2 }}>
          {steps.map((s) => (
            <Step key={s.label}>
              <StepLabel>{s.label}</StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
      <Box component="section" aria-labelledby={headingId}>
        {steps.length > 1 && (
          <Typography variant="caption" color="text.secondary">
            {t('phone.wizard.progress', { step: current + 1, count: steps.length })}
          </Typography>
        )}
        <Typography id={headingId} ref={headingRef} tabIndex={-1} variant="h6" component="h4" gutterBottom sx={{ outline: 'none' }}>
          {step.label}
        </Typography>
        {step.content}
      </Box>
      {shown && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="phone-wizard-problem">
          {shown}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 3 }}>
        <Button onClick={onCancel} disabled={pending} sx={{ mr: 'auto' }}>
          {t('phone.wizard.cancel')}
        </Button>
        {steps.length > 1 && (
          <Button variant="outlined" onClick={back} disabled={pending}>
            {t('phone.wizard.previous')}
          </Button>
        )}
        {current < last ? (
          <Button variant="contained" onClick={forward}>
            {t('phone.wizard.next')}
          </Button>
        ) : (
          <Button variant="contained" onClick={forward} disabled={pending}>
            {pending ? t('phone.saving') : t('phone.wizard.finish')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
