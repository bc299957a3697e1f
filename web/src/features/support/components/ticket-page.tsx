import ArrowBack from '@mui/icons-material/ArrowBack';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Download from '@mui/icons-material/Download';
import Send from '@mui/icons-material/Send';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/translation';
import { useAccount } from '../../../lib/account';
import { useFormat } from '../../../lib/format/use-format';
import { areaQueryState, errorText } from '../../../lib/ui/area-state';
import { PageHeading } from '../../../lib/ui/page-heading';
import {
  ticketsQuery,
  useCloseTicket,
  useDownloadAttachment,
  useReply,
  useTicket,
  type Attachment,
  type Message,
  type Ticket,
} from '../api/support-api';
import { contentOf, useAttempts } from '../attempt';
import { sentMessageOf } from '../handoff';
import { SUPPORT_PATH } from '../paths';
import { AttachmentsField } from './attachments-field';
import { MAX_TEXT, textProblem } from './message-checks';
import { DiagnosticsLines, StatusChip, TAP, useWhen } from './ticket-bits';

/** One message of the conversation: who, when, what, and its files to download. */
function MessageItem({ message, onDownload, downloading }: { message: Message; onDownload: (a: Attachment) => void; downloading: string | null }) {
  const { t } = useTranslation();
  const when = useWhen();
  const f = useFormat();
  const mine = message.from === 'you';
  const who = mine ? (message.author ? t('support.ticket.fromYou', { author: message.author }) : t('support.ticket.you')) : message.author;
  return (
    <Box
      component="li"
      data-testid={`message-${message.messageid}`}
      data-from={message.from}
      sx={{
        listStyle: 'none',
        border: 1,
        borderColor: mine ? 'divider' : 'primary.light',
        bgcolor: mine ? 'background.paper' : 'action.hover',
        borderRadius: 1,
        p: 1.5,
      }}
    >
      <Box component="article" aria-label={`${who}, ${when(message.at)}`}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline', mb: 0.5 }}>
          <Typography component="h4" variant="subtitle2">
            {who}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {when(message.at)}
          </Typography>
        </Box>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="message-body">
          {message.body}
        </Typography>
        {message.attachments.length > 0 && (
          <Box component="ul" aria-label={t('support.ticket.attachments')} sx={{ m: 0, mt: 1, p: 0, listStyle: 'none' }}>
            {message.attachments.map((a) => (
              <li key={a.attachmentid}>
                <Link
                  component="button"
                  type="button"
                  onClick={() => onDownload(a)}
                  disabled={downloading === a.attachmentid}
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44, textAlign: 'left', overflowWrap: 'anywhere' }}
                  data-testid="attachment-link"
                >
                  <Download fontSize="small" aria-hidden />
                  {t('support.ticket.download', { name: a.name, size: f.bytes(a.size) })}
                </Link>
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}

/** The reply box: a message and up to three files, sent once per attempt; the server's message once sent. */
function ReplyForm({ user, ticket }: { user: number; ticket: Ticket }) {
  const { t } = useTranslation();
  const reply = useReply(user, ticket.ticketid);
  const attempts = useAttempts();
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [checked, setChecked] = useState(false);
  const [sent, setSent] = useState('');
  const headingId = useId();
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const problem = checked ? textProblem(message) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reply.isPending) return;
    setChecked(true);
    setSent('');
    if (textProblem(message)) {
      messageRef.current?.focus();
      return;
    }
    const idempotencyKey = attempts.next(contentOf([message], files));
    reply.mutate(
      { message: message.trim(), files, idempotencyKey },
      {
        onSuccess: (answer) => {
          attempts.done();
          setMessage('');
          setFiles([]);
          setChecked(false);
          setSent(answer || t('support.ticket.replySent'));
        },
        onError: (error) => {
          attempts.failed(error);
          requestAnimationFrame(() => errorRef.current?.focus());
        },
      },
    );
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h3" gutterBottom>
          {t('support.ticket.replyHeading')}
        </Typography>
        <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-labelledby={headingId} data-testid="reply-form">
          <TextField
            label={t('support.ticket.replyLabel')}
            value={message}
            onChange={(e) => {
              setMessage(e.target.value);
              setSent('');
            }}
            required
            multiline
            minRows={3}
            error={problem !== null}
            helperText={
              problem === 'missing'
                ? t('support.check.messageMissing')
                : problem === 'tooLong'
                  ? t('support.check.messageTooLong', { count: [...message.trim()].length })
                  : t('support.form.descriptionHelp')
            }
            disabled={reply.isPending}
            inputRef={messageRef}
            slotProps={{ htmlInput: { maxLength: MAX_TEXT + 500 } }}
          />
          <AttachmentsField files={files} onChange={setFiles} disabled={reply.isPending} testId="reply-files" />
          {reply.error && (
            <Alert ref={errorRef} tabIndex={-1} severity="error" role="alert" sx={{ overflowWrap: 'anywhere' }} data-testid="reply-error">
              {errorText(reply.error, t)}
            </Alert>
          )}
          {sent && (
            <Alert severity="success" role="status" data-testid="reply-sent">
              {sent}
            </Alert>
          )}
          <Box>
            <Button type="submit" variant="contained" startIcon={<Send aria-hidden />} disabled={reply.isPending} sx={TAP}>
              {reply.isPending ? t('support.form.sending') : t('support.ticket.reply')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** "This is solved" behind a confirmation; the server's message once done. */
function SolvedButton({ user, ticket, onDone }: { user: number; ticket: Ticket; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const close = useCloseTicket(user, ticket.ticketid);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const bodyId = useId();
  const confirm = () =>
    close.mutate(undefined, {
      onSuccess: (message) => {
        setOpen(false);
        onDone(message);
      },
    });
  return (
    <>
      <Button
        variant="outlined"
        color="success"
        startIcon={<CheckCircle aria-hidden />}
        onClick={() => {
          close.reset();
          setOpen(true);
        }}
        sx={TAP}
      >
        {t('support.ticket.solved')}
      </Button>
      <Dialog open={open} onClose={() => !close.isPending && setOpen(false)} aria-labelledby={titleId} aria-describedby={bodyId}>
        <DialogTitle id={titleId}>{t('support.ticket.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={bodyId}>{t('support.ticket.confirmBody')}</DialogContentText>
          {close.error && (
            <Alert severity="error" role="alert" sx={{ mt: 2, overflowWrap: 'anywhere' }} data-testid="close-error">
              {errorText(close.error, t)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={close.isPending} sx={TAP}>
            {t('support.form.cancel')}
          </Button>
          <Button variant="contained" color="success" onClick={confirm} disabled={close.isPending} sx={TAP}>
            {close.isPending ? t('support.ticket.closing') : t('support.ticket.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Reading a request marks its replies read: the list and the menu's count are read again then. */
function useMarkReadInList(user: number, ticket: Ticket | null | undefined, updatedAt: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!ticket) return;
    const list = queryClient.getQueryData(ticketsQuery(user).queryKey);
    if (list?.some((t) => t.ticketid === ticket.ticketid && t.unread > 0)) {
      void queryClient.invalidateQueries({ queryKey: ticketsQuery(user).queryKey, exact: true });
    }
  }, [queryClient, user, ticket, updatedAt]);
}

/**
 * /ui/user/support/{id} (issue 32, item 3): one request — its status, what the troubleshooting page
 * attached, the conversation oldest first with each message's author, time and files, the reply
 * box, and "This is solved". A request of another account answers like a missing one.
 */
export function TicketPage() {
  const { t } = useTranslation();
  const { activeUser } = useAccount();
  const { tid = '' } = useParams();
  const location = useLocation();
  const q = useTicket(activeUser, tid);
  const when = useWhen();
  const headingId = useId();
  const diagnosticsId = useId();
  const conversationId = useId();
  const [notice, setNotice] = useState(() => sentMessageOf(location.state));
  const [downloadError, setDownloadError] = useState('');
  const download = useDownloadAttachment(activeUser, tid);
  useMarkReadInList(activeUser, q.data, q.dataUpdatedAt);

  const onDownload = (a: Attachment) => {
    setDownloadError('');
    download.mutate(a, { onError: (e) => setDownloadError(t('support.ticket.downloadError', { name: a.name, reason: errorText(e, t) })) });
  };

  const back = (
    <Link component={RouterLink} to={SUPPORT_PATH} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44 }}>
      <ArrowBack fontSize="small" aria-hidden />
      {t('support.form.backToList')}
    </Link>
  );

  const state = areaQueryState('support.ticket', q);
  const ticket = q.data;
  if (state || !ticket) {
    return (
      <Box component="section" aria-labelledby={headingId}>
        <PageHeading id={headingId}>{t('support.heading')}</PageHeading>
        <Stack spacing={2} sx={{ maxWidth: 760 }}>
          {state ?? (
            <Alert severity="warning" data-testid="ticket-unavailable">
              {t('support.ticket.unavailable')}
            </Alert>
          )}
          <Box>{back}</Box>
        </Stack>
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="ticket-page">
      <Box>{back}</Box>
      <PageHeading id={headingId}>{ticket.subject || t('support.number', { id: ticket.ticketid })}</PageHeading>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <StatusChip status={ticket.status} />
        <Typography variant="body2" color="text.secondary">
          {t('support.number', { id: ticket.ticketid })} · {t(`support.category.${ticket.category}`)} · {t('support.ticket.opened', { at: when(ticket.created) })}
        </Typography>
      </Box>
      <Stack spacing={2} sx={{ maxWidth: 760 }}>
        {notice && (
          <Alert severity="success" role="status" onClose={() => setNotice('')} data-testid="ticket-notice">
            {notice}
          </Alert>
        )}
        {ticket.status === 'closed' && (
          <Alert severity="info" icon={<CheckCircle />} data-testid="ticket-closed">
            {t('support.ticket.closed')}
          </Alert>
        )}
        {ticket.diagnostics.length > 0 && (
          <Card variant="outlined" component="section" aria-labelledby={diagnosticsId} data-testid="ticket-diagnostics">
            <CardContent>
              <Typography id={diagnosticsId} variant="h6" component="h3" gutterBottom>
                {t('support.ticket.diagnosticsHeading')}
              </Typography>
              <DiagnosticsLines lines={ticket.diagnostics} />
            </CardContent>
          </Card>
        )}
        <Box component="section" aria-labelledby={conversationId}>
          <Typography id={conversationId} variant="h6" component="h3" gutterBottom>
            {t('support.ticket.conversation')}
          </Typography>
          <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0 }} data-testid="conversation">
            {ticket.messages.map((m) => (
              <MessageItem key={m.messageid} message={m} onDownload={onDownload} downloading={download.isPending ? (download.variables?.attachmentid ?? null) : null} />
            ))}
          </Stack>
          {downloadError && (
            <Alert severity="error" role="alert" sx={{ mt: 1, overflowWrap: 'anywhere' }} data-testid="download-error">
              {downloadError}
            </Alert>
          )}
        </Box>
        <ReplyForm key={ticket.ticketid} user={activeUser} ticket={ticket} />
        {ticket.status !== 'closed' && (
          <Box>
            <SolvedButton user={activeUser} ticket={ticket} onDone={setNotice} />
          </Box>
        )}
      </Stack>
    </Box>
  );
}
