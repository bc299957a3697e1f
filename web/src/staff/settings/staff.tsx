import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Role } from '../api';
import { useI18n } from '../i18n';
import { useStaff } from '../staff-context';
import { Confirm, CopyButton } from './common';
import { whenOrDash } from '../format';
import { errorText } from '../errors';
import { settingsApi, type StaffRow } from './api';
import { ColumnHeads } from '../column-heads';

const roles: Role[] = ['agent', 'billing', 'admin'];
const key = ['staff', 'settings', 'staff'];

/**
 * The staff logins: their role (changed here, recorded before → after), second factor and last
 * sign-in; add one (its password link shown to hand over, as `myaccount admin staff add` prints
 * it); disable one (confirmed). An admin's own login is neither changed nor disabled here.
 */
export function StaffLogins() {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const me = useStaff();
  const client = useQueryClient();
  const q = useQuery({ queryKey: key, queryFn: settingsApi.staff });
  const [form, setForm] = useState({ email: '', name: '', role: 'agent' as Role });
  const [link, setLink] = useState<{ email: string; link: string; mailed: boolean } | null>(null);
  const [roleChange, setRoleChange] = useState<{ row: StaffRow; role: Role } | null>(null);
  const [disabling, setDisabling] = useState<StaffRow | null>(null);
  const [done, setDone] = useState('');
  const refresh = () => void client.invalidateQueries({ queryKey: key });

  const add = useMutation({
    mutationFn: () => settingsApi.addStaff(form.email.trim(), form.name.trim(), form.role),
    onSuccess: (out) => {
      setLink({ email: out.email, link: out.link, mailed: out.mailed });
      setForm({ email: '', name: '', role: 'agent' });
      refresh();
    },
  });
  const change = useMutation({
    mutationFn: (c: { row: StaffRow; role: Role }) => settingsApi.setRole(c.row.email, c.role),
    onSuccess: (_, c) => {
      setRoleChange(null);
      setDone(t('settings.staff.roleChanged', { email: c.row.email, before: t(`role.${c.row.role}`), after: t(`role.${c.role}`) }));
      refresh();
    },
  });
  const disable = useMutation({
    mutationFn: (row: StaffRow) => settingsApi.disableStaff(row.email),
    onSuccess: (_, row) => {
      setDisabling(null);
      setDone(t('settings.staff.disabled', { email: row.email }));
      refresh();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setLink(null);
    add.mutate();
  };

  return (
    <Box component="section" aria-labelledby="staff-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="staff-title" variant="h6" component="h2">
        {t('settings.staff.title')}
      </Typography>
      {q.isPending && <CircularProgress aria-label={t('settings.staff.title')} />}
      {q.isError && <Alert severity="error">{errorText(i18n, q.error)}</Alert>}
      {done && (
        <Alert severity="success" role="status" onClose={() => setDone('')}>
          {done}
        </Alert>
      )}
      {(change.isError || disable.isError) && <Alert severity="error">{errorText(i18n, change.error ?? disable.error)}</Alert>}
      {q.data && (
        <TableContainer component={Paper}>
          <Table size="small" aria-labelledby="staff-title">
            <ColumnHeads columns={[t('settings.staff.login'), t('settings.staff.role'), t('settings.staff.state'), t('settings.staff.lastSignIn'), { label: t('settings.actions'), hidden: true }]} />
            <TableBody>
              {q.data.staff.map((s) => {
                const self = s.email === me.email;
                return (
                  <TableRow key={s.email} data-testid={`staff-${s.email}`}>
                    <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                      {s.email}
                      {s.name && (
                        <Typography variant="body2" color="text.secondary">
                          {s.name}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      {self || s.disabled ? (
                        t(`role.${s.role}`)
                      ) : (
                        <TextField
                          select
                          size="small"
                          value={s.role}
                          label={t('settings.staff.roleOf', { email: s.email })}
                          onChange={(e) => setRoleChange({ row: s, role: e.target.value as Role })}
                          sx={{ minWidth: 120 }}
                        >
                          {roles.map((r) => (
                            <MenuItem key={r} value={r}>
                              {t(`role.${r}`)}
                            </MenuItem>
                          ))}
                        </TextField>
                      )}
                    </TableCell>
                    <TableCell>
                      {s.disabled
                        ? t('settings.staff.isDisabled')
                        : !s.hasPassword
                          ? t('settings.staff.noPassword')
                          : s.enrolled
                            ? t('settings.staff.active')
                            : t('settings.staff.notEnrolled')}
                    </TableCell>
                    <TableCell>{whenOrDash(lang, s.lastSignInAt)}</TableCell>
                    <TableCell>
                      {!self && !s.disabled && (
                        <Button size="small" color="error" aria-label={t('settings.staff.disableOne', { email: s.email })} onClick={() => setDisabling(s)}>
                          {t('settings.staff.disable')}
                        </Button>
                      )}
                      {self && (
                        <Typography variant="body2" color="text.secondary">
                          {t('settings.staff.you')}
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      <Paper component="form" onSubmit={submit} aria-labelledby="staff-add-title" sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Typography id="staff-add-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('settings.staff.addTitle')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 2fr 1fr' } }}>
          <TextField label={t('settings.staff.email')} type="email" value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} required size="small" />
          <TextField label={t('settings.staff.name')} value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} size="small" slotProps={{ htmlInput: { maxLength: 100 } }} />
          <TextField select label={t('settings.staff.role')} value={form.role} onChange={(e) => setForm({ ...form, role: e.target.value as Role })} size="small">
            {roles.map((r) => (
              <MenuItem key={r} value={r}>
                {t(`role.${r}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {add.isError && <Alert severity="error">{errorText(i18n, add.error)}</Alert>}
        {link && (
          <Alert severity="success" role="status" sx={{ overflowWrap: 'anywhere' }}>
            <Box sx={{ display: 'grid', gap: 1 }}>
              <span>{t(link.mailed ? 'settings.staff.linkMailed' : 'settings.staff.linkGive', { email: link.email })}</span>
              <Box component="code" data-testid="password-link" sx={{ fontSize: '0.8rem' }}>
                {link.link}
              </Box>
              <Box>
                <CopyButton value={link.link} label={t('settings.staff.copyLink')} />
              </Box>
            </Box>
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {t('settings.staff.add')}
          </Button>
        </Box>
      </Paper>

      <Confirm
        open={roleChange !== null}
        title={t('settings.staff.roleTitle')}
        text={
          roleChange
            ? t('settings.staff.roleText', { email: roleChange.row.email, before: t(`role.${roleChange.row.role}`), after: t(`role.${roleChange.role}`) })
            : ''
        }
        action={t('settings.staff.roleConfirm')}
        busy={change.isPending}
        onCancel={() => setRoleChange(null)}
        onConfirm={() => roleChange && change.mutate(roleChange)}
      />
      <Confirm
        open={disabling !== null}
        title={t('settings.staff.disableTitle')}
        text={t('settings.staff.disableText', { email: disabling?.email ?? '' })}
        action={t('settings.staff.disable')}
        busy={disable.isPending}
        onCancel={() => setDisabling(null)}
        onConfirm={() => disabling && disable.mutate(disabling)}
      />
    </Box>
  );
}
