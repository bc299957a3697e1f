import Send from '@mui/icons-material/Send';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/translation';
import { useAccount } from '../../../lib/account';
import { errorText } from '../../../lib/ui/area-state';
import { PageHeading } from '../../../lib/ui/page-heading';
import { CATEGORIES, useNewTicket, type Category } from '../api/support-api';
import { contentOf, useAttempts } from '../attempt';
import { readNewRequestState } from '../handoff';
import { SUPPORT_PATH, ticketPath } from '../paths';
import { AttachmentsField } from './attachments-field';
import { MAX_TEXT, textProblem } from './message-checks';
import { DiagnosticsLines, TAP } from './ticket-bits';

/**
 * /ui/user/support/new (issue 32, item 3): a new request — what it is about, the description, up to
 * three photos or PDFs and, coming from the troubleshooting page, what that page found (shown, not
 * editable, and sent with the request). Sent once per attempt (its Idempotency-Key); the server's
 * message follows to the new request's page, a refusal is shown here in the server's words.
 */
export function NewRequestPage() {
  const { t } = useTranslation();
  const { activeUser } = useAccount();
  const location = useLocation();
  const navigate = useNavigate();
  const [handoff] = useState(() => readNewRequestState(location.state));
  const [category, setCategory] = useState<Category | ''>(handoff.category ?? '');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [checked, setChecked] = useState(false);
  const send = useNewTicket(activeUser);
  const attempts = useAttempts();
  const headingId = useId();
  const diagnosticsId = useId();
  const categoryRef = useRef<HTMLSelectElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  const categoryMissing = checked && category === '';
  const problem = checked ? textProblem(description) : null;
  const descriptionHelp =
    problem === 'missing'
      ? t('support.check.descriptionMissing')
      : problem === 'tooLong'
        ? t('support.check.descriptionTooLong', { count: [...description.trim()].length })
        : t('support.form.descriptionHelp');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (send.isPending) return;
    setChecked(true);
    if (category === '') {
      categoryRef.current?.focus();
      return;
    }
    if (textProblem(description)) {
      descriptionRef.current?.focus();
      return;
    }
    const key = attempts.next(contentOf([category, description, ...handoff.diagnostics], files));
    send.mutate(
      { category, description: description.trim(), diagnostics: handoff.diagnostics, files, idempotencyKey: key },
      {
        onSuccess: ({ message, ticketid }) => {
          attempts.done();
          void navigate(ticketid ? ticketPath(ticketid) : SUPPORT_PATH, { state: { sent: message } });
        },
        onError: (error) => {
          attempts.failed(error);
          requestAnimationFrame(() => errorRef.current?.focus());
        },
      },
    );
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <PageHeading id={headingId}>{t('support.form.heading')}</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('support.form.intro')}
      </Typography>
      <Card variant="outlined" sx={{ maxWidth: 760 }}>
        <CardContent>
          <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-labelledby={headingId} data-testid="new-request-form">
            <TextField
              select
              label={t('support.form.category')}
              value={category}
              onChange={(e) => setCategory(e.target.value as Category)}
              required
              error={categoryMissing}
              helperText={categoryMissing ? t('support.check.categoryMissing') : undefined}
              disabled={send.isPending}
              inputRef={categoryRef}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ maxWidth: 360 }}
            >
              <option value="" disabled>
                {t('support.form.choose')}
              </option>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`support.category.${c}`)}
                </option>
              ))}
            </TextField>
            <TextField
              label={t('support.form.description')}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              required
              multiline
              minRows={5}
              error={problem !== null}
              helperText={descriptionHelp}
              disabled={send.isPending}
              inputRef={descriptionRef}
              slotProps={{ htmlInput: { maxLength: MAX_TEXT + 500 } }}
            />
            {handoff.diagnostics.length > 0 && (
              <Box component="section" aria-labelledby={diagnosticsId} data-testid="handoff-diagnostics" sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}>
                <Typography id={diagnosticsId} variant="subtitle1" component="h3">
                  {t('support.form.diagnosticsHeading')}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                  {t('support.form.diagnosticsNote')}
                </Typography>
                <DiagnosticsLines lines={handoff.diagnostics} />
              </Box>
            )}
            <AttachmentsField files={files} onChange={setFiles} disabled={send.isPending} testId="new-request-files" />
            {send.error && (
              <Alert ref={errorRef} tabIndex={-1} severity="error" role="alert" sx={{ overflowWrap: 'anywhere' }} data-testid="new-request-error">
                {errorText(send.error, t)}
              </Alert>
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              <Button type="submit" variant="contained" startIcon={<Send aria-hidden />} disabled={send.isPending} sx={TAP}>
                {send.isPending ? t('support.form.sending') : t('support.form.send')}
              </Button>
              <Button component={RouterLink} to={SUPPORT_PATH} sx={TAP}>
                {t('support.form.cancel')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
