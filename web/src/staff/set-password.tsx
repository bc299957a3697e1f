import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { staffApi } from './api';
import { errorText } from './errors';
import { useI18n } from './i18n';
import { Panel } from './sign-in';

/** The one-time link of `myaccount admin staff add`: choose the staff password. */
export function SetPassword({ token, onDone }: { token: string; onDone: () => void }) {
  const i18n = useI18n();
  const { t } = i18n;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    let live = true;
    staffApi.passwordLink(token).then(
      (r) => live && setEmail(r.email),
      (err) => live && setError(errorText(i18n, err)),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password !== confirm) {
      setError(t('error.passwords-differ'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await staffApi.setPassword(token, password);
      setDone(true);
    } catch (err) {
      setError(errorText(i18n, err));
      setBusy(false);
    }
  };

  if (done) {
    return (
      <Panel title={t('setPassword.title')}>
        <Alert severity="success">{t('setPassword.done')}</Alert>
        <Button variant="contained" onClick={onDone}>
          {t('setPassword.toSignIn')}
        </Button>
      </Panel>
    );
  }
  return (
    <Panel title={t('setPassword.title')}>
      {email && <Typography>{t('setPassword.for', { email })}</Typography>}
      {error && <Alert severity="error">{error}</Alert>}
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          label={t('setPassword.password')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          helperText={t('setPassword.help')}
          required
        />
        <TextField label={t('setPassword.confirm')} type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} required />
        <Button type="submit" variant="contained" disabled={busy || !email}>
          {t('setPassword.submit')}
        </Button>
      </Box>
    </Panel>
  );
}
