/** Small pieces the auto-payment views share: loading and error states, a view's heading, the error text. */
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { isInProgressError, NetworkError } from '../../../lib/api-client';
import { loadErrorText } from '../../../lib/load-error';

/** A loading line (role status). */
export function BillingLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{label ?? t('billing.loading')}</Typography>
    </Box>
  );
}

/** A failed read with its message and 'Try again'. */
export function BillingLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('billing.retry')}
        </Button>
      }
    >
      {t('billing.loadError')} {loadErrorText(error, t)}
    </Alert>
  );
}

/** What a query shows before its data. */
export interface QueryLike {
  data: unknown;
  error: Error | null;
  refetch: () => unknown;
}

/** The loading or error state of a read, or null once it has data (a read redirecting to the login stays loading, PLAT-099). */
export function queryState(q: QueryLike): ReactNode | null {
  if (q.data !== undefined) return null;
  if (q.error && !isInProgressError(q.error)) return <BillingLoadError error={q.error} onRetry={() => void q.refetch()} />;
  return <BillingLoading />;
}

/**
 * A view's heading (h3 under the page's h2). Focusable from script only: the page moves the focus
 * to it when the view changes, so a screen reader hears where it is.
 */
export function ViewHeading({ children, headingRef, id }: { children: ReactNode; headingRef?: Ref<HTMLHeadingElement>; id?: string }) {
  return (
    <Typography ref={headingRef} id={id} tabIndex={-1} variant="h6" component="h3" gutterBottom sx={{ outline: 'none' }}>
      {children}
    </Typography>
  );
}

/** The text of a failed call: the network text for a network failure (PAY-038), else its message. */
export function errorText(error: unknown, t: (k: string) => string): string {
  if (error instanceof NetworkError) return t('startup.networkError');
  return error instanceof Error && error.message ? error.message : t('errors.generic');
}
