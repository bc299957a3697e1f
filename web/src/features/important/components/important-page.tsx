import { Alert, Box, Button, Card, CardActions, CardContent, CircularProgress, Stack, Typography, useMediaQuery } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useAccount, type AccountWarning } from '../../../lib/account';
import { isInProgressError } from '../../../lib/api-client';
import { useAccountWarnings } from '../api/get-account-warnings';
import { WarningActions } from './warning-actions';
import { PageHeading } from '../../../lib/ui/page-heading';

/** Below this width the warning text is shortened (PLAT-026). */
export const SHORT_TEXT_WIDTH = 580;
const SHORT_TEXT_CHARS = 140;

/** The text as shown: shortened to SHORT_TEXT_CHARS on narrow screens. */
export function shortenText(text: string, narrow: boolean): string {
  if (!narrow || text.length <= SHORT_TEXT_CHARS) return text;
  return `${text.slice(0, SHORT_TEXT_CHARS).trimEnd()}…`;
}

function WarningCard({ warning, activeUser, narrow }: { warning: AccountWarning; activeUser: number; narrow: boolean }) {
  const { t } = useTranslation();
  const { names } = useAccount();
  const titleId = useId();
  const bodyId = useId();
  // Shortened on narrow screens (PLAT-026), but never out of reach: 'Read more' shows it all.
  const [expanded, setExpanded] = useState(false);
  const shortened = shortenText(warning.body, narrow);
  const canExpand = shortened !== warning.body;
  // Which account a warning is about, when the login holds several (NET-002).
  const account =
    warning.multipleusers && warning.user !== null ? t('important.forAccount', { id: warning.user, name: names[warning.user] ?? '' }).trim() : '';
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      data-testid={`warning-${warning.type}`}
      sx={{ borderColor: 'error.light' }}
    >
      <CardContent>
        <Typography id={titleId} variant="h6" component="h3" color="error.dark" gutterBottom>
          {warning.title}
        </Typography>
        {account && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {account}
          </Typography>
        )}
        <Typography id={bodyId} sx={{ whiteSpace: 'pre-line' }}>
          {canExpand && !expanded ? shortened : warning.body}
        </Typography>
        {canExpand && (
          <Button
            size="small"
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={() => setExpanded((e) => !e)}
            sx={{ mt: 0.5, ml: -1 }}
          >
            {t(expanded ? 'important.showLess' : 'important.readMore')}
          </Button>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <WarningActions warning={warning} activeUser={activeUser} />
      </CardActions>
    </Card>
  );
}

/**
 * /ui/user/important: the account warnings as cards (PLAT-013, NET-086…100): title, body and
 * the actions of each type — hit-cap: Unlimited mode or an upgrade on the Package page; a
 * clearable disruptive ticket: a typed signature; one that is not clearable: support's phone and
 * e-mail, 24/7; not registered: automatic (one account, at home) or manual registration.
 */
export function ImportantPage() {
  const { t } = useTranslation();
  const { activeUser } = useAccount();
  const narrow = useMediaQuery(`(max-width:${SHORT_TEXT_WIDTH - 0.05}px)`);
  const warnings = useAccountWarnings();
  const list = warnings.data ?? [];
  const loading = warnings.isPending || (!warnings.data && isInProgressError(warnings.error));
  return (
    <section>
      <PageHeading>
        {t('important.heading')}
      </PageHeading>
      {loading && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('important.loading')}</Typography>
        </Box>
      )}
      {warnings.error && !warnings.data && !loading && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void warnings.refetch()}>
              {t('important.retry')}
            </Button>
          }
        >
          {warnings.error.name === 'NetworkError' ? t('startup.networkError') : `${t('important.loadError')} ${warnings.error.message}`}
        </Alert>
      )}
      {warnings.data && list.length === 0 && <Typography>{t('important.none')}</Typography>}
      <Stack spacing={2}>
        {list.map((w, i) => (
          <WarningCard key={w.id ?? `${w.type}-${w.user ?? ''}-${i}`} warning={w} activeUser={activeUser} narrow={narrow} />
        ))}
      </Stack>
    </section>
  );
}
