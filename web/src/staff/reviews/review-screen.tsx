import { useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { reviewFileUrl, staffApi, StaffApiError, type AccountChange, type QueueId, type ReviewDecision, type ReviewItem } from '../api';
import { errorText } from '../errors';
import { locale, when } from '../format';
import { formatAge, useI18n, type Key } from '../i18n';
import { PhotoViewer } from './photo-viewer';
import { en as reviewTexts } from './texts';
import { ColumnHeads } from '../column-heads';

function useDate() {
  const { lang } = useI18n();
  return (iso: string | undefined, timeOnly = false) =>
    !iso ? '' : timeOnly ? new Date(iso).toLocaleTimeString(locale(lang), { hour: '2-digit', minute: '2-digit' }) : when(lang, iso);
}

/** One item of a review queue: what is reviewed, who works on it, and the decision. */
export function ReviewScreen({ queue, id }: { queue: QueueId; id: number }) {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const date = useDate();
  const queryClient = useQueryClient();
  const key = ['staff', 'review', queue, id];
  const q = useQuery({ queryKey: key, queryFn: () => staffApi.review(queue, id), retry: (n, e) => !(e instanceof StaffApiError) && n < 2 });
  const [done, setDone] = useState<ReviewDecision['decision'] | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: ['staff', 'reviews', queue] });
    void queryClient.invalidateQueries({ queryKey: ['staff', 'queues'] });
  };

  const back = (
    <Button component={RouterLink} to={`/reviews/${queue}`}>
      {t('reviews.backToQueue')}
    </Button>
  );
  if (q.isPending) return <CircularProgress aria-label={t(`queue.${queue}`)} />;
  if (q.isError)
    return (
      <Box component="section" sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography variant="h5" component="h1">
          {t('reviews.item', { queue: t(`queue.${queue}`), id })}
        </Typography>
        <Alert severity="error">{errorText(i18n, q.error)}</Alert>
        {back}
      </Box>
    );
  const it = q.data;
  const photoKind = queue === 'void-cheques' ? t('reviews.kind.cheque') : t('reviews.kind.identity');
  const who = it.name || it.mail?.to || '—';

  return (
    <Box component="section" aria-labelledby="item-title" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography id="item-title" variant="h5" component="h1">
            {t('reviews.item', { queue: t(`queue.${queue}`), id })}
          </Typography>
          <Typography data-testid="item-subscriber">
            <strong>{who}</strong>
            {it.account !== undefined && (
              <>
                {' · '}
                <Link component={RouterLink} to={`/subscribers/${it.account}`}>
                  {t('reviews.accountOf', { account: it.account })}
                </Link>
              </>
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('reviews.since', { when: date(it.since), age: formatAge(lang, it.ageSeconds) })}
          </Typography>
        </Box>
        {back}
      </Box>

      {done && (
        <Alert severity="success" role="status">
          {t(`reviews.done.${done}`)}
        </Alert>
      )}
      {!it.pending && <Decided item={it} />}
      {it.pending && <ClaimBar item={it} onChange={refresh} />}

      {(queue === 'identity-documents' || queue === 'void-cheques') && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: queue === 'void-cheques' ? 'minmax(0, 2fr) minmax(16rem, 1fr)' : '1fr' } }}>
          <Paper sx={{ p: 2, minWidth: 0 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('reviews.photo')}
            </Typography>
            {it.file ? (
              <PhotoViewer src={reviewFileUrl(queue, id)} alt={t('reviews.photo.alt', { kind: photoKind, name: who })} />
            ) : (
              <Alert severity="warning">{t('reviews.photo.missing')}</Alert>
            )}
          </Paper>
          {queue === 'void-cheques' && it.pending && (
            <Paper sx={{ p: 2 }}>
              <Decision item={it} onDone={(d) => (setDone(d), refresh())} />
            </Paper>
          )}
        </Box>
      )}

      {queue === 'contracts' && it.signature && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(16rem, 1fr)' } }}>
          <Paper sx={{ p: 2, minWidth: 0, display: 'grid', gap: 1 }}>
            <Typography variant="h6" component="h2">
              {t('reviews.pdf')}
            </Typography>
            {it.file ? (
              <>
                <Box
                  component="iframe"
                  data-testid="review-pdf"
                  src={reviewFileUrl(queue, id)}
                  title={t('reviews.pdf.title', {
                    kind: t(it.signature.kind === 'agreement' ? 'reviews.signature.agreement' : 'reviews.signature.contract'),
                    name: who,
                  })}
                  sx={{ width: '100%', height: { xs: 480, md: 640 }, border: 1, borderColor: 'divider', borderRadius: 1 }}
                />
                <Link href={reviewFileUrl(queue, id)} target="_blank" rel="noopener">
                  {t('reviews.pdf.open')}
                </Link>
              </>
            ) : (
              <Alert severity="warning">{t('reviews.photo.missing')}</Alert>
            )}
          </Paper>
          <Paper sx={{ p: 2 }}>
            <Facts
              rows={[
                [t('reviews.signature.kind'), `${t(it.signature.kind === 'agreement' ? 'reviews.signature.agreement' : 'reviews.signature.contract')}${it.signature.agreementType ? ` (${it.signature.agreementType})` : ''}`],
                [t('reviews.signature.version'), it.signature.version],
                [t('reviews.signature.term'), String(it.signature.term)],
                ...(it.signature.signerName || it.signature.companyName
                  ? [[t('reviews.signature.signer'), [it.signature.signerName, it.signature.companyName].filter(Boolean).join(' — ')] as [string, string]]
                  : []),
                [t('reviews.signature.login'), it.signature.login],
                [t('reviews.signature.ip'), it.signature.clientIp],
                [t('reviews.signature.signedAt'), date(it.signature.signedAt)],
                [t('reviews.signature.hash'), it.signature.pdfSha256],
              ]}
            />
          </Paper>
        </Box>
      )}

      {queue === 'change-requests' && it.request && <RequestTable item={it} />}

      {queue === 'failed-mail' && it.mail && (
        <Paper sx={{ p: 2 }}>
          <Facts
            rows={[
              [t('reviews.mail.to'), it.mail.to],
              [t('reviews.mail.subject'), it.mail.subject || '—'],
              [t('reviews.mail.kind'), it.mail.kind],
              [t('reviews.mail.lang'), it.mail.lang === 'fr' ? t('reviews.lang.fr') : t('reviews.lang.en')],
              [t('reviews.mail.attempts'), String(it.mail.attempts)],
              [t('reviews.mail.error'), it.mail.lastError || '—'],
              [t('reviews.mail.failedAt'), date(it.mail.failedAt) || '—'],
            ]}
          />
        </Paper>
      )}

      {it.pending && queue !== 'void-cheques' && (
        <Paper sx={{ p: 2 }}>
          <Decision item={it} onDone={(d) => (setDone(d), refresh())} />
        </Paper>
      )}
    </Box>
  );
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 1, m: 0 }}>
      {rows.map(([k, v]) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 700 }}>
            {k}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {v}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The outcome of a decided item. */
