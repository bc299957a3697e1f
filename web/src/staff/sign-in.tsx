import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { staffApi } from './api';
import { errorText } from './errors';
import { useI18n } from './i18n';

/** The sign-in's first step: e-mail address and password. */
export function SignIn({ onPassword, notice }: { onPassword: (enrol: boolean) => void; notice?: string }) {
  const i18n = useI18n();
  const { t } = i18n;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !password) {
      setError(t('error.required'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const r = await staffApi.signIn(email.trim(), password);
      onPassword(r.enrol);
    } catch (err) {
      setError(errorText(i18n, err));
      setBusy(false);
    }
  };
  return (
    <Panel title={t('signIn.title')}>
      {notice && !error && <Alert severity="info">{notice}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
        <TextField label={t('signIn.email')} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required autoFocus />
        <TextField
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <Button type="submit" variant="contained" disabled={busy}>
          {t('signIn.submit')}
        </Button>
      </Box>
    </Panel>
  );
}

/** A centred card with a heading: the sign-in's steps. */
export function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper component="section" aria-labelledby="panel-title" sx={{ maxWidth: 480, mx: 'auto', mt: 6, p: 3, display: 'grid', gap: 2 }}>
      <Typography id="panel-title" variant="h5" component="h1">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
