import { Box, Button, Card, CardContent, Stack, Tab, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tabs, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useFormat } from '../../../lib/format';
import { useProviderTimeZone } from '../../../lib/provider-time-zone';
import { useCalls, type CallDirection, type CallRecord } from '../api/get-calls';
import { displayPhoneNumber, durationParts, mergeCallPages } from '../phone-rules';
import { PhonePageFrame, type PhonePackageProps } from './phone-page-frame';
import { queryState } from './phone-ui';

/** A duration for the language: '42 s', '2 min 05 s', '1 h 02 min' (PHONE-042). */
export function useDuration() {
  const { t } = useTranslation();
  return (seconds: number) => {
    const { hours, minutes, seconds: s } = durationParts(seconds);
    if (hours > 0) return t('phone.calls.durationHours', { hours, minutes: String(minutes).padStart(2, '0') });
    if (minutes > 0) return t('phone.calls.durationMinutes', { minutes, seconds: String(s).padStart(2, '0') });
    return t('phone.calls.durationSeconds', { seconds: s });
  };
}

/** A call's date, short ('Nov 22, 2026' / '22 nov. 2026'), in the provider's zone: the tables are dense. */
function useCallDate() {
  const f = useFormat();
  const { timeZone } = useProviderTimeZone();
  return useMemo(() => {
    let format: Intl.DateTimeFormat;
    try {
      format = new Intl.DateTimeFormat(f.locale, { dateStyle: 'medium', timeZone });
    } catch {
      format = new Intl.DateTimeFormat(f.locale, { dateStyle: 'medium' });
    }
    return { date: (ms: number) => format.format(ms), time: (ms: number) => f.clock(ms, timeZone) };
  }, [f, timeZone]);
}

/** Table cells: narrower padding on phones so three columns fit 375 px. */
const cell = { px: { xs: 1, sm: 2 } } as const;

/** Who a call was with: the caller's name and number (incoming) or the number called (outgoing). */
function Party({ call, direction }: { call: CallRecord; direction: CallDirection }) {
  const { t } = useTranslation();
  if (direction === 'out') return <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{displayPhoneNumber(call.dst_call_number)}</Box>;
  const number = call.src_call_number ? displayPhoneNumber(call.src_call_number) : t('phone.calls.unknownCaller');
  return (
    <>
      {call.src_call_name && (
        <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 500 }}>
          {call.src_call_name}
        </Typography>
      )}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {number}
      </Box>
    </>
  );
}

/**
 * One direction's calls (PHONE-040…044): From (or To), Date, Duration, newest first; 50 at a time,
 * "Load older calls" reading the page before the last call shown.
 */
function CallTable({ user, pkg, direction, headingId }: PhonePackageProps & { direction: CallDirection; headingId?: string }) {
  const { t } = useTranslation();
  const when = useCallDate();
  const duration = useDuration();
  const query = useCalls(user, pkg.id, direction);
  const state = queryState(query);
  if (state) return state;
  const calls = mergeCallPages(query.data?.pages ?? []);
  const party = direction === 'in' ? t('phone.calls.from') : t('phone.calls.to');
  const label = direction === 'in' ? t('phone.calls.incoming') : t('phone.calls.outgoing');
  if (calls.length === 0) {
    return <Typography sx={{ py: 2 }}>{direction === 'in' ? t('phone.calls.noIncoming') : t('phone.calls.noOutgoing')}</Typography>;
  }
  return (
    <>
      <TableContainer>
        <Table size="small" aria-labelledby={headingId} aria-label={headingId ? undefined : label} data-testid={`calls-${direction}`}>
          <TableHead>
            <TableRow>
              <TableCell sx={cell}>{party}</TableCell>
              <TableCell sx={cell}>{t('phone.calls.date')}</TableCell>
              <TableCell sx={cell} align="right">
                {t('phone.calls.duration')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {calls.map((c) => (
              <TableRow key={c.id}>
                <TableCell sx={{ ...cell, overflowWrap: 'anywhere' }}>
                  <Party call={c} direction={direction} />
                </TableCell>
                <TableCell sx={cell}>
                  <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                    {when.date(c.callstartdate)}
                  </Box>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {when.time(c.callstartdate)}
                  </Box>
                </TableCell>
                <TableCell align="right" sx={{ ...cell, whiteSpace: 'nowrap' }}>
                  {duration(c.duration)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {query.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button variant="outlined" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? t('phone.calls.loadingOlder') : t('phone.calls.loadOlder')}
          </Button>
        </Box>
      )}
      {query.isFetchNextPageError && (
        <Typography color="error" role="alert" sx={{ mt: 1, textAlign: 'center' }}>
          {t('phone.loadError')}
        </Typography>
      )}
    </>
  );
}

/** A direction's calls in a card with its heading (the side-by-side layout). */
function CallCard(props: PhonePackageProps & { direction: CallDirection }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ flex: '1 1 0', minWidth: 0 }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h3" gutterBottom>
          {props.direction === 'in' ? t('phone.calls.incoming') : t('phone.calls.outgoing')}
        </Typography>
        <CallTable {...props} headingId={headingId} />
      </CardContent>
    </Card>
  );
}

function CallHistory(props: PhonePackageProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [tab, setTab] = useState<CallDirection>('in');
  const ids = { in: useId(), out: useId() };
  if (wide) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <CallCard {...props} direction="in" />
        <CallCard {...props} direction="out" />
      </Stack>
    );
  }
  return (
    <Card variant="outlined">
      <Tabs value={tab} onChange={(_, v: CallDirection) => setTab(v)} variant="fullWidth" aria-label={t('phone.calls.tabsLabel')}>
        <Tab value="in" label={t('phone.calls.incoming')} id={`${ids.in}-tab`} aria-controls={`${ids.in}-panel`} />
        <Tab value="out" label={t('phone.calls.outgoing')} id={`${ids.out}-tab`} aria-controls={`${ids.out}-panel`} />
      </Tabs>
      {(['in', 'out'] as const).map((d) => (
        <Box key={d} role="tabpanel" id={`${ids[d]}-panel`} aria-labelledby={`${ids[d]}-tab`} hidden={tab !== d}>
          {tab === d && (
            <CardContent sx={{ px: { xs: 1, sm: 2 } }}>
              <CallTable {...props} direction={d} headingId={`${ids[d]}-tab`} />
            </CardContent>
          )}
        </Box>
      ))}
    </Card>
  );
}

/** /ui/user/phonecallshistory (PHONE-040…045): incoming and outgoing calls, tabs under 960 px and side by side above. */
export function CallHistoryPage() {
  const { t } = useTranslation();
  return <PhonePageFrame title={t('phone.calls.heading')}>{(props) => <CallHistory {...props} />}</PhonePageFrame>;
}
