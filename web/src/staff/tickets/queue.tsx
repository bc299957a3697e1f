import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ColumnHeads } from '../column-heads';
import { errorText } from '../errors';
import { formatAge, useI18n } from '../i18n';
import { useStaff } from '../staff-context';
import { filterQuery, filtersOf, statuses, ticketsApi, type Filters } from './api';
import { label, when } from '../format';

/** The most the server lists; a full page says so. */
const LIMIT = 200;

/**
 * The tickets queue (/staff/tickets): the requests the filters pick (the address keeps them:
 * ?status=…&assignee=…&account=N), open ones oldest waiting first, each leading to its page.
 */
export function TicketQueue() {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const me = useStaff();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const q = useQuery({ queryKey: ['staff', 'tickets', filterQuery(filters)], queryFn: () => ticketsApi.list(filters), refetchInterval: 30_000 });
  const change = (f: Partial<Filters>) => {
    const next: Filters = { ...filters, ...f };
    if ('account' in f && f.account === undefined) delete next.account;
    setParams(new URLSearchParams(filterQuery(next)), { replace: true });
  };
  const rows = q.data?.tickets ?? [];
  // Ages are counted from when the list was read (it is read again every 30 seconds).
  const now = q.dataUpdatedAt;
  return (
    <Box component="section" aria-labelledby="tickets-title" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="tickets-title" variant="h5" component="h1">
          {filters.account !== undefined ? t('tickets.titleAccount', { account: filters.account }) : t('tickets.title')}
        </Typography>
        <Button onClick={() => void q.refetch()} disabled={q.isFetching}>
          {t('tickets.refresh')}
        </Button>
      </Box>
      <Box component="form" role="search" aria-label={t('tickets.filters')} onSubmit={(e) => e.preventDefault()}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField select size="small" id="tickets-status" label={t('tickets.filter.status')} value={filters.status}
          onChange={(e) => change({ status: e.target.value as Filters['status'] })} sx={{ minWidth: 180 }}>
          {statuses.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`tickets.status.${s}`)}
            </MenuItem>
          ))}
          <MenuItem value="all">{t('tickets.filter.all')}</MenuItem>
        </TextField>
        <TextField select size="small" id="tickets-assignee" label={t('tickets.filter.assignee')} value={filters.assignee}
          onChange={(e) => change({ assignee: e.target.value as Filters['assignee'] })} sx={{ minWidth: 180 }}>
          <MenuItem value="any">{t('tickets.filter.any')}</MenuItem>
          <MenuItem value="me">{t('tickets.filter.me')}</MenuItem>
          <MenuItem value="none">{t('tickets.filter.none')}</MenuItem>
        </TextField>
        {filters.account !== undefined && (
          <Button size="small" onClick={() => change({ account: undefined })}>
            {t('tickets.filter.allAccounts')}
          </Button>
        )}
      </Box>
      {q.isPending && <CircularProgress aria-label={t('tickets.title')} />}
      {q.isError && <Alert severity="error">{errorText(i18n, q.error)}</Alert>}
      {q.data && rows.length === 0 && (
        <Alert severity={filters.status === 'open' ? 'success' : 'info'} data-testid="tickets-empty">
          {filters.status === 'open' && filters.assignee === 'any' && filters.account === undefined ? t('tickets.emptyOpen') : t('tickets.empty')}
        </Alert>
      )}
      {rows.length >= LIMIT && <Alert severity="info">{t('tickets.more')}</Alert>}
      {rows.length > 0 && (
        <TableContainer component={Paper} tabIndex={0} role="region" aria-labelledby="tickets-title">
          <Table aria-labelledby="tickets-title" data-testid="tickets-list" size="small">
            <ColumnHeads
              columns={[
                t('tickets.col.account'),
                t('tickets.col.name'),
                t('tickets.col.category'),
                t('tickets.col.subject'),
                t('tickets.col.status'),
                t('tickets.col.assignee'),
                t('tickets.col.waiting'),
              ]}
            />
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id} data-testid={`ticket-${r.id}`} hover>
                  <TableCell>
                    <Link component={RouterLink} to={`/subscribers/${r.account}`}>
                      #{r.account}
                    </Link>
                  </TableCell>
                  <TableCell>{r.name || '—'}</TableCell>
                  <TableCell>{label(i18n, 'tickets.category', r.category)}</TableCell>
                  <TableCell component="th" scope="row">
                    <Link component={RouterLink} to={`/tickets/${r.id}`} aria-label={t('tickets.openTicket', { id: r.id, subject: r.subject })}>
                      #{r.id} {r.subject}
                    </Link>
                  </TableCell>
                  <TableCell data-testid="status">{label(i18n, 'tickets.status', r.status)}</TableCell>
                  <TableCell data-testid="assignee">{!r.assignee ? t('tickets.nobody') : r.assignee === me.email ? t('tickets.you') : r.assignee}</TableCell>
                  <TableCell>
                    {r.waiting_since ? (
                      <time dateTime={r.waiting_since} title={when(lang, r.waiting_since)}>
                        {formatAge(lang, Math.max(0, (now - new Date(r.waiting_since).getTime()) / 1000))}
                      </time>
                    ) : (
                      <Box component="span" title={when(lang, r.updated)}>
                        —
                      </Box>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
