import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useFormat } from '../../../lib/format';
import { lazyNamed } from '../../../lib/lazy-named';
import { useProviderTimeZone } from '../../../lib/provider-time-zone';
import { useInternationalBalance, useInternationalHistory } from '../api/get-international';
import { PhonePageFrame, type PhonePackageProps } from './phone-page-frame';
import { PhoneUnavailable, queryState } from './phone-ui';
import { LoadingLine } from '../../../lib/ui/area-state';

/** The Add form: its own chunk (its select brings MUI's inputs, menu and modal), fetched as Add is pointed at or focused. */
const loadAddCreditForm = () => import('./add-credit-form');
const AddCreditForm = lazyNamed(loadAddCreditForm, 'AddCreditForm');

/** The credit movements (PHONE-048, PHONE-049): Date and Amount, newest first; "No recent transactions" when there are none. */
function History({ user, pkg }: PhonePackageProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const { timeZone } = useProviderTimeZone();
  const headingId = useId();
  const query = useInternationalHistory(user, pkg.id);
  const state = queryState(query);
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h3" gutterBottom>
          {t('phone.intl.history')}
        </Typography>
        {state ??
          (query.data === null ? (
            <PhoneUnavailable />
          ) : query.data && query.data.length === 0 ? (
            <Typography sx={{ py: 1 }}>{t('phone.intl.noTransactions')}</Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-labelledby={headingId} data-testid="intl-history">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('phone.intl.date')}</TableCell>
                    <TableCell align="right">{t('phone.intl.amount')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {(query.data ?? []).map((e) => (
                    <TableRow key={e.id}>
                      <TableCell>{f.date(e.ts, timeZone)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: e.amount < 0 ? 'text.primary' : 'success.dark' }}>
                        {e.amount < 0 ? t('phone.intl.charge', { amount: f.money(-e.amount) }) : t('phone.intl.credit', { amount: f.money(e.amount) })}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          ))}
      </CardContent>
    </Card>
  );
}

function InternationalAllowance({ user, pkg }: PhonePackageProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const headingId = useId();
  const balance = useInternationalBalance(user, pkg.id);
  const [adding, setAdding] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  const returned = useRef(false);
  useEffect(() => {
    if (!adding && returned.current) addRef.current?.focus();
  }, [adding]);

  const state = queryState(balance);
  const data = balance.data;
  return (
    <Stack spacing={3}>
      <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid="intl-balance-card">
        <CardContent>
          {adding && data ? (
            <>
              <span id={headingId} hidden>
                {t('phone.intl.balance')}
              </span>
              <Suspense fallback={<LoadingLine label={t('app.loading')} />}>
                <AddCreditForm
                  user={user}
                  packageId={pkg.id}
                  schema={data.schema}
                  onDone={() => {
                    returned.current = true;
                    setAdding(false);
                  }}
                />
              </Suspense>
            </>
          ) : (
            <>
              <Typography id={headingId} variant="h6" component="h3" gutterBottom>
                {t('phone.intl.balance')}
              </Typography>
              {state ??
                (data === null || data === undefined ? (
                  <PhoneUnavailable />
                ) : (
                  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
                    <Box>
                      <Typography variant="h4" component="p" data-testid="intl-balance">
                        {f.money(data.balance.balance ?? 0)}
                      </Typography>
                      <Typography color="text.secondary">{t('phone.intl.balanceHint')}</Typography>
                    </Box>
                    <Button ref={addRef} variant="contained" startIcon={<AddIcon aria-hidden />} onClick={() => setAdding(true)} onPointerEnter={() => void loadAddCreditForm()} onFocus={() => void loadAddCreditForm()} disabled={!data.schema} aria-label={t('phone.intl.addLabel')}>
                      {t('phone.intl.add')}
                    </Button>
                  </Box>
                ))}
            </>
          )}
        </CardContent>
      </Card>
      <History user={user} pkg={pkg} />
    </Stack>
  );
}

/** /ui/user/phoneinternationalallowance (PHONE-046…053): the international credit of the chosen package, its history and the Add form. */
export function InternationalAllowancePage() {
  const { t } = useTranslation();
  return <PhonePageFrame title={t('phone.intl.heading')}>{(props) => <InternationalAllowance {...props} />}</PhonePageFrame>;
}
