import CheckCircle from '@mui/icons-material/CheckCircle';
import CloudOff from '@mui/icons-material/CloudOff';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../i18n/translation';
import { isInProgressError } from '../../../lib/api-client';
import { useAccount } from '../../../lib/account';
import { brandingQuery, fallbackBranding } from '../../../lib/branding';
import { useFormat } from '../../../lib/format/use-format';
import { loadErrorText } from '../../../lib/load-error';
import { useProviderTimeZone } from '../../../lib/provider-time-zone';
import { PageHeading } from '../../../lib/ui/page-heading';
import { useDiagnosis, useRouterRestart, type Diagnosis, type Disconnection } from '../api/troubleshoot-api';
import { SiteStatusSlot } from './site-status-slot';
import { diagnosticsSummary, ticketHandoff } from './support-handoff';

/** 44 px tap targets (WCAG 2.5.5). */
const TAP = { minHeight: 44 } as const;

/** '28 November 2026, 14:05'-like: the provider's date and clock of an epoch-seconds time. */
function useWhen(): (epochSeconds: number) => string {
  const f = useFormat();
  const { timeZone } = useProviderTimeZone();
  return (s) => `${f.date(s * 1000, timeZone)} ${f.clock(s * 1000, timeZone)}`;
}

/**
 * /ui/user/troubleshoot — "Is it us or you?" (issue 32, item 2): the router's state from the
 * counters the provider receives (online, last heard from, connected since, the day's
 * disconnections), three guided steps each saying what the page found, the router restart behind a
 * confirmation (once per 10 minutes, the server says how long is left), and "Still not working":
 * the support contact with the diagnostics to read out.
 */
export function TroubleshootPage() {
  const { t } = useTranslation();
  const { activeUser } = useAccount();
  const q = useDiagnosis(activeUser);
  const [support, setSupport] = useState(false);
  const headingId = useId();
  const data = q.data;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <PageHeading id={headingId}>{t('troubleshoot.heading')}</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('troubleshoot.intro')}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 760 }}>
        <SiteStatusSlot user={activeUser} />
        {data === undefined ? (
          q.error && !isInProgressError(q.error) ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" onClick={() => void q.refetch()} sx={TAP}>
                  {t('troubleshoot.retry')}
                </Button>
              }
              sx={{ overflowWrap: 'anywhere' }}
            >
              {t('troubleshoot.loadError')} {loadErrorText(q.error, t)}
            </Alert>
          ) : (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
              <CircularProgress size={24} aria-hidden />
              <Typography>{t('troubleshoot.loading')}</Typography>
            </Box>
          )
        ) : data.available ? (
          <>
            <RouterCard d={data.diagnosis} />
            <StepsCard user={activeUser} d={data.diagnosis} />
          </>
        ) : (
          <Alert severity="info" data-testid="troubleshoot-no-router">
            {t('troubleshoot.noRouter')}
          </Alert>
        )}
        {data !== undefined && (
          <Box>
            {!support && (
              <Button variant="outlined" onClick={() => setSupport(true)} sx={TAP} data-testid="still-not-working">
                {t('troubleshoot.support.button')}
              </Button>
            )}
            {support && <SupportPanel user={activeUser} d={data.available ? data.diagnosis : null} />}
          </Box>
        )}
      </Stack>
    </Box>
  );
}

