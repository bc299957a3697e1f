import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { newIdempotencyKey, useIdempotencyKey } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useProviderTimeZone } from '../../../lib/provider-time-zone';
import type { Schema } from '../../../lib/schema-form';
import { useInternationalBalance, useInternationalHistory } from '../api/get-international';
import { useInternationalTopUp } from '../api/post-international-add';
import { PhonePageFrame, type PhonePackageProps } from './phone-page-frame';
import { PhoneUnavailable, queryState, errorText } from './phone-ui';

/**
 * The Add form (PHONE-050…053): "Select Amount" with the schema's options; Submit posts voipldadd
 * {amount, billingpackageid} with the Idempotency-Key made when the form opened, so a double
 * click or a retry is charged once (a changed amount after a failed attempt is a new attempt with
 * a new key). A success shows the server's message and goes back; a refusal shows the server's
 * message in the form.
 */
function AddCreditForm({ user, packageId, schema, onDone }: { user: number; packageId: number; schema: Schema | null; onDone: () => void }) {
  const { t } = useTranslation();
  const opened = useIdempotencyKey();
  const [key, setKey] = useState(opened);
  const [amount, setAmount] = useState('');
  const [missing, setMissing] = useState(false);
  const topUp = useInternationalTopUp(user);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const busy = topUp.isPending;
  const prop = schema?.props.amount;
  const options = prop?.dropdownOptions ?? [];
  const label = prop?.label || t('phone.intl.selectAmount');

  useEffect(() => titleRef.current?.focus(), []);

  const choose = (value: string) => {
    // The key names one attempt: after a failed one, another amount is another attempt.
    if (value !== amount && (topUp.isError || topUp.isSuccess)) {
      setKey(newIdempotencyKey());
      topUp.reset();
    }
    setAmount(value);
    setMissing(false);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (amount === '') {
      setMissing(true);
      return;
    }
    topUp.mutate(
      { amount: Number(amount), billingpackageid: packageId, idempotencyKey: key },
      {
        onSuccess: (answer) => {
          notify({ severity: 'success', message: answer.message || t('phone.intl.added') });
          onDone();
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="intl-add-form">
      <Typography ref={titleRef} tabIndex={-1} variant="h6" component="h3" gutterBottom sx={{ outline: 'none' }}>
        {t('phone.intl.addTitle')}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <Typography color="text.secondary">{t('phone.intl.addIntro')}</Typography>
        <TextField
          select
          id="intl-amount"
          label={`${label}${t('schemaForm.requiredSuffix')}`}
          value={amount}
          onChange={(e) => choose(e.target.value)}
          error={missing}
          helperText={missing ? t('phone.intl.amountRequired') : undefined}
          disabled={busy || options.length === 0}
          fullWidth
        >
          {options.map((o) => (
            <MenuItem key={String(o.value)} value={String(o.value)}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        {topUp.error && (
          <Alert severity="error" role="alert" data-testid="intl-add-error">
            {errorText(topUp.error, t)}
          </Alert>
        )}
      </Stack>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 3, maxWidth: 480 }}>
        <Button onClick={onDone} disabled={busy}>
          {t('phone.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? t('phone.saving') : t('phone.submit')}
        </Button>
      </Box>
    </Box>
  );
}

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
              <AddCreditForm
                user={user}
                packageId={pkg.id}
                schema={data.schema}
                onDone={() => {
                  returned.current = true;
                  setAdding(false);
                }}
              />
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
                    <Button ref={addRef} variant="contained" startIcon={<AddIcon aria-hidden />} onClick={() => setAdding(true)} disabled={!data.schema} aria-label={t('phone.intl.addLabel')}>
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
