import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Route, Routes } from 'react-router';
import { errorText } from '../errors';
import { useI18n, type I18n, type Lang } from '../i18n';
import { NotFound } from '../shell';
import { StaffApiError } from '../api';
import { statusApi, type Site, type StatusEvent, type Text } from './api';
import { pick, when } from '../format';
import { TextPair } from '../text-pair';

/** The status section's pages, below /staff/status/. */
export function StatusRoutes() {
  return (
    <Routes>
      <Route index element={<StatusPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

const queryKey = ['staff', 'status'];

/** A datetime-local value as RFC 3339 (the browser's zone), or undefined when empty. */
function rfc3339(local: string): string | undefined {
  if (!local) return undefined;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

function failure(i18n: I18n, err: unknown): string {
  if (err instanceof StaffApiError && err.serverMessage && err.status !== 401 && err.status !== 403 && err.status < 500) {
    return i18n.t('status.refused', { detail: err.serverMessage });
  }
  return errorText(i18n, err);
}

/** The status section: the events going on or planned (and resolved in the last day), and the declaration form. */
export function StatusPage() {
  const i18n = useI18n();
  const { t } = i18n;
  const q = useQuery({ queryKey, queryFn: statusApi.list, refetchInterval: 30_000 });
  return (
    <Box component="section" aria-labelledby="status-title" sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="status-title" variant="h5" component="h1">
          {t('status.title')}
        </Typography>
        <Button onClick={() => void q.refetch()} disabled={q.isFetching}>
          {t('status.refresh')}
        </Button>
      </Box>
      <Typography>{t('status.help')}</Typography>
      {q.isPending && <CircularProgress aria-label={t('status.title')} />}
      {q.isError && <Alert severity="error">{errorText(i18n, q.error)}</Alert>}
      {q.data && (
        <>
          <Box component="section" aria-labelledby="status-current" sx={{ display: 'grid', gap: 2 }}>
            <Typography id="status-current" variant="h6" component="h2">
              {t('status.current')}
            </Typography>
            {q.data.events.length === 0 && <Typography>{t('status.none')}</Typography>}
            {q.data.events.map((e) => (
              <EventCard key={e.id} event={e} sites={q.data.sites} />
            ))}
          </Box>
          <DeclareForm sites={q.data.sites} />
        </>
      )}
    </Box>
  );
}

function siteNames(lang: Lang, sites: Site[], codes: string[]): string {
  return codes.map((c) => pick(lang, sites.find((s) => s.code === c)?.name ?? { en: c, fr: '' })).join(', ');
}

function EventCard({ event, sites }: { event: StatusEvent; sites: Site[] }) {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const client = useQueryClient();
  const [text, setText] = useState<Text>({ en: '', fr: '' });
  const [estimate, setEstimate] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [resolution, setResolution] = useState<Text>({ en: '', fr: '' });
  const [done, setDone] = useState('');
  const update = useMutation({
    mutationFn: () => statusApi.update(event.id, text, rfc3339(estimate)),
    onSuccess: async () => {
      setText({ en: '', fr: '' });
      setEstimate('');
      setDone(t('status.updated'));
      await client.invalidateQueries({ queryKey });
    },
  });
  const resolve = useMutation({
    mutationFn: () => statusApi.resolve(event.id, resolution),
    onSuccess: async () => {
      setConfirming(false);
      setDone(t('status.resolved'));
      await client.invalidateQueries({ queryKey });
    },
  });
  const title = pick(lang, event.title);
  const headingId = `event-${event.id}`;
  const open = event.status !== 'resolved';
  return (
    <Paper component="article" aria-labelledby={headingId} data-testid="status-event" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h6" component="h3">
          {title}
        </Typography>
        <Chip size="small" label={t(`status.kind.${event.kind}`)} />
        <Chip size="small" color={event.status === 'ongoing' ? 'error' : event.status === 'planned' ? 'default' : 'success'}
          label={t(`status.state.${event.status}`)} />
      </Box>
      <Typography variant="body2">{siteNames(lang, sites, event.sites)}</Typography>
      <Typography variant="body2">
        {t(event.status === 'planned' ? 'status.from' : 'status.since', { when: when(lang, event.starts_at) })}
        {' · '}
        {event.estimated_restoration ? t('status.estimateAt', { when: when(lang, event.estimated_restoration) }) : t('status.noEstimate')}
      </Typography>
      {event.resolution && (
        <Typography variant="body2">
          {t('status.resolvedAt', { when: when(lang, event.resolution.at) })} — {pick(lang, event.resolution.text)}
        </Typography>
      )}
      {event.updates.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h4">
            {t('status.updates')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {[...event.updates].reverse().map((u) => (
              <li key={u.at + u.text.en}>
                <Typography variant="body2">
                  <time dateTime={u.at}>{when(lang, u.at)}</time> — {pick(lang, u.text)}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {done && <Alert severity="success">{done}</Alert>}
      {open && (
        <Box component="form" aria-label={`${t('status.postUpdate')}: ${title}`} sx={{ display: 'grid', gap: 2 }}
          onSubmit={(ev: FormEvent) => {
            ev.preventDefault();
            setDone('');
            update.mutate();
          }}
        >
          <Typography variant="subtitle2" component="h4">
            {t('status.postUpdate')}
          </Typography>
          <TextPair idPrefix={`${event.id}-update`} labelEn={t('status.textEn')} labelFr={t('status.textFr')} value={text} onChange={setText} required />
          <TextField id={`${event.id}-estimate`} type="datetime-local" label={t('status.newEstimate')} value={estimate}
            onChange={(ev) => setEstimate(ev.target.value)} helperText={t('status.newEstimateHelp')}
            slotProps={{ inputLabel: { shrink: true } }} sx={{ maxWidth: 320 }} />
          {update.isError && <Alert severity="error">{failure(i18n, update.error)}</Alert>}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={update.isPending}>
              {t('status.submitUpdate')}
            </Button>
            <Button color="error" variant="outlined" onClick={() => { resolve.reset(); setConfirming(true); }}>
              {t('status.resolve')}
            </Button>
          </Box>
        </Box>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`${headingId}-resolve`} fullWidth maxWidth="sm">
        <Box component="form" onSubmit={(ev: FormEvent) => { ev.preventDefault(); resolve.mutate(); }}>
          <DialogTitle id={`${headingId}-resolve`}>{t('status.resolveTitle', { title })}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <DialogContentText>{t('status.resolveHelp')}</DialogContentText>
            <TextPair idPrefix={`${event.id}-resolution`} labelEn={t('status.resolutionEn')} labelFr={t('status.resolutionFr')}
              value={resolution} onChange={setResolution} required />
            {resolve.isError && <Alert severity="error">{failure(i18n, resolve.error)}</Alert>}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>{t('status.cancel')}</Button>
            <Button type="submit" color="error" variant="contained" disabled={resolve.isPending}>
              {t('status.confirmResolve')}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </Paper>
  );
}

function DeclareForm({ sites }: { sites: Site[] }) {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const client = useQueryClient();
  const [kind, setKind] = useState<'outage' | 'maintenance'>('outage');
  const [title, setTitle] = useState<Text>({ en: '', fr: '' });
  const [chosen, setChosen] = useState<string[]>([]);
  const [startsAt, setStartsAt] = useState('');
  const [estimate, setEstimate] = useState('');
  const [text, setText] = useState<Text>({ en: '', fr: '' });
  const [noSite, setNoSite] = useState(false);
  const [done, setDone] = useState(false);
  const declare = useMutation({
    mutationFn: () =>
      statusApi.declare({ kind, title, sites: chosen, startsAt: rfc3339(startsAt), estimate: rfc3339(estimate), text }),
    onSuccess: async () => {
      setTitle({ en: '', fr: '' });
      setChosen([]);
      setStartsAt('');
      setEstimate('');
      setText({ en: '', fr: '' });
      setDone(true);
      await client.invalidateQueries({ queryKey });
    },
  });
  return (
    <Paper component="section" aria-labelledby="status-declare" sx={{ p: 2 }}>
      <Box component="form" noValidate={false} sx={{ display: 'grid', gap: 2 }}
        onSubmit={(ev: FormEvent) => {
          ev.preventDefault();
          setDone(false);
          if (chosen.length === 0) {
            setNoSite(true);
            return;
          }
          declare.mutate();
        }}
      >
        <Typography id="status-declare" variant="h6" component="h2">
          {t('status.declare')}
        </Typography>
        <TextField id="declare-kind" select label={t('status.kind')} value={kind} sx={{ maxWidth: 320 }}
          onChange={(ev) => setKind(ev.target.value as 'outage' | 'maintenance')}>
          <MenuItem value="outage">{t('status.kind.outage')}</MenuItem>
          <MenuItem value="maintenance">{t('status.kind.maintenance')}</MenuItem>
        </TextField>
        <TextPair idPrefix="declare-title" labelEn={t('status.titleEn')} labelFr={t('status.titleFr')} value={title} onChange={setTitle}
          required helperEn={t('status.titleHelp')} multiline={false} />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-describedby={noSite ? 'declare-sites-error' : undefined}>
          <FormLabel component="legend">{t('status.sites')}</FormLabel>
          {sites.length === 0 && <Typography variant="body2">{t('status.noSites')}</Typography>}
          <FormGroup row>
            {sites.map((s) => (
              <FormControlLabel key={s.code} label={`${pick(lang, s.name)} (${s.code})`}
                control={
                  <Checkbox checked={chosen.includes(s.code)}
                    onChange={(ev) => {
                      setNoSite(false);
                      setChosen(ev.target.checked ? [...chosen, s.code] : chosen.filter((c) => c !== s.code));
                    }}
                  />
                }
              />
            ))}
          </FormGroup>
          {noSite && <FormHelperText id="declare-sites-error" error>{t('status.pickSite')}</FormHelperText>}
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField id="declare-starts" type="datetime-local" label={t('status.startsAt')} value={startsAt}
            onChange={(ev) => setStartsAt(ev.target.value)} helperText={t('status.startsAtHelp')} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField id="declare-estimate" type="datetime-local" label={t('status.estimate')} value={estimate}
            onChange={(ev) => setEstimate(ev.target.value)} helperText={t('status.estimateHelp')} slotProps={{ inputLabel: { shrink: true } }} />
        </Box>
        <TextPair idPrefix="declare-text" labelEn={t('status.textEn')} labelFr={t('status.textFr')} value={text} onChange={setText} />
        {declare.isError && <Alert severity="error">{failure(i18n, declare.error)}</Alert>}
        {done && <Alert severity="success">{t('status.declared')}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={declare.isPending}>
            {t('status.submitDeclare')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
