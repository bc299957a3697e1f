import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { StaffApiError, staffApi } from './api';
import { errorText } from './errors';
import { useI18n } from './i18n';

/**
 * The sign-in's first step: the button of the provider's identity provider when one is configured
 * (MYACCOUNT_STAFF_OIDC_*; local passwords are off then), else e-mail address and password. A refused
 * sign-in at the identity provider comes back as /staff/?sign-in-error=CODE, said here.
 */
export function SignIn({ onPassword, notice }: { onPassword: (enrol: boolean) => void; notice?: string }) {
  const i18n = useI18n();
  const { t } = i18n;
  const [search, setSearch] = useSearchParams();
  const [returned] = useState(() => search.get('sign-in-error'));
  const options = useQuery({ queryKey: ['sign-in-options'], queryFn: staffApi.signInOptions, refetchOnWindowFocus: false });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState(() => (returned ? errorText(i18n, new StaffApiError(0, returned)) : ''));
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // The refusal is said once: a reload does not say it again.
    if (returned === null) return;
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('sign-in-error');
        return next;
      },
      { replace: true },
    );
  }, [returned, setSearch]);

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
      {options.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
          <CircularProgress aria-label={t('signIn.loading')} />
        </Box>
      )}
      {options.isError && (
        <>
          <Alert severity="error">{t('error.other')}</Alert>
          <Button variant="outlined" onClick={() => void options.refetch()}>
            {t('signIn.retry')}
          </Button>
        </>
      )}
      {options.data?.provider && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Button component="a" href="/staff/api/oidc/start" variant="contained" size="large">
            {t('signIn.withProvider', { provider: options.data.provider })}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('signIn.providerHelp')}
          </Typography>
        </Box>
      )}
      {options.data?.passwords && (
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
      )}
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
