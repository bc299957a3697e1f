import { Alert, Box, Button, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';

/** Paper of a dialog holding a StepWizard: narrower margins on phones so the buttons fit one row. */
export const wizardDialogPaper = { sx: { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' } } } as const;

/** One step of a StepWizard. */
export interface WizardStep {
  /** The step's name: in the stepper and as the step's heading. */
  label: string;
  content: ReactNode;
  /**
   * Checked when moving forward from this step (Next, or Finish on the last one): the message
   * to show when the step is not complete, or null when it is (NET-065).
   */
  validate?: () => string | null;
}

export interface StepWizardProps {
  steps: readonly WizardStep[];
  /** Cancel, or Previous on the first step (NET-066). */
  onCancel: () => void;
  /** Finish on the last step, once it validates. */
  onFinish: () => void;
  /** The finishing request is under way: Finish (and going back) is disabled (NET-067). */
  pending?: boolean;
  /** A failure of the finishing request to show on the last step. */
  error?: string | null;
}

/**
 * The generic step wizard of the upgrade and traffic pack flows (NET-064…067): a stepper, the
 * current step's content, and Cancel, Previous, Next / Finish. Moving forward validates the
 * current step; Previous on step 0 cancels; the last step shows Finish, disabled while pending.
 * The step heading takes the focus on every step change, so keyboard and screen-reader users
 * follow along.
 */
export function StepWizard({ steps, onCancel, onFinish, pending = false, error = null }: StepWizardProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const headingId = useId();
  const last = steps.length - 1;
  const current = Math.min(active, last);
  const step = steps[current];

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
    <Box>
      <Stepper activeStep={current} alternativeLabel sx={{ mb: 2 }}>
        {steps.map((s) => (
          <Step key={s.label}>
            <StepLabel>{s.label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <section aria-labelledby={headingId}>
        <Typography variant="caption" color="text.secondary">
          {t('package.wizard.progress', { step: current + 1, count: steps.length })}
        </Typography>
        <Typography id={headingId} ref={headingRef} tabIndex={-1} variant="h6" component="h3" gutterBottom sx={{ outline: 'none' }}>
          {step.label}
        </Typography>
        {step.content}
      </section>
      {shown && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {shown}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 3 }}>
        <Button onClick={onCancel} disabled={pending} sx={{ mr: 'auto' }}>
          {t('package.wizard.cancel')}
        </Button>
        <Button variant="outlined" onClick={back} disabled={pending}>
          {t('package.wizard.previous')}
        </Button>
        {current < last ? (
          <Button variant="contained" onClick={forward}>
            {t('package.wizard.next')}
          </Button>
        ) : (
          <Button variant="contained" onClick={forward} disabled={pending}>
            {t('package.wizard.finish')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
