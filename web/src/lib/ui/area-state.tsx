/**
 * The loading and failed states of a read, a view's heading and a failed call's text, shared by
 * the areas that show them alike (billing, phone, onboarding). An area names its texts by its
 * catalog prefix: `<area>.loading`, `<area>.loadError` and `<area>.retry`.
 */
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from '../../i18n/translation';
import { isInProgressError, NetworkError } from '../api-client';
import { loadErrorText } from '../load-error';

/** The catalog prefixes of the areas whose texts these pieces use. */
export type Area = 'billing' | 'phone' | 'onboarding' | 'support' | 'support.ticket';

/** A loading line (role status). */
export function LoadingLine({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{label}</Typography>
    </Box>
  );
}

/** A loading line: the label, else the area's loading text. */
export function AreaLoading({ area, label }: { area: Area; label?: string }) {
  const { t } = useTranslation();
  return <LoadingLine label={label ?? t(`${area}.loading`)} />;
}

/** A failed read with its message and 'Try again'. */
export function AreaLoadError({ area, error, onRetry, label }: { area: Area; error: unknown; onRetry: () => void; label?: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t(`${area}.retry`)}
        </Button>
      }
      sx={{ overflowWrap: 'anywhere' }}
    >
      {label ?? t(`${area}.loadError`)} {loadErrorText(error, t)}
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
export function areaQueryState(area: Area, q: QueryLike, labels: { loading?: string; error?: string } = {}): ReactNode | null {
  if (q.data !== undefined) return null;
  if (q.error && !isInProgressError(q.error)) return <AreaLoadError area={area} error={q.error} label={labels.error} onRetry={() => void q.refetch()} />;
  return <AreaLoading area={area} label={labels.loading} />;
}

/**
 * A view's heading (h3 under the page's h2). Focusable from script only: the page moves the focus
 * to it when the view changes, so a keyboard or screen-reader user lands where the page changed.
 */
export function ViewHeading({ children, headingRef, id }: { children: ReactNode; headingRef?: Ref<HTMLHeadingElement>; id?: string }) {
  return (
    <Typography ref={headingRef} id={id} tabIndex={-1} variant="h6" component="h3" gutterBottom sx={{ outline: 'none' }}>
      {children}
    </Typography>
  );
}

/** The text of a failed call: the network text for a network failure (PAY-038, ONB-013, ONB-037), else its message. */
export function errorText(error: unknown, t: (k: string) => string): string {
  if (error instanceof NetworkError) return t('startup.networkError');
  return error instanceof Error && error.message ? error.message : t('errors.generic');
}
