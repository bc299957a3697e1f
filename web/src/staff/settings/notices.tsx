import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useI18n } from '../i18n';
import { Confirm } from './common';
import { whenOrDash } from '../format';
import { errorText } from '../errors';
import { settingsApi, type Notice } from './api';
import { ColumnHeads } from '../column-heads';

/** An ISO time as a datetime-local input's value, in the browser's zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** A datetime-local input's value (the browser's zone) as RFC 3339. */
function fromLocalInput(v: string): string {
  return v ? new Date(v).toISOString() : '';
}

interface Draft {
  id: string;
  editing: boolean;
  en: string;
  fr: string;
  starts: string;
  ends: string;
}

const blank = (): Draft => ({ id: '', editing: false, en: '', fr: '', starts: toLocalInput(new Date().toISOString()), ends: '' });

function status(n: Notice): 'showing' | 'scheduled' | 'ended' {
  if (n.showing) return 'showing';
  return new Date(n.starts_at) > new Date() ? 'scheduled' : 'ended';
}

/**
 * The global notices (the banner every subscriber sees between its start and its end), through
 * the provider API's service: the list, a form to write or change one, a preview as the
 * subscribers' app shows it, and ending one now (confirmed).
 */
export function Notices() {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const client = useQueryClient();
  const q = useQuery({ queryKey: ['staff', 'settings', 'notices'], queryFn: settingsApi.notices });
  const [draft, setDraft] = useState<Draft>(blank);
  const [saved, setSaved] = useState('');
  const [ending, setEnding] = useState<Notice | null>(null);
  const save = useMutation({
    mutationFn: (d: Draft) =>
      settingsApi.putNotice(d.id.trim(), {
        text: { en: d.en, fr: d.fr },
        starts_at: fromLocalInput(d.starts),
        ends_at: d.ends ? fromLocalInput(d.ends) : null,
      }),
    onSuccess: (out) => {
      setSaved(out.notice.id);
      setDraft(blank());
      void client.invalidateQueries({ queryKey: ['staff', 'settings', 'notices'] });
    },
  });
  const end = useMutation({
    mutationFn: (id: string) => settingsApi.endNotice(id),
    onSuccess: () => {
      setEnding(null);
      void client.invalidateQueries({ queryKey: ['staff', 'settings', 'notices'] });
    },
  });
  const set = (k: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved('');
    save.mutate(draft);
  };

  return (
    <Box component="section" aria-labelledby="notices-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="notices-title" variant="h6" component="h2">
        {t('settings.notices.title')}
      </Typography>
      <Typography variant="body2">{t('settings.notices.intro')}</Typography>
      {q.isPending && <CircularProgress aria-label={t('settings.notices.title')} />}
      {q.isError && <Alert severity="error">{errorText(i18n, q.error)}</Alert>}
      {q.data && q.data.notices.length === 0 && <Alert severity="info">{t('settings.notices.none')}</Alert>}
      {q.data && q.data.notices.length > 0 && (
        <TableContainer component={Paper}>
          <Table size="small" aria-labelledby="notices-title">
            <ColumnHeads columns={[t('settings.notices.id'), t('settings.notices.text'), t('settings.notices.when'), t('settings.notices.status'), { label: t('settings.actions'), hidden: true }]} />
            <TableBody>
              {q.data.notices.map((n) => (
                <TableRow key={n.id} data-testid={`notice-${n.id}`} sx={{ verticalAlign: 'top' }}>
                  <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                    {n.id}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {n.text.en}
                    {n.text.fr && (
                      <Typography variant="body2" color="text.secondary" lang="fr-CA">
                        {n.text.fr}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    {whenOrDash(lang, n.starts_at)} – {n.ends_at ? whenOrDash(lang, n.ends_at) : t('settings.notices.noEnd')}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={t(`settings.notices.${status(n)}`)} color={n.showing ? 'success' : 'default'} />
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                      <Button
                        size="small"
                        aria-label={t('settings.notices.editOne', { id: n.id })}
                        onClick={() =>
                          setDraft({ id: n.id, editing: true, en: n.text.en, fr: n.text.fr, starts: toLocalInput(n.starts_at), ends: toLocalInput(n.ends_at) })
                        }
                      >
                        {t('settings.edit')}
                      </Button>
                      {status(n) !== 'ended' && (
                        <Button size="small" color="error" aria-label={t('settings.notices.endOne', { id: n.id })} onClick={() => setEnding(n)}>
                          {t('settings.notices.end')}
                        </Button>
                      )}
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {end.isError && <Alert severity="error">{errorText(i18n, end.error)}</Alert>}

      <Paper component="form" onSubmit={submit} aria-labelledby="notice-form-title" sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Typography id="notice-form-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {draft.editing ? t('settings.notices.editTitle', { id: draft.id }) : t('settings.notices.newTitle')}
        </Typography>
        {!draft.editing && (
          <TextField
            label={t('settings.notices.id')}
            helperText={t('settings.notices.idHelp')}
            value={draft.id}
            onChange={set('id')}
            required
            size="small"
            slotProps={{ htmlInput: { maxLength: 64 } }}
          />
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField label={t('settings.notices.en')} value={draft.en} onChange={set('en')} required multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} />
          <TextField
            label={t('settings.notices.fr')}
            helperText={t('settings.notices.frHelp')}
            value={draft.fr}
            onChange={set('fr')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500, lang: 'fr-CA' } }}
          />
          <TextField label={t('settings.notices.starts')} type="datetime-local" value={draft.starts} onChange={set('starts')} required size="small" slotProps={{ inputLabel: { shrink: true } }} />
          <TextField
            label={t('settings.notices.ends')}
            helperText={t('settings.notices.endsHelp')}
            type="datetime-local"
            value={draft.ends}
            onChange={set('ends')}
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        <Box component="section" aria-labelledby="preview-title" sx={{ display: 'grid', gap: 1 }}>
          <Typography id="preview-title" variant="subtitle2" component="h4">
            {t('settings.notices.preview')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('settings.notices.previewHelp')}
          </Typography>
          <NoticePreview label={t('settings.notices.previewEn')} text={draft.en} lang="en-CA" />
          <NoticePreview label={t('settings.notices.previewFr')} text={draft.fr || draft.en} lang="fr-CA" />
        </Box>
        {save.isError && <Alert severity="error">{errorText(i18n, save.error)}</Alert>}
        {saved && (
          <Alert severity="success" role="status">
            {t('settings.notices.saved', { id: saved })}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('settings.notices.save')}
          </Button>
          {draft.editing && <Button onClick={() => setDraft(blank())}>{t('settings.cancel')}</Button>}
        </Box>
      </Paper>
      <Confirm
        open={ending !== null}
        title={t('settings.notices.endTitle')}
        text={t('settings.notices.endText', { id: ending?.id ?? '' })}
        action={t('settings.notices.end')}
        busy={end.isPending}
        onCancel={() => setEnding(null)}
        onConfirm={() => ending && end.mutate(ending.id)}
      />
    </Box>
  );
}

/** The notice as the subscribers' app shows it (its banner: an info alert at the top of the page). */
function NoticePreview({ label, text, lang }: { label: string; text: string; lang: string }) {
  return (
    <Box data-testid={`preview-${lang}`}>
      <Typography variant="caption" component="p">
        {label}
      </Typography>
      <Alert severity="info" lang={lang} sx={{ overflowWrap: 'anywhere', py: 0.75, px: 2, fontSize: '0.875rem' }}>
        {text || '…'}
      </Alert>
    </Box>
  );
}