function RouterCard({ d }: { d: Diagnosis }) {
  const { t } = useTranslation();
  const when = useWhen();
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid="router-state">
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography id={headingId} variant="h6" component="h3">
            {t('troubleshoot.router.heading')}
          </Typography>
          {d.reported && (
            <Chip
              data-testid="router-online"
              icon={d.online ? <CheckCircle /> : <CloudOff />}
              color={d.online ? 'success' : 'error'}
              label={d.online ? t('troubleshoot.router.online') : t('troubleshoot.router.offline')}
            />
          )}
        </Stack>
        {!d.reported ? (
          <Typography>{t('troubleshoot.router.neverReported')}</Typography>
        ) : (
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 0.5 }}>
            {d.last_seen !== null && (
              <>
                <Typography component="dt" color="text.secondary">
                  {t('troubleshoot.router.lastSeen')}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }} data-testid="router-last-seen">
                  {when(d.last_seen)}
                </Typography>
              </>
            )}
            {d.online && d.online_since !== null && (
              <>
                <Typography component="dt" color="text.secondary">
                  {d.online_since_at_least ? t('troubleshoot.router.onlineSinceAtLeast') : t('troubleshoot.router.onlineSince')}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }} data-testid="router-online-since">
                  {when(d.online_since)}
                </Typography>
              </>
            )}
          </Box>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('troubleshoot.router.signal')}
        </Typography>
        <Typography variant="subtitle1" component="h4" sx={{ mt: 2 }}>
          {t('troubleshoot.router.disconnections')}
        </Typography>
        {d.disconnections.length === 0 ? (
          <Typography data-testid="router-no-disconnections">{t('troubleshoot.router.noDisconnections')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="router-disconnections">
            {d.disconnections.map((x) => (
              <li key={`${x.from}-${x.until ?? 'now'}`}>
                <Typography>{disconnectionText(x, t, when)}</Typography>
              </li>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

function disconnectionText(x: Disconnection, t: (k: string, v?: Record<string, string>) => string, when: (s: number) => string): string {
  if (x.until === null) return t('troubleshoot.router.droppedOngoing', { from: when(x.from) });
  return t(x.restart ? 'troubleshoot.router.restarted' : 'troubleshoot.router.dropped', { from: when(x.from), until: when(x.until) });
}

function StepsCard({ user, d }: { user: number; d: Diagnosis }) {
  const { t } = useTranslation();
  const when = useWhen();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const restart = useRouterRestart(user);
  const waiting = d.next_restart_at !== null && d.next_restart_at > d.now;
  const restartFound = !d.reported
    ? t('troubleshoot.steps.restart.never')
    : d.online
      ? t('troubleshoot.steps.restart.online')
      : t('troubleshoot.steps.restart.offline', { since: when(d.last_seen ?? d.now) });
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid="troubleshoot-steps">
      <CardContent>
        <Typography id={headingId} variant="h6" component="h3" gutterBottom>
          {t('troubleshoot.steps.heading')}
        </Typography>
        <Stack spacing={2.5}>
          <Box component="section" data-testid="step-restart">
            <Typography variant="subtitle1" component="h4">
              {t('troubleshoot.steps.restart.title')}
            </Typography>
            <Typography>{restartFound}</Typography>
            {d.last_restart && (
              <Typography variant="body2" color="text.secondary">
                {t('troubleshoot.steps.restart.lastRestart', { at: when(d.last_restart.at) })}
              </Typography>
            )}
            {d.can_restart ? (
              <Box sx={{ mt: 1 }}>
                <Button variant="contained" sx={TAP} onClick={() => { restart.reset(); setConfirming(true); }} data-testid="restart-button">
                  {t('troubleshoot.steps.restart.button')}
                </Button>
                {waiting && !restart.isSuccess && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="restart-wait">
                    {t('troubleshoot.steps.restart.waitUntil', { at: when(d.next_restart_at!) })}
                  </Typography>
                )}
              </Box>
            ) : (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('troubleshoot.steps.restart.manual')}
              </Typography>
            )}
            <Box aria-live="polite">
              {restart.isSuccess && (
                <Alert severity="success" sx={{ mt: 1 }} data-testid="restart-result">
                  {restart.data.outcome === 'queued' ? t('troubleshoot.restarted.queued') : t('troubleshoot.restarted.done')}
                </Alert>
              )}
            </Box>
          </Box>
          <Box component="section" data-testid="step-wired">
            <Typography variant="subtitle1" component="h4">
              {t('troubleshoot.steps.wired.title')}
            </Typography>
            <Typography>{d.online ? t('troubleshoot.steps.wired.online') : t('troubleshoot.steps.wired.offline')}</Typography>
          </Box>
          <Box component="section" data-testid="step-wifi">
            <Typography variant="subtitle1" component="h4">
              {t('troubleshoot.steps.wifi.title')}
            </Typography>
            {d.has_wifi ? (
              <>
                <Typography>{t('troubleshoot.steps.wifi.withSettings')}</Typography>
                <Button component={RouterLink} to="/user/wifi" variant="outlined" sx={{ ...TAP, mt: 1 }}>
                  {t('troubleshoot.steps.wifi.link')}
                </Button>
              </>
            ) : (
              <Typography>{t('troubleshoot.steps.wifi.without')}</Typography>
            )}
          </Box>
        </Stack>
      </CardContent>
      {confirming && (
        <RestartDialog
          pending={restart.isPending}
          error={restart.isError ? restart.error.message : null}
          onCancel={() => setConfirming(false)}
          onConfirm={() => restart.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        />
      )}
    </Card>
  );
}

function RestartDialog({ pending, error, onCancel, onConfirm }: { pending: boolean; error: string | null; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const close = () => {
    if (!pending) onCancel();
  };
  return (
    <Dialog open onClose={close} aria-labelledby={titleId} aria-describedby={bodyId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('troubleshoot.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{t('troubleshoot.confirm.body')}</DialogContentText>
        {error && (
          <Alert severity="warning" role="alert" sx={{ mt: 2 }} data-testid="restart-refused">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pending} sx={TAP}>
          {t('troubleshoot.confirm.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={pending || error !== null} sx={TAP}>
          {pending ? t('troubleshoot.confirm.restarting') : t('troubleshoot.confirm.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The support contact (the branding's, as on Contact Us) and what the page found, to read out. */
function SupportPanel({ user, d }: { user: number; d: Diagnosis | null }) {
  const { t } = useTranslation();
  const when = useWhen();
  const headingId = useId();
  const branding = useQuery(brandingQuery());
  const b = branding.data ?? fallbackBranding;
  const lines = diagnosticsSummary(user, d, t, when);
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid="support-panel">
      <CardContent>
        <Typography id={headingId} variant="h6" component="h3" gutterBottom tabIndex={-1}>
          {t('troubleshoot.support.heading')}
        </Typography>
        <Typography sx={{ mb: 1 }}>{t('troubleshoot.support.intro')}</Typography>
        <Stack spacing={0.5} sx={{ mb: 2 }}>
          {b.phone && (
            <Typography data-testid="support-phone">
              {t('troubleshoot.support.phone')}{' '}
              <Link href={`tel:${b.phone.replace(/[^0-9+]/g, '')}`} sx={{ fontWeight: 500, whiteSpace: 'nowrap', display: 'inline-block', py: 1.25 }}>
                {b.phone}
              </Link>
            </Typography>
          )}
          {b.email && (
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {t('troubleshoot.support.email')}{' '}
              <Link href={`mailto:${b.email}`} sx={{ display: 'inline-block', py: 1.25 }}>
                {b.email}
              </Link>
            </Typography>
          )}
        </Stack>
        <Typography variant="subtitle1" component="h4">
          {t('troubleshoot.support.summaryHeading')}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="support-summary">
          {lines.map((line) => (
            <li key={line}>
              <Typography>{line}</Typography>
            </li>
          ))}
        </Box>
        <Button component={RouterLink} {...ticketHandoff(lines)} variant="contained" sx={{ ...TAP, mt: 2 }} data-testid="support-request">
          {t('troubleshoot.support.request')}
        </Button>
      </CardContent>
    </Card>
  );
}
