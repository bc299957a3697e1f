import Send from '@mui/icons-material/Send';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useAccount } from '../../../lib/account';
import type { RawAnswer } from '../../../lib/api-client/file';
import { useFormat } from '../../../lib/format';
import { loadErrorText } from '../../../lib/load-error';
import { useSendApiRequest } from '../api/send-request';
import { PageHeading } from '../../../lib/ui/page-heading';
import { InputField } from '../../../lib/ui/input-field';

type Method = 'GET' | 'POST';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.875rem' } as const;

/** The answer as text: JSON pretty-printed, other text as is, null for a file. */
export function rawText(answer: RawAnswer): string | null {
  if (answer.json !== undefined) return JSON.stringify(answer.json, null, 2);
  return answer.text;
}

/** The answer's error flag and message, when the body has a non-zero `error`. */
function errorFlag(answer: RawAnswer): { code: string; message: string } | null {
  const body = answer.json;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (error === undefined || error === null || error === 0 || error === false || error === '0') return null;
  return { code: String(error), message: typeof message === 'string' ? message : '' };
}

/**
 * What the answer means, in one line (MISC-013): what the status rules threw (the 450's message,
 * 'Server error 500'…), a silent failure (433–435), the body's error flag, or no error.
 */
function Verdict({ answer }: { answer: RawAnswer }) {
  const { t } = useTranslation();
  const flag = errorFlag(answer);
  if (answer.outcome.kind === 'error') {
    return <Alert severity="error">{t('apiBrowser.failed', { message: answer.outcome.error.message })}</Alert>;
  }
  if (answer.outcome.kind === 'silent') return <Alert severity="warning">{t('apiBrowser.silent', { status: answer.status })}</Alert>;
  if (flag) {
    return (
      <Alert severity="error">
        {flag.message ? t('apiBrowser.errorFlag', { code: flag.code, message: flag.message }) : t('apiBrowser.errorFlagNoMessage', { code: flag.code })}
      </Alert>
    );
  }
  return <Alert severity="success">{t('apiBrowser.ok')}</Alert>;
}

