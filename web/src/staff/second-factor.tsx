import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { staffApi, type Enrolment, type Me } from './api';
import { errorText } from './errors';
import { useI18n } from './i18n';
import { Panel } from './sign-in';

/**
 * The sign-in's second step: the TOTP code (or a recovery code); at the first sign-in, the
 * enrolment — a QR code and the key as text, confirmed by a code — then the recovery codes,
 * shown this once.
 */
export function SecondFactor({ enrol, onSignedIn, onRestart }: { enrol: boolean; onSignedIn: (me: Me) => void; onRestart: () => void }) {
  const i18n = useI18n();
  const { t } = i18n;
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [recovery, setRecovery] = useState<{ codes: string[]; me: Me }>();

  useEffect(() => {
    if (!enrol) return;
    let live = true;
    staffApi.enrol().then(
      (e) => live && setEnrolment(e),
      (err) => live && setError(errorText(i18n, err)),
    );
    return () => {
      live = false;
    };
    // Once per enrolment: a new key each time would confuse the app that scanned the first.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enrol]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) {
      setError(t('error.required'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const r = await staffApi.verify(code.trim());
      if (r.recoveryCodes?.length) setRecovery({ codes: r.recoveryCodes, me: r.staff });
      else onSignedIn(r.staff);
    } catch (err) {
      setError(errorText(i18n, err));
      setBusy(false);
    }
  };

  if (recovery) {
    return (
      <Panel title={t('recovery.title')}>
        <Typography>{t('recovery.help')}</Typography>
        <Box component="ol" aria-label={t('recovery.title')} sx={{ fontFamily: 'monospace', fontSize: '1.1rem', columns: 2, m: 0 }}>
          {recovery.codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </Box>
        <Button variant="contained" onClick={() => onSignedIn(recovery.me)}>
          {t('recovery.done')}
        </Button>
      </Panel>
    );
  }

  return (
    <Panel title={enrol ? t('enrol.title') : t('code.title')}>
      <Typography>{enrol ? t('enrol.help') : t('code.help')}</Typography>
      {enrol && !enrolment && !error && <CircularProgress aria-label={t('enrol.title')} sx={{ justifySelf: 'center' }} />}
      {enrolment && (
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1 }}>
          <img src={enrolment.qr} alt={t('enrol.qr')} width={200} height={200} />
          <Typography component="p" variant="body2">
            {t('enrol.secret')}
          </Typography>
          <Typography component="code" data-testid="totp-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {enrolment.secret}
          </Typography>
        </Box>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label={t('code.label')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: enrol ? 'numeric' : 'text', spellCheck: false } }}
          required
          autoFocus
        />
        <Button type="submit" variant="contained" disabled={busy || (enrol && !enrolment)}>
          {enrol ? t('enrol.submit') : t('code.submit')}
        </Button>
        <Button onClick={onRestart}>{t('code.restart')}</Button>
      </Box>
    </Panel>
  );
}
