import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Component, Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import { lazyNamed } from '../lib/lazy-named';
import { getSessionValues } from '../lib/session-values';
import { PublicFrame } from '../lib/ui/public-frame';
import { useErrorReporter, type ErrorReporter } from './error-reporter';
import { withTexts } from '../i18n/i18n';

// The feedback form is loaded when first asked for: it is not part of the app's first load.
const FeedbackDialog = lazyNamed(() => withTexts(['feedback'], import('../features/notices/components/feedback-dialog')), 'FeedbackDialog');

/**
 * The error page (PLAT-125): 'Oops! Something went wrong.', 'Reload Page', 'Send us a feedback'.
 * framed: a whole page in the public pages' frame (an error outside the shell); otherwise a card in
 * the shell's content area (a view's error, the shell around it still works).
 */
export function ErrorPage({ error, framed = false }: { error: Error; framed?: boolean }) {
  const { t } = useTranslation();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  // Mounted from the first opening on, so that closing it still animates.
  const [feedbackAsked, setFeedbackAsked] = useState(false);
  // Where it happened, for the feedback's context: the page path and the error's message.
  const context = `${window.location.pathname}: ${error.message}`;
  const card = (
    <Paper sx={{ p: { xs: 3, sm: 4 }, maxWidth: 480, width: '100%', textAlign: 'center' }} role="alert">
      <Typography variant="h5" component={framed ? 'h1' : 'h2'} gutterBottom>
        {t('errors.somethingWentWrong')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mt: 3 }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('errors.reloadPage')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            setFeedbackAsked(true);
            setFeedbackOpen(true);
          }}
        >
          {t('errors.sendFeedback')}
        </Button>
      </Stack>
    </Paper>
  );
  const feedback = feedbackAsked && (
    <Suspense fallback={null}>
      <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} context={context} />
    </Suspense>
  );
  if (framed) {
    return (
      <PublicFrame width="narrow" align="center">
        {card}
        {feedback}
      </PublicFrame>
    );
  }
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 320, p: 2 }}>
      {card}
      {feedback}
    </Box>
  );
}

class Boundary extends Component<
  { reporter: ErrorReporter; resetKey: unknown; framed: boolean; children: ReactNode },
  { error: Error | null }
> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.reporter.report(error, { user: getSessionValues().user });
  }

  componentDidUpdate(prev: { resetKey: unknown }) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  render() {
    return this.state.error ? <ErrorPage error={this.state.error} framed={this.props.framed} /> : this.props.children;
  }
}

/**
 * Catches a view's unexpected error, reports it, and shows the error page until resetKey changes;
 * framed for the app-wide boundary (ErrorPage).
 */
export function AppErrorBoundary({ resetKey, framed = false, children }: { resetKey?: unknown; framed?: boolean; children: ReactNode }) {
  const reporter = useErrorReporter();
  return (
    <Boundary reporter={reporter} resetKey={resetKey} framed={framed}>
      {children}
    </Boundary>
  );
}
