import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { staffApi, type SubscriberResult } from '../api';
import { errorText } from '../errors';
import { useI18n } from '../i18n';

/** How long typing must pause before the console searches. */
export const DEBOUNCE_MS = 250;
/** The shortest query searched, in characters (the server checks it too). */
export const MIN_LENGTH = 2;

/** value, once it has not changed for delay ms. */
function useDebounced(value: string, delay: number): string {
  const [kept, setKept] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setKept(value), delay);
    return () => clearTimeout(id);
  }, [value, delay]);
  return kept;
}

/** A 10-digit number as (613) 555-1234; anything else as it is. */
export function formatPhone(digits: string): string {
  return /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
}

/**
 * /staff/subscribers: one box that finds subscribers as the agent types, by name, e-mail, phone
 * number (any formatting), account number, postal code or street. Each result links to the
 * subscriber's page (/staff/subscribers/:account). The query stays in the address (?q=), so
 * coming back from a subscriber's page shows the same results. Keyboard: the down arrow goes from
 * the box to the results, the arrows from one to the next, Escape back to the box.
 */
export function SubscriberSearch() {
  const i18n = useI18n();
  const { t } = i18n;
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const long = [...query].length >= MIN_LENGTH;
  const helpId = useId();
  const box = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if ((params.get('q') ?? '') !== query) setParams(query ? { q: query } : {}, { replace: true });
  }, [query, params, setParams]);

  const search = useQuery({
    queryKey: ['staff', 'subscriber-search', query],
    queryFn: ({ signal }) => staffApi.searchSubscribers(query, signal),
    enabled: long,
    staleTime: 30_000,
  });
  const waiting = text.trim() !== query || (long && search.isFetching);
  const trimmed = [...text.trim()].length;

  const links = () => Array.from(list.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []);
  const onBoxKey = (e: KeyboardEvent) => {
    const first = links()[0];
    if (e.key === 'ArrowDown' && first) {
      e.preventDefault();
      first.focus();
    }
  };
  const onListKey = (e: KeyboardEvent) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    const go = (i: number) => {
      e.preventDefault();
      if (i < 0) box.current?.focus();
      else all[Math.min(i, all.length - 1)]?.focus();
    };
    if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(all.length - 1);
    else if (e.key === 'Escape') go(-1);
  };

  let status = '';
  if (trimmed > 0 && trimmed < MIN_LENGTH) status = t('search.tooShort');
  else if (waiting && long) status = t('search.searching');
  else if (long && search.data)
    status = search.data.results.length === 0 ? t('search.none', { q: query }) : search.data.more ? t('search.countMore', { n: search.data.results.length }) : t('search.count', { n: search.data.results.length });

  return (
    <Box component="section" aria-labelledby="search-title" sx={{ display: 'grid', gap: 2, maxWidth: 960 }}>
      <Typography id="search-title" variant="h5" component="h1">
        {t('search.title')}
      </Typography>
      <TextField
        inputRef={box}
        type="search"
        label={t('search.label')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onBoxKey}
        autoFocus
        autoComplete="off"
        helperText={t('search.help')}
        slotProps={{ htmlInput: { maxLength: 100, spellCheck: false, 'aria-describedby': `${helpId}-help ${helpId}-keys`, 'data-testid': 'subscriber-search' }, formHelperText: { id: `${helpId}-help` } }}
      />
      <Typography id={`${helpId}-keys`} variant="caption" color="text.secondary" sx={{ mt: -1 }}>
        {t('search.keys')}
      </Typography>
      <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 24 }}>
        {waiting && long && <CircularProgress size={18} aria-hidden="true" />}
        <Typography variant="body2" data-testid="search-status">
          {status}
        </Typography>
      </Box>
      {long && search.isError && !waiting && <Alert severity="error">{errorText(i18n, search.error)}</Alert>}
      {long && search.data && search.data.results.length > 0 && (
        <Paper>
          <List ref={list} aria-label={t('search.results')} onKeyDown={onListKey} disablePadding>
            {search.data.results.map((r) => (
              <Result key={r.account} r={r} />
            ))}
          </List>
        </Paper>
      )}
    </Box>
  );
}

function Result({ r }: { r: SubscriberResult }) {
  const { t } = useI18n();
  const details = [r.email, r.phone && formatPhone(r.phone), r.address].filter(Boolean).join(' · ');
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={RouterLink}
        to={`/subscribers/${r.account}`}
        data-testid={`result-${r.account}`}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5 }}
      >
        <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {r.name}
          </Typography>{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            · {t('search.account', { id: r.account })}
          </Typography>
          {details && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {details}
            </Typography>
          )}
        </Box>
        {r.field && <Chip size="small" variant="outlined" label={t('search.matched', { field: t(`search.field.${r.field}`) })} />}
      </ListItemButton>
    </ListItem>
  );
}
