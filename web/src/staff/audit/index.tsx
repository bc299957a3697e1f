import { Fragment, useId, useState, type FormEvent } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
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
import { Route, Routes, Link as RouterLink, useSearchParams } from 'react-router';
import { errorText } from '../errors';
import { useI18n, type Lang } from '../i18n';
import { NotFound } from '../shell';
import { atLeast, useStaff } from '../staff-context';
import { auditApi, filterKeys, filterQuery, type AuditEntry, type AuditFilter } from './api';
import { ActionName } from '../action-name';
import { ColumnHeads } from '../column-heads';
import { count, locale } from '../format';

/** The audit section's pages, below /staff/audit/. */
export function AuditRoutes() {
  return (
    <Routes>
      <Route index element={<AuditPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

function filterOf(params: URLSearchParams): AuditFilter {
  const f: AuditFilter = {};
  for (const k of filterKeys) {
    const v = params.get(k);
    if (v) f[k] = v;
  }
  return f;
}

export function formatWhen(lang: Lang, iso: string): string {
  return new Date(iso).toLocaleString(locale(lang), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/** A before or after value: a JSON object's fields one per line, any other text as it is. */
export function valueText(v: string): string {
  if (v.startsWith('{')) {
    try {
      const o = JSON.parse(v) as Record<string, unknown>;
      return Object.entries(o)
        .filter(([, x]) => x !== '' && x !== null)
        .map(([k, x]) => `${k}: ${typeof x === 'string' ? x : JSON.stringify(x)}`)
        .join('\n');
    } catch {
      return v;
    }
  }
  return v;
}

/**
 * The staff log, newest first, filtered by who, action, account, dates and text (the filter is
 * the address's query, so ?account=1001 opens it filtered), paged by "Show older actions"; admins
 * download the filtered log as CSV.
 */
function AuditPage() {
  const i18n = useI18n();
  const { t, lang } = i18n;
  const me = useStaff();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const key = filterQuery(filter);
  const [draft, setDraft] = useState<AuditFilter>(filter);
  // The form follows the address when something else changes it (a link, the browser's back
  // button). An address this page asked for itself (Filter, Clear) leaves the form alone: React
  // Router applies it in a transition, and what was typed meanwhile must not be wiped.
  const [addressKey, setAddressKey] = useState(key);
  const [requestedKey, setRequestedKey] = useState<string | null>(null);
  if (addressKey !== key) {
    setAddressKey(key);
    setRequestedKey(null);
    if (key !== requestedKey) setDraft(filter);
  }
  const q = useInfiniteQuery({
    queryKey: ['staff', 'audit', key],
    queryFn: ({ pageParam }) => auditApi.page(filter, pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.next || undefined,
  });
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  const first = q.data?.pages[0];
  const formId = useId();

  const go = (next: AuditFilter) => {
    const nextKey = filterQuery(next);
    setRequestedKey(nextKey === key ? null : nextKey);
    setParams(new URLSearchParams(nextKey));
  };
  // Clearing empties the form at once, before the address follows.
  const clear = () => {
    setDraft({});
    go({});
  };
  const apply = (e: FormEvent) => {
    e.preventDefault();
    go(draft);
  };
  const set = (k: keyof AuditFilter) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }));
  const choices = (list: string[] | undefined, current: string | undefined) =>
    [...new Set([...(list ?? []), ...(current ? [current] : [])])].sort();

  return (
    <Box component="section" aria-labelledby="audit-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="audit-title" variant="h5" component="h1">
        {t('audit.title')}
      </Typography>
      <Typography variant="body2">{t('audit.intro')}</Typography>
      <Paper component="form" aria-label={t('audit.filters')} onSubmit={apply} sx={{ p: 2, display: 'grid', gap: 2 }} id={formId}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
          <TextField select label={t('audit.actor')} value={draft.actor ?? ''} onChange={set('actor')} size="small">
            <MenuItem value="">{t('audit.any')}</MenuItem>
            {choices(first?.actors, draft.actor).map((a) => (
              <MenuItem key={a} value={a}>
                {a}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={t('audit.action')} value={draft.action ?? ''} onChange={set('action')} size="small">
            <MenuItem value="">{t('audit.any')}</MenuItem>
            {choices(first?.actions, draft.action).map((a) => (
              <MenuItem key={a} value={a}>
                <ActionName i18n={i18n} code={a} />
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('audit.account')}
            value={draft.account ?? ''}
            onChange={set('account')}
            size="small"
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
          />
          <TextField label={t('audit.from')} type="date" value={draft.from ?? ''} onChange={set('from')} size="small" slotProps={{ inputLabel: { shrink: true } }} />
          <TextField label={t('audit.to')} type="date" value={draft.to ?? ''} onChange={set('to')} size="small" slotProps={{ inputLabel: { shrink: true } }} />
          <TextField label={t('audit.q')} type="search" value={draft.q ?? ''} onChange={set('q')} size="small" />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button type="submit" variant="contained">
            {t('audit.apply')}
          </Button>
          <Button onClick={clear}>{t('audit.clear')}</Button>
          {atLeast(me.role, 'admin') && (
            <Button component="a" href={auditApi.exportUrl(filter)} download variant="outlined" sx={{ ml: { sm: 'auto' } }} title={t('audit.exportHelp')}>
              {t('audit.export')}
            </Button>
          )}
        </Box>
      </Paper>
      {q.isPending && <CircularProgress aria-label={t('audit.title')} />}
      {q.isError && <Alert severity="error">{errorText(i18n, q.error)}</Alert>}
      {q.data && items.length === 0 && <Alert severity="info">{t('audit.none')}</Alert>}
      {items.length > 0 && (
        <>
          <TableContainer component={Paper}>
            <Table size="small" aria-labelledby="audit-title">
              <ColumnHeads columns={[t('audit.col.at'), t('audit.col.actor'), t('audit.col.address'), t('audit.col.action'), t('audit.col.change')]} />
              <TableBody>
                {items.map((a) => (
                  <AuditRow key={a.id} a={a} lang={lang} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Typography variant="body2" role="status">
              {items.length === 1 ? t('audit.shownOne') : t('audit.shown', { n: count(lang, items.length) })}
            </Typography>
            {q.hasNextPage && (
              <Button onClick={() => void q.fetchNextPage()} disabled={q.isFetchingNextPage}>
                {t('audit.more')}
              </Button>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}

function AuditRow({ a, lang }: { a: AuditEntry; lang: Lang }) {
  const i18n = useI18n();
  const { t } = i18n;
  const wrap = { overflowWrap: 'anywhere', whiteSpace: 'pre-line' } as const;
  return (
    <TableRow data-testid="audit-row" sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ whiteSpace: { md: 'nowrap' } }}>
        <time dateTime={a.at}>{formatWhen(lang, a.at)}</time>
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        {/* A line may break after "staff:" or before the "@" rather than inside a name. */}
        {a.actor.split(/(?<=:)|(?=@)/).map((part, i) => (
          <Fragment key={i}>
            {i > 0 && <wbr />}
            {part}
          </Fragment>
        ))}
      </TableCell>
      <TableCell>{a.address || '—'}</TableCell>
      <TableCell sx={wrap}>
        <ActionName i18n={i18n} code={a.action} />
        {a.subject && ` · ${a.subject}`}
        {a.account ? (
          <>
            {' · '}
            <Link component={RouterLink} to={`/audit?account=${a.account}`}>
              {t('audit.accountN', { n: a.account })}
            </Link>
          </>
        ) : null}
        {a.detail && (
          <Typography variant="body2" color="text.secondary" sx={wrap}>
            {a.detail}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={wrap} data-testid="change">
        {(a.before || a.after) && (
          <>
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {valueText(a.before) || '—'}{' '}
            </Box>
            <Box component="span" sx={{ display: 'block' }}>
              → {valueText(a.after) || '—'}
            </Box>
          </>
        )}
      </TableCell>
    </TableRow>
  );
}
