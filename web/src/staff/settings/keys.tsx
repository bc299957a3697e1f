import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { Confirm, CopyButton } from './common';
import { whenOrDash } from '../format';
import { errorText } from '../errors';
import { settingsApi } from './api';
import { ColumnHeads } from '../column-heads';

const key = ['staff', 'settings', 'api-keys'];

/**
 * The provider API's keys, through the service of `myaccount admin api-key`: the list (created,
 * by whom, last used, revoked), a new key shown this once with a copy button, and revoking one
 * (confirmed: its calls answer 401 at once).
 */
export function ApiKeys() {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const client = useQueryClient();
  const q = useQuery({ queryKey: key, queryFn: settingsApi.apiKeys });
  const [name, setName] = useState('');
  const [made, setMade] = useState<{ name: string; key: string } | null>(null);
  const [revoking, setRevoking] = useState('');
  const [revoked, setRevoked] = useState('');
  const create = useMutation({
    mutationFn: () => settingsApi.createApiKey(name.trim()),
    onSuccess: (out) => {
      setMade(out);
      setName('');
      void client.invalidateQueries({ queryKey: key });
    },
  });
  const revoke = useMutation({
    mutationFn: (n: string) => settingsApi.revokeApiKey(n),
    onSuccess: (_, n) => {
      setRevoking('');
      setRevoked(n);
      void client.invalidateQueries({ queryKey: key });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMade(null);
    setRevoked('');
    create.mutate();
  };
  return (
    <Box component="section" aria-labelledby="keys-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="keys-title" variant="h6" component="h2">
        {t('settings.keys.title')}
      </Typography>
      <Typography variant="body2">{t('settings.keys.intro')}</Typography>
      {q.isPending && <CircularProgress aria-label={t('settings.keys.title')} />}
      {q.isError && <Alert severity="error">{errorText(i18n, q.error)}</Alert>}
      {revoked && (
        <Alert severity="success" role="status" onClose={() => setRevoked('')}>
          {t('settings.keys.revoked', { name: revoked })}
        </Alert>
      )}
      {revoke.isError && <Alert severity="error">{errorText(i18n, revoke.error)}</Alert>}
      {q.data && q.data.keys.length === 0 && <Alert severity="info">{t('settings.keys.none')}</Alert>}
      {q.data && q.data.keys.length > 0 && (
        <TableContainer component={Paper}>
          <Table size="small" aria-labelledby="keys-title">
            <ColumnHeads columns={[t('settings.keys.name'), t('settings.keys.created'), t('settings.keys.lastUsed'), t('settings.keys.state'), { label: t('settings.actions'), hidden: true }]} />
            <TableBody>
              {q.data.keys.map((k) => (
                <TableRow key={k.name} data-testid={`key-${k.name}`}>
                  <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                    {k.name}
                  </TableCell>
                  <TableCell>
                    {whenOrDash(lang, k.createdAt)}
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {k.createdBy}
                    </Typography>
                  </TableCell>
                  <TableCell>{whenOrDash(lang, k.lastUsedAt)}</TableCell>
                  <TableCell>{k.revokedAt ? t('settings.keys.revokedOn', { date: whenOrDash(lang, k.revokedAt) }) : t('settings.keys.live')}</TableCell>
                  <TableCell>
                    {!k.revokedAt && (
                      <Button size="small" color="error" aria-label={t('settings.keys.revokeOne', { name: k.name })} onClick={() => setRevoking(k.name)}>
                        {t('settings.keys.revoke')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Paper component="form" onSubmit={submit} aria-labelledby="key-new-title" sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Typography id="key-new-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('settings.keys.newTitle')}
        </Typography>
        <TextField
          label={t('settings.keys.name')}
          helperText={t('settings.keys.nameHelp')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          size="small"
          slotProps={{ htmlInput: { maxLength: 64 } }}
          sx={{ maxWidth: 420 }}
        />
        {create.isError && <Alert severity="error">{errorText(i18n, create.error)}</Alert>}
        {made && (
          <Alert severity="warning" role="status" sx={{ overflowWrap: 'anywhere' }}>
            <Box sx={{ display: 'grid', gap: 1 }}>
              <strong>{t('settings.keys.once', { name: made.name })}</strong>
              <Box component="code" data-testid="new-key" sx={{ fontSize: '0.85rem' }}>
                {made.key}
              </Box>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <CopyButton value={made.key} label={t('settings.keys.copy')} />
                <Button size="small" onClick={() => setMade(null)}>
                  {t('settings.keys.kept')}
                </Button>
              </Box>
            </Box>
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('settings.keys.create')}
          </Button>
        </Box>
      </Paper>
      <Confirm
        open={revoking !== ''}
        title={t('settings.keys.revokeTitle')}
        text={t('settings.keys.revokeText', { name: revoking })}
        action={t('settings.keys.revoke')}
        busy={revoke.isPending}
        onCancel={() => setRevoking('')}
        onConfirm={() => revoke.mutate(revoking)}
      />
    </Box>
  );
}