/** The answer (MISC-011, MISC-013): status, time, type and size, what it means, and the raw body. */
function AnswerView({ answer }: { answer: RawAnswer }) {
  const { t } = useTranslation();
  const f = useFormat();
  const headingId = useId();
  const rawId = useId();
  const text = rawText(answer);
  const ok = answer.status === 200;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid="api-answer">
      <CardContent>
        <Typography id={headingId} variant="h6" component="h3" gutterBottom>
          {t('apiBrowser.answerHeading')}
        </Typography>
        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1, m: 0, mb: 2 }}>
          <div>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('apiBrowser.status')}
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <Chip label={answer.status} color={ok ? 'success' : 'error'} size="small" data-testid="api-status" sx={{ fontWeight: 600 }} />
            </Box>
          </div>
          <div>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('apiBrowser.time')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }} data-testid="api-time">
              {t('apiBrowser.timeValue', { ms: f.number(answer.ms) })}
            </Typography>
          </div>
          {answer.contentType && (
            <div>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('apiBrowser.contentType')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {answer.contentType}
              </Typography>
            </div>
          )}
          <div>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('apiBrowser.size')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {f.bytes(answer.size)}
            </Typography>
          </div>
        </Box>
        <Verdict answer={answer} />
        <Typography id={rawId} variant="subtitle2" component="h4" sx={{ mt: 2, mb: 1 }}>
          {t('apiBrowser.raw')}
        </Typography>
        {text === null ? (
          <Typography>{t('apiBrowser.binary', { type: answer.contentType, size: f.bytes(answer.size) })}</Typography>
        ) : text.trim() === '' ? (
          <Typography>{t('apiBrowser.emptyBody')}</Typography>
        ) : (
          <Box
            component="pre"
            tabIndex={0}
            aria-labelledby={rawId}
            data-testid="api-raw"
            sx={{
              ...mono,
              m: 0,
              p: 1.5,
              maxHeight: '60vh',
              overflow: 'auto',
              bgcolor: 'action.hover',
              borderRadius: 1,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
            }}
          >
            {text}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /ui/user/apibrowser (MISC-011…013), for the configured internal ids only: a GET or POST with a
 * free target, schema and JSON body, sent with the session like any call of the app; shows the
 * HTTP status, the time taken and the raw answer. An answer with error 1, a 450 or a failed
 * request is shown with its raw answer and the session is kept; only 401/432 lead to the login,
 * as the status rules say.
 */
export function ApiBrowserPage() {
  const { t } = useTranslation();
  const { activeUser } = useAccount();
  const headingId = useId();
  const [method, setMethod] = useState<Method>('GET');
  const [target, setTarget] = useState('user.session');
  const [schema, setSchema] = useState('');
  const [body, setBody] = useState('{}');
  const [errors, setErrors] = useState<{ target?: string; body?: string }>({});
  const targetRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const send = useSendApiRequest();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (send.isPending) return;
    const next: { target?: string; body?: string } = {};
    if (!target.trim()) next.target = t('apiBrowser.targetRequired');
    let parsed: unknown = undefined;
    if (method === 'POST') {
      try {
        parsed = JSON.parse(body) as unknown;
      } catch {
        next.body = t('apiBrowser.bodyInvalid');
      }
    }
    setErrors(next);
    if (next.target) return targetRef.current?.focus();
    if (next.body) return bodyRef.current?.focus();
    send.mutate({ method, target, schema, body: parsed });
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <PageHeading id={headingId}>
        {t('apiBrowser.heading')}
      </PageHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('apiBrowser.intro')}
      </Typography>
      <Stack spacing={2}>
        <Card variant="outlined">
          <CardContent>
            <Box component="form" noValidate onSubmit={submit} aria-label={t('apiBrowser.formLabel')}>
              <Stack spacing={2}>
                <Box>
                  <Typography id={`${headingId}-method`} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                    {t('apiBrowser.method')}
                  </Typography>
                  <ToggleButtonGroup
                    exclusive
                    size="small"
                    color="primary"
                    value={method}
                    onChange={(_, v: Method | null) => v && setMethod(v)}
                    aria-labelledby={`${headingId}-method`}
                  >
                    <ToggleButton value="GET" sx={{ px: 2, fontWeight: 600 }}>
                      GET
                    </ToggleButton>
                    <ToggleButton value="POST" sx={{ px: 2, fontWeight: 600 }}>
                      POST
                    </ToggleButton>
                  </ToggleButtonGroup>
                </Box>
                <InputField
                  id="apibrowser-target"
                  label={t('apiBrowser.target')}
                  value={target}
                  onChange={(e) => setTarget(e.target.value)}
                  required
                  inputRef={targetRef}
                  error={!!errors.target}
                  helperText={errors.target ?? t('apiBrowser.targetHelp', { id: activeUser })}
                  slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off', style: mono } }}
                  fullWidth
                />
                <InputField
                  id="apibrowser-schema"
                  label={t('apiBrowser.schema')}
                  value={schema}
                  onChange={(e) => setSchema(e.target.value)}
                  helperText={t('apiBrowser.schemaHelp')}
                  slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off', style: mono } }}
                  fullWidth
                />
                {method === 'POST' && (
                  <InputField
                    id="apibrowser-body"
                    label={t('apiBrowser.body')}
                    value={body}
                    onChange={(e) => setBody(e.target.value)}
                    multiline
                    minRows={6}
                    inputRef={bodyRef}
                    error={!!errors.body}
                    helperText={errors.body ?? t('apiBrowser.bodyHelp')}
                    slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off', style: mono } }}
                    fullWidth
                  />
                )}
                <Box>
                  <Button
                    type="submit"
                    variant="contained"
                    aria-disabled={send.isPending}
                    startIcon={send.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <Send aria-hidden />}
                  >
                    {send.isPending ? t('apiBrowser.sending') : t('apiBrowser.send')}
                  </Button>
                </Box>
              </Stack>
            </Box>
          </CardContent>
        </Card>
        <Box aria-live="polite">
          {send.isError && <Alert severity="error">{t('apiBrowser.failed', { message: loadErrorText(send.error, t) || t('errors.generic') })}</Alert>}
          {send.data && !send.isPending && <AnswerView answer={send.data} />}
        </Box>
      </Stack>
    </Box>
  );
}
