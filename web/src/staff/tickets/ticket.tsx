import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { StaffApiError } from '../api';
import { errorText } from '../errors';
import { useI18n, type I18n } from '../i18n';
import { useStaff } from '../staff-context';
import { attachmentHref, statuses, ticketsApi, type Ticket, type TicketMessage, type TicketStatus } from './api';
import { label, when } from '../format';
import { fileSize } from './file-size';
import { AttachmentsField, type AttachmentsTexts } from '../../lib/ui/attachments-field';

const MAX_REPLY = 5000;

/** The sentence for a refused change: a ticket changed meanwhile (409) says so; else the server's. */
export function ticketError(i18n: I18n, err: unknown): string {
  if (err instanceof StaffApiError && err.status === 409) {
    return err.serverMessage ? `${i18n.t('tickets.changed')} (${err.serverMessage})` : i18n.t('tickets.changed');
  }
  return errorText(i18n, err);
}

/** One titled part of the page. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: 2, display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A ticket (/staff/tickets/:id): who asked, what the troubleshooting found, the conversation, the reply, status and assignee. */
export function TicketPage({ id }: { id: number }) {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const queryClient = useQueryClient();
  const key = ['staff', 'ticket', id];
  const q = useQuery({ queryKey: key, queryFn: () => ticketsApi.get(id), retry: false });
  const [done, setDone] = useState('');
  /** After a write: the ticket its answer carries is shown at once (its new version with it), then everything is read again. */
  const refresh = async (answer?: { ticket?: Ticket }) => {
    if (answer?.ticket) queryClient.setQueryData(key, answer.ticket);
    await queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: ['staff', 'tickets'] });
    void queryClient.invalidateQueries({ queryKey: ['staff', 'queues'] });
  };

  const back = (
    <Button component={RouterLink} to="/tickets">
      {t('tickets.back')}
    </Button>
  );
  if (q.isPending) return <CircularProgress aria-label={t('tickets.loading')} />;
  if (q.isError) {
    const missing = q.error instanceof StaffApiError && q.error.status === 404;
    return (
      <Box component="section" sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography variant="h5" component="h1">
          {missing ? t('tickets.missing', { id }) : t('tickets.title')}
        </Typography>
        {!missing && <Alert severity="error">{errorText(i18n, q.error)}</Alert>}
        {back}
      </Box>
    );
  }
  const tk = q.data;
  const facts: [string, ReactNode][] = [
    [
      t('tickets.subscriber'),
      <>
        {tk.name || '—'}
        {' · '}
        <Link component={RouterLink} to={`/subscribers/${tk.account}`}>
          {t('tickets.account', { account: tk.account })}
        </Link>
      </>,
    ],
    [t('tickets.login'), tk.login_email || '—'],
    [t('tickets.language'), tk.language === 'fr' ? t('tickets.lang.fr') : t('tickets.lang.en')],
    [t('tickets.category'), label(i18n, 'tickets.category', tk.category)],
    [t('tickets.created'), when(lang, tk.created)],
    [t('tickets.updated'), when(lang, tk.updated)],
  ];
  return (
    <Box component="article" aria-labelledby="ticket-title" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
          <Typography id="ticket-title" variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {t('tickets.ticket', { id: tk.id, subject: tk.subject })}
          </Typography>
          <Chip data-testid="ticket-status" label={label(i18n, 'tickets.status', tk.status)}
            color={tk.status === 'open' ? 'primary' : tk.status === 'answered' ? 'secondary' : 'default'} />
        </Box>
        {back}
      </Box>
      <Box component="dl" data-testid="ticket-facts" sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {facts.map(([k, v]) => (
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
      {done && (
        <Alert severity="success" role="status" onClose={() => setDone('')}>
          {done}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(18rem, 1fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          {tk.diagnostics && tk.diagnostics.length > 0 && (
            <Part id="ticket-diagnostics" title={t('tickets.diagnostics')}>
              <Box component="pre" data-testid="ticket-diagnostics"
                sx={{ m: 0, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.875rem' }}>
                {tk.diagnostics.join('\n')}
              </Box>
            </Part>
          )}
          <Part id="ticket-conversation" title={t('tickets.conversation')}>
            <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              {tk.messages.map((m) => (
                <Message key={m.id} ticket={tk.id} message={m} />
              ))}
            </Box>
          </Part>
          <ReplyBox ticket={tk} onSent={async (closed, answer) => { setDone(t(closed ? 'tickets.reply.sentClosed' : 'tickets.reply.sent')); await refresh(answer); }} onConflict={() => refresh()} />
        </Box>
        <Handling ticket={tk} onDone={async (text, answer) => { setDone(text); await refresh(answer); }} onConflict={() => refresh()} />
      </Box>
    </Box>
  );
}

function Message({ ticket, message: m }: { ticket: number; message: TicketMessage }) {
  const { t, lang } = useI18n();
  const staff = m.from === 'staff';
  return (
    <Box component="li" data-testid="ticket-message" data-from={m.from}
      sx={{ p: 1.5, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: staff ? 'action.hover' : 'background.paper', ml: { sm: staff ? 4 : 0 }, mr: { sm: staff ? 0 : 4 } }}>
      <Typography variant="subtitle2" component="h3">
        {t('tickets.message', { author: m.author || '—', from: t(`tickets.from.${m.from}`) })}
        {' · '}
        <time dateTime={m.at}>{when(lang, m.at)}</time>
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>{m.body}</Typography>
      {m.attachments.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" component="p" sx={{ fontWeight: 700 }}>
            {t('tickets.attachments')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {m.attachments.map((a) => (
              <li key={a.id}>
                <Link href={attachmentHref(ticket, a.id)} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
                  {t('tickets.attachment', { name: a.name, size: fileSize(lang, a.size) })}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** The reply: written, confirmed (it goes to the subscriber by e-mail), sent, and optionally closing the ticket. */
type Answer = { ticket?: Ticket };

function ReplyBox({ ticket, onSent, onConflict }: { ticket: Ticket; onSent: (closed: boolean, answer: Answer) => Promise<void>; onConflict: () => Promise<void> }) {
  const i18n = useI18n();
  const { t } = i18n;
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const fileTexts = useFileTexts();
  const [invalid, setInvalid] = useState<'' | 'empty' | 'long'>('');
  const [confirm, setConfirm] = useState<null | { close: boolean }>(null);
  const send = useMutation({
    mutationFn: (close: boolean) => ticketsApi.reply(ticket, body.trim(), close, files),
    onSuccess: async (answer, close) => {
      setConfirm(null);
      setBody('');
      setFiles([]);
      await onSent(close, answer);
    },
    onError: async (err) => {
      setConfirm(null);
      if (err instanceof StaffApiError && err.status === 409) await onConflict();
    },
  });
  const ask = (close: boolean) => {
    const text = body.trim();
    if (!text) return setInvalid('empty');
    if (text.length > MAX_REPLY) return setInvalid('long');
    send.reset();
    setConfirm({ close });
  };
  return (
    <Part id="ticket-reply" title={t('tickets.reply.title')}>
      <Box component="form" noValidate onSubmit={(e: FormEvent) => { e.preventDefault(); ask(false); }} sx={{ display: 'grid', gap: 1.5 }}>
        <TextField
          id="ticket-reply-body"
          label={t('tickets.reply.label')}
          value={body}
          onChange={(e) => {
            setBody(e.target.value);
            setInvalid('');
          }}
          multiline
          minRows={4}
          fullWidth
          error={!!invalid}
          helperText={invalid === 'empty' ? t('tickets.reply.empty') : invalid === 'long' ? t('tickets.reply.tooLong') : t('tickets.reply.help')}
          slotProps={{ htmlInput: { lang: ticket.language === 'fr' ? 'fr' : 'en' } }}
        />
        <AttachmentsField files={files} onChange={setFiles} disabled={send.isPending} testId="reply-files" texts={fileTexts} />
        {send.isError && <Alert severity="error">{ticketError(i18n, send.error)}</Alert>}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            {t('tickets.reply.send')}
          </Button>
          <Button variant="outlined" onClick={() => ask(true)} disabled={send.isPending}>
            {t('tickets.reply.sendClose')}
          </Button>
        </Box>
      </Box>
      <Dialog open={confirm !== null} onClose={() => setConfirm(null)} aria-labelledby="reply-confirm-title" fullWidth maxWidth="sm">
        <DialogTitle id="reply-confirm-title">{t('tickets.reply.confirmTitle', { name: ticket.name || `#${ticket.account}` })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
          <DialogContentText>
            {ticket.login_email ? t('tickets.reply.confirmText', { email: ticket.login_email }) : t('tickets.reply.confirmTextNoLogin')}
            {confirm?.close && ` ${t('tickets.reply.confirmClose')}`}
          </DialogContentText>
          {files.length > 0 && <DialogContentText>{t('tickets.reply.confirmFiles', { names: files.map((f) => f.name).join(', ') })}</DialogContentText>}
          <Box component="blockquote" sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 240, overflowY: 'auto' }}>
            {body.trim()}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)}>{t('tickets.cancel')}</Button>
          <Button variant="contained" onClick={() => confirm && send.mutate(confirm.close)} disabled={send.isPending}>
            {t(confirm?.close ? 'tickets.reply.confirmAndClose' : 'tickets.reply.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Part>
  );
}

/** The reply's attachments field in the console's language. */
function useFileTexts(): AttachmentsTexts {
  const { t, lang } = useI18n();
  return {
    heading: t('tickets.files.heading'),
    help: t('tickets.files.help'),
    add: t('tickets.files.add'),
    fileLabel: t('tickets.files.fileLabel'),
    listLabel: t('tickets.files.listLabel'),
    remove: (name) => t('tickets.files.remove', { name }),
    item: (name, bytes) => t('tickets.attachment', { name, size: fileSize(lang, bytes) }),
    problem: (p, name) => t(`tickets.files.${p}`, { name }),
  };
}

const NOBODY = '';

/** The ticket's status and who handles it. */
function Handling({ ticket, onDone, onConflict }: { ticket: Ticket; onDone: (text: string, answer: Answer) => Promise<void>; onConflict: () => Promise<void> }) {
  const i18n = useI18n();
  const { t } = i18n;
  const me = useStaff();
  const staffList = useQuery({ queryKey: ['staff', 'staff-logins'], queryFn: ticketsApi.staff, staleTime: 5 * 60_000 });
  const onError = async (err: Error) => {
    if (err instanceof StaffApiError && err.status === 409) await onConflict();
  };
  const status = useMutation({
    mutationFn: (s: TicketStatus) => ticketsApi.setStatus(ticket, s),
    onSuccess: (answer, s) => onDone(t('tickets.status.changed', { status: t(`tickets.status.${s}`) }), answer),
    onError,
  });
  const assign = useMutation({
    mutationFn: (email: string | null) => ticketsApi.assign(ticket, email),
    onSuccess: (answer, email) =>
      onDone(!email ? t('tickets.assignee.cleared') : email === me.email ? t('tickets.assignee.mine') : t('tickets.assignee.changed', { who: email }), answer),
    onError,
  });
  // Everyone the picker offers: the staff list, and always oneself and the current assignee.
  const people = new Map<string, string>();
  for (const s of staffList.data?.staff ?? []) people.set(s.email, s.name);
  if (!people.has(me.email)) people.set(me.email, me.name);
  if (ticket.assignee && !people.has(ticket.assignee)) people.set(ticket.assignee, '');
  const busy = status.isPending || assign.isPending;
  const err = status.error ?? assign.error;
  return (
    <Part id="ticket-handling" title={t('tickets.handling')}>
      <TextField select id="ticket-status-select" label={t('tickets.status.label')} value={ticket.status} disabled={busy}
        onChange={(e) => {
          assign.reset();
          if (e.target.value !== ticket.status) status.mutate(e.target.value as TicketStatus);
        }}>
        {statuses.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`tickets.status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField select id="ticket-assignee-select" label={t('tickets.assignee.label')} value={ticket.assignee ?? NOBODY} disabled={busy}
        onChange={(e) => {
          status.reset();
          const v = e.target.value || null;
          if (v !== ticket.assignee) assign.mutate(v);
        }}>
        <MenuItem value={NOBODY}>{t('tickets.assignee.none')}</MenuItem>
        {[...people].map(([email, name]) => (
          <MenuItem key={email} value={email}>
            {name ? `${name} (${email})` : email}
          </MenuItem>
        ))}
      </TextField>
      {ticket.assignee !== me.email && (
        <Button variant="outlined" onClick={() => { status.reset(); assign.mutate(me.email); }} disabled={busy} sx={{ justifySelf: 'start' }}>
          {t('tickets.assignee.me')}
        </Button>
      )}
      {err && <Alert severity="error">{ticketError(i18n, err)}</Alert>}
    </Part>
  );
}
