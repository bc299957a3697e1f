import { Alert, Box, Button, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';

/** Paper of a dialog holding a StepWizard: narrower margins on phones so the buttons fit one row. */
export const wizardDialogPaper = { sx: { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' } } } as const;

/** One step of a StepWizard. */
export interface WizardStep {
  /** The step's name: in the stepper and as the step's heading. */
  label: string;
  content: ReactNode;
  /**
   * Checked when moving forward from this step (Next, or Finish on the last one), and when the
   * browser brings a later step back (Forward, a reload): what to show when the step is not
   * complete, or null when it is (NET-065, PHONE-024).
   */
  validate?: () => ReactNode | null;
}

export interface StepWizardProps {
  steps: readonly WizardStep[];
  /** The step shown (from useWizard: the history entry's). */
  step: number;
  /** Moves to a step (useWizard's goTo). */
  onStep: (step: number, options?: { replace?: boolean }) => void;
  /** Cancel, or Previous on the first step (NET-066). */
  onCancel: () => void;
  /** Finish on the last step, once it validates. */
  onFinish: () => void;
  /** The finishing request is under way: Finish (and going back) is disabled (NET-067). */
  pending?: boolean;
  /** Finish's text while pending (default: Finish). */
  pendingLabel?: string;
  /** A failure of the finishing request to show on the last step. */
  error?: ReactNode;
  /** A title above the stepper (a wizard in a page; a dialog has its own title). */
  title?: string;
  /** data-testid of the wizard; its problem alert is `${testId}-problem`. */
  testId?: string;
}

/**
 * The one step wizard of the app (the package and phone flows: NET-064…067, PHONE-005, PHONE-021,
 * PHONE-031): an optional title, a stepper (when there is more than one step), the current step's
 * content, and Cancel, Previous, Next / Finish. The step is given (a history entry's, useWizard):
 * moving forward validates the current step; Previous on step 0 cancels; the last step shows
 * Finish, disabled while pending. A step the browser brings back (Forward, a reload) whose earlier
 * steps no longer validate gives way to the first of them. The title takes the focus when the
 * wizard opens and the step heading on every step change.
 */
export function StepWizard({ steps, step: active, onStep, onCancel, onFinish, pending = false, pendingLabel, error = null, title, testId = 'step-wizard' }: StepWizardProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<{ step: number; message: ReactNode } | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<number | null>(null);
  const titleId = useId();
  const headingId = useId();
  const last = steps.length - 1;
  const current = Math.max(0, Math.min(active, last));
  const step = steps[current];
  const several = steps.length > 1;

  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  // A step reached through the history (Forward, a reload, an edited URL) past one that is not
  // complete gives way to that one, saying why: the message is set as the step arrives…
  const firstIncomplete = (): { step: number; message: ReactNode } | null => {
    for (let i = 0; i < current; i++) {
      const message = steps[i]?.validate?.() ?? null;
      if (message) return { step: i, message };
    }
    return null;
  };
  const [checkedStep, setCheckedStep] = useState<number | null>(null);
  if (checkedStep !== current) {
    setCheckedStep(current);
    const incomplete = firstIncomplete();
    if (incomplete) setProblem(incomplete);
  }
  // …and the history entry follows.
  useEffect(() => {
    const incomplete = firstIncomplete();
    if (incomplete) onStep(incomplete.step, { replace: true });
    else if (active !== current) onStep(current, { replace: true });
    // Only when the step changes: the steps are new objects on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  useEffect(() => {
    if (shownStep.current !== null && shownStep.current !== current) headingRef.current?.focus();
    shownStep.current = current;
  }, [current]);

  const forward = () => {
    const message = step?.validate?.() ?? null;
    if (message) {
      setProblem({ step: current, message });
      return;
    }
    setProblem(null);
    if (current < last) onStep(current + 1);
    else onFinish();
  };

  const back = () => {
    setProblem(null);
    if (current === 0) onCancel();
    else onStep(current - 1);
  };

  if (!step) return null;
  const shown = (problem?.step === current ? problem.message : null) ?? (current === last ? error : null);
  return (
    <Box component="section" aria-labelledby={title ? titleId : headingId} data-testid={testId} data-step={current + 1}>
      {title && (
        <Typography id={titleId} ref={titleRef} tabIndex={-1} variant="h5" component="h3" gutterBottom sx={{ outline: 'none' }}>
          {title}
        </Typography>
      )}
      {several && (
        <Stepper activeStep={current} alternativeLabel sx={{ mb: 2 }}>
          {steps.map((s) => (
            <Step key={s.label}>
              <StepLabel>{s.label}</StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
      <Box component="section" aria-labelledby={headingId}>
        {several && (
          <Typography variant="caption" color="text.secondary">
            {t('wizard.progress', { step: current + 1, count: steps.length })}
          </Typography>
        )}
        <Typography id={headingId} ref={headingRef} tabIndex={-1} variant="h6" component={title ? 'h4' : 'h3'} gutterBottom sx={{ outline: 'none' }}>
          {step.label}
        </Typography>
        {step.content}
      </Box>
      {shown && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid={`${testId}-problem`}>
          {shown}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 3 }}>
        <Button onClick={onCancel} disabled={pending} sx={{ mr: 'auto' }}>
          {t('wizard.cancel')}
        </Button>
        {several && (
          <Button variant="outlined" onClick={back} disabled={pending}>
            {t('wizard.previous')}
          </Button>
        )}
        {current < last ? (
          <Button variant="contained" onClick={forward}>
            {t('wizard.next')}
          </Button>
        ) : (
          <Button variant="contained" onClick={forward} disabled={pending}>
            {pending && pendingLabel ? pendingLabel : t('wizard.finish')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