function Decided({ item }: { item: ReviewItem }) {
  const { t } = useI18n();
  const date = useDate();
  const statusKey = `reviews.status.${item.status}`;
  const status = statusKey in reviewTexts ? t(statusKey as Key) : item.status;
  return (
    <Alert severity="info" data-testid="item-decided">
      {t('reviews.decided', { status })}
      {item.decidedBy && item.decidedAt && <> {t('reviews.decidedBy', { by: item.decidedBy, when: date(item.decidedAt) })}</>}
      {item.reason && <Box component="span" sx={{ display: 'block' }}>{t('reviews.reason', { reason: item.reason })}</Box>}
    </Alert>
  );
}

/** Who works on the item: claim it, release it, or take it over from another agent (confirmed). */
function ClaimBar({ item, onChange }: { item: ReviewItem; onChange: () => void }) {
  const i18n = useI18n();
  const { t } = i18n;
  const date = useDate();
  const [confirm, setConfirm] = useState(false);
  const claim = useMutation({
    mutationFn: (takeOverFrom?: string) => staffApi.claimReview(item.queue, item.id, takeOverFrom),
    onSettled: () => {
      setConfirm(false);
      onChange();
    },
  });
  const release = useMutation({ mutationFn: () => staffApi.releaseReview(item.queue, item.id), onSettled: onChange });
  const c = item.claim;
  const holder = c ? c.name || c.email : '';
  let text: string;
  let actions: ReactNode;
  if (!c) {
    text = t('reviews.claim.none');
    actions = (
      <Button variant="contained" onClick={() => claim.mutate(undefined)} disabled={claim.isPending}>
        {t('reviews.claim.claim')}
      </Button>
    );
  } else if (c.mine) {
    text = t('reviews.claim.mine', { until: date(c.expiresAt, true) });
    actions = (
      <Button onClick={() => release.mutate()} disabled={release.isPending}>
        {t('reviews.claim.release')}
      </Button>
    );
  } else {
    text = t('reviews.claim.other', { holder: c.name ? `${c.name} (${c.email})` : c.email, until: date(c.expiresAt, true) });
    actions = (
      <Button variant="outlined" color="inherit" onClick={() => setConfirm(true)}>
        {t('reviews.claim.takeOver')}
      </Button>
    );
  }
  const err = claim.error ?? release.error;
  return (
    <>
      <Alert
        severity={c && !c.mine ? 'warning' : c ? 'success' : 'info'}
        data-testid="claim-bar"
        role="note"
        data-claim={c ? (c.mine ? 'mine' : 'other') : 'none'}
        action={actions}
        sx={{ alignItems: 'center' }}
      >
        {text}
      </Alert>
      {err && <Alert severity="error">{errorText(i18n, err)}</Alert>}
      <Dialog open={confirm} onClose={() => setConfirm(false)} aria-labelledby="take-over-title">
        <DialogTitle id="take-over-title">{t('reviews.claim.confirmTitle', { holder })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('reviews.claim.confirmText', { holder })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(false)}>{t('reviews.cancel')}</Button>
          <Button variant="contained" onClick={() => claim.mutate(c?.email)} disabled={claim.isPending}>
            {t('reviews.claim.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

const OTHER = '__other__';

/** Approve or reject (with a reason offered in the subscriber's language, or typed), resolve, or retry. */
function Decision({ item, onDone }: { item: ReviewItem; onDone: (d: ReviewDecision['decision']) => void }) {
  const i18n = useI18n();
  const { t } = i18n;
  const [rejecting, setRejecting] = useState(false);
  const [choice, setChoice] = useState('');
  const [other, setOther] = useState('');
  const [last4, setLast4] = useState('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState<'reason' | 'last4' | null>(null);
  const decide = useMutation({
    mutationFn: (d: ReviewDecision) => staffApi.decideReview(item.queue, item.id, d),
    onSuccess: (_, d) => onDone(d.decision),
  });
  const heldByOther = !!item.claim && !item.claim.mine;
  const busy = decide.isPending || heldByOther;
  const error = decide.error ? <Alert severity="error">{errorText(i18n, decide.error)}</Alert> : null;

  if (item.queue === 'failed-mail')
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        {error}
        <Button variant="contained" onClick={() => decide.mutate({ decision: 'retry' })} disabled={busy}>
          {t('reviews.mail.retry')}
        </Button>
      </Box>
    );

  if (item.queue === 'change-requests')
    return (
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          decide.mutate({ decision: 'resolve', note });
        }}
        sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}
      >
        {error}
        <TextField label={t('reviews.request.note')} value={note} onChange={(e) => setNote(e.target.value)} multiline minRows={2} fullWidth slotProps={{ htmlInput: { maxLength: 500 } }} />
        <Button type="submit" variant="contained" disabled={busy}>
          {t('reviews.request.resolve')}
        </Button>
      </Box>
    );

  const reasonText = choice === OTHER ? other.trim() : choice;
  const langName = item.lang === 'fr' ? t('reviews.lang.fr') : t('reviews.lang.en');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {error}
      {item.queue === 'void-cheques' && !rejecting && (
        <TextField
          label={t('reviews.last4')}
          value={last4}
          onChange={(e) => {
            setLast4(e.target.value.replace(/\D/g, '').slice(0, 4));
            setMissing(null);
          }}
          helperText={missing === 'last4' ? t('error.bad-last4') : t('reviews.last4.help')}
          error={missing === 'last4'}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{4}', maxLength: 4, autoComplete: 'off' } }}
          sx={{ maxWidth: '20rem' }}
        />
      )}
      {!rejecting ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            color="success"
            disabled={busy}
            onClick={() => {
              if (item.queue === 'void-cheques' && !/^\d{4}$/.test(last4)) return setMissing('last4');
              decide.mutate({ decision: 'approve', ...(item.queue === 'void-cheques' ? { last4 } : {}) });
            }}
          >
            {t('reviews.approve')}
          </Button>
          <Button variant="outlined" color="error" disabled={busy} onClick={() => setRejecting(true)}>
            {t('reviews.reject')}
          </Button>
        </Box>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!reasonText) return setMissing('reason');
            decide.mutate({ decision: 'reject', reason: reasonText });
          }}
          sx={{ display: 'grid', gap: 2 }}
        >
          <FormControl error={missing === 'reason'}>
            <FormLabel id="reason-label">{t('reviews.reject.title')}</FormLabel>
            <Typography variant="body2" color="text.secondary">
              {t('reviews.reject.help', { lang: langName })}
            </Typography>
            <RadioGroup
              aria-labelledby="reason-label"
              value={choice}
              onChange={(e) => {
                setChoice(e.target.value);
                setMissing(null);
              }}
            >
              {(item.reasons ?? []).map((r) => (
                <FormControlLabel key={r} value={r} control={<Radio />} label={<span lang={item.lang}>{r}</span>} />
              ))}
              <FormControlLabel value={OTHER} control={<Radio />} label={t('reviews.reject.other')} />
            </RadioGroup>
          </FormControl>
          {choice === OTHER && (
            <TextField
              label={t('reviews.reject.otherLabel')}
              value={other}
              onChange={(e) => {
                setOther(e.target.value);
                setMissing(null);
              }}
              multiline
              minRows={2}
              autoFocus
              slotProps={{ htmlInput: { maxLength: 500, lang: item.lang } }}
            />
          )}
          {missing === 'reason' && (
            <Alert severity="error" role="alert">
              {t('error.reason-required')}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" color="error" disabled={busy}>
              {t('reviews.reject.confirm')}
            </Button>
            <Button
              onClick={() => {
                setRejecting(false);
                setMissing(null);
              }}
            >
              {t('reviews.cancel')}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}

const changeOrder: AccountChange['type'][] = ['name', 'address', 'email', 'phone', 'other'];

/** The change request beside the account's current values. */
function RequestTable({ item }: { item: ReviewItem }) {
  const { t } = useI18n();
  const r = item.request!;
  const cur = r.current;
  const current = (c: AccountChange): string => {
    switch (c.type) {
      case 'name':
        return [cur.name, cur.name2].filter(Boolean).join(' — ');
      case 'address':
        return [cur.address, cur.city, cur.postalCode].filter(Boolean).join(', ');
      case 'email':
        return c.current || cur.emails.join(', ');
      case 'phone':
        return c.current || cur.phones.map((p) => `${p.description}: ${p.number}`).join(', ');
      default:
        return '—';
    }
  };
  const requested = (c: AccountChange): string =>
    [c.description, c.address2, c.city, c.province, c.postalcode].filter(Boolean).join(', ') +
    (c.operation && (c.type === 'email' || c.type === 'phone') ? ` (${t(`reviews.request.op.${c.operation}`)})` : '');
  const changes = [...r.changes].sort((a, b) => changeOrder.indexOf(a.type) - changeOrder.indexOf(b.type));
  return (
    <Paper sx={{ p: 2, display: 'grid', gap: 2, overflowX: 'auto' }}>
      <Typography id="request-title" variant="h6" component="h2">
        {t('reviews.request.title')}
      </Typography>
      <Table aria-labelledby="request-title" data-testid="request-table">
        <ColumnHeads columns={[t('reviews.request.field'), t('reviews.request.current'), t('reviews.request.requested')]} />
        <TableBody>
          {changes.map((c, i) => (
            <TableRow key={i}>
              <TableCell component="th" scope="row">
                {t(`reviews.request.type.${c.type}`)}
              </TableCell>
              <TableCell>{current(c)}</TableCell>
              <TableCell>{requested(c)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Facts
        rows={[
          [t('reviews.request.callback'), r.callback || '—'],
          [t('reviews.request.comments'), r.comments || '—'],
        ]}
      />
    </Paper>
  );
}
