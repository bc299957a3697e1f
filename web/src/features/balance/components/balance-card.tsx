import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Divider,
  InputAdornment,
  Typography,
} from '@mui/material';
import { Suspense, useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { Link as RouterLink } from 'react-router';
import { newIdempotencyKey, useIdempotencyKey } from '../../../lib/api-client/idempotency';
import { isInProgressError } from '../../../lib/api-client/errors';
import { useFormat } from '../../../lib/format';
import { lazyNamed } from '../../../lib/lazy-named';
import { loadErrorText } from '../../../lib/load-error';
import { notify } from '../../../lib/notify';
import { useProviderTimeZone } from '../../../lib/provider-time-zone';
import { ErrorDialog } from '../../../lib/ui/error-dialog';
import { InputField } from '../../../lib/ui/input-field';
import { checkAmount } from '../amount-rules';
import { invoiceWords } from '../../../lib/invoice-words';
import { useBalance, type Balance } from '../api/get-balance';
import { paymentStatus, useLastPayment, type Payment } from '../api/get-last-payment';
import { usePayment } from '../api/post-payment';
import { attemptFor, wasAnswered, type Attempt } from '../payment-attempt';
import { PhoneText } from '../../../lib/ui/phone-text';
import { useAutopayment } from '../../../lib/payment-method';

/** The confirmation is its own chunk (MUI's modal and dialog parts): fetched as the amount is typed in or Pay is pointed at. */
const loadConfirmPayment = () => import('./confirm-payment');
const ConfirmPayment = lazyNamed(loadConfirmPayment, 'ConfirmPayment');
import type { PayRequestState } from '../../../lib/pay-link';
import { DialogLoading } from '../../../lib/ui/dialog-loading';

/** The Documents page, where the invoices are (ACCT-035). */
export const DOCUMENTS_PATH = '/user/documents';

function Figure({ term, value, note, testId }: { term: string; value: string; note?: ReactNode; testId: string }) {
  return (
    <Box data-testid={testId} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, alignItems: 'baseline', py: 0.75 }}>
      <Typography component="dt" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontSize: '1.125rem', whiteSpace: 'nowrap', textAlign: 'right' }}>
        {value}
      </Typography>
      {note && (
        <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0, gridColumn: '1 / -1' }}>
          {note}
        </Typography>
      )}
    </Box>
  );
}

/**
 * Past Due, Current Invoice (a credit as CR, with its note), payments under way, unbilled charges
 * (ACCT-037 … ACCT-039). The spec's labels stay; notes say which invoice each amount comes from,
 * and the latest invoice's total and due date are the PDF's own (issue 28, finding 6).
 */
function Figures({ balance }: { balance: Balance }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { timeZone } = useProviderTimeZone();
  const credit = balance.current < 0;
  const words = invoiceWords(balance, f.lang);
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Figure
        testId="balance-pastdue"
        term={t('account.balance.pastDue')}
        value={f.money(balance.pastdue)}
        note={words && balance.pastdue > 0 && <span data-testid="balance-pastdue-note">{t('account.balance.pastDueNote', { invoice: words.invoice })}</span>}
      />
      <Figure
        testId="balance-current"
        term={t('account.balance.current')}
        value={f.money(balance.current)}
        note={
          credit ? (
            <span data-testid="balance-credit-note">{t('account.balance.creditNote')}</span>
          ) : (
            words && balance.current > 0 && <span data-testid="balance-current-note">{t('account.balance.currentNote', { invoice: words.invoice })}</span>
          )
        }
      />
      {words && balance.invoicetotal > 0 && (
        <Figure
          testId="balance-invoice-total"
          term={t('account.balance.invoiceTotal', { invoice: words.invoice })}
          value={f.money(balance.invoicetotal)}
          note={
            <span data-testid="balance-invoice-note">
              {balance.paidsince > 0
                ? t('account.balance.invoiceDuePaid', { date: f.date(balance.invoicedue, timeZone), paid: f.money(balance.paidsince) })
                : balance.pastdue > 0
                  ? t('account.balance.invoiceDueBoth', { date: f.date(balance.invoicedue, timeZone) })
                  : t('account.balance.invoiceDue', { date: f.date(balance.invoicedue, timeZone) })}
            </span>
          }
        />
      )}
      {balance.pending > 0 && <Figure testId="balance-pending" term={t('account.balance.pending')} value={f.money(balance.pending)} />}
      {balance.unbilled !== 0 && (
        <Figure
          testId="balance-unbilled"
          term={t('account.balance.unbilled')}
          value={f.money(balance.unbilled)}
          note={t('account.balance.unbilledNote')}
        />
      )}
    </Box>
  );
}

/** The last attempt (PAY-006 … PAY-010): amount, date and Pending / Successful / Failed (with why). */
function LastPayment({ payment, statusRef }: { payment: Payment; statusRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { timeZone } = useProviderTimeZone();
  const headingId = useId();
  const status = paymentStatus(payment);
  const ms = payment.ts * 1000;
  const look = {
    pending: { icon: <HourglassTopIcon fontSize="small" sx={{ color: 'warning.dark' }} aria-hidden />, color: 'text.primary' },
    successful: { icon: <CheckCircleIcon fontSize="small" sx={{ color: 'success.dark' }} aria-hidden />, color: 'success.dark' },
    failed: { icon: <ErrorIcon fontSize="small" sx={{ color: 'error.dark' }} aria-hidden />, color: 'error.dark' },
  }[status];
  return (
    <Box
      ref={statusRef}
      tabIndex={-1}
      component="section"
      aria-labelledby={headingId}
      data-testid="last-payment"
      sx={{ outline: 'none', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 500 }}>
        {t('account.balance.last.title')}
      </Typography>
      <Box role="status">
        <Typography>
          {t('account.balance.last.summary', { amount: f.money(payment.amount), date: f.date(ms, timeZone), time: f.clock(ms, timeZone) })}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.5 }}>
          {look.icon}
          <Typography sx={{ fontWeight: 600, color: look.color }} data-testid="last-payment-status">
            {t('account.balance.last.status', { status: t(`account.balance.last.${status}`) })}
          </Typography>
        </Box>
        {status === 'failed' && payment.message && (
          <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="last-payment-message">
            <PhoneText>{payment.message}</PhoneText>
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/**
 * The e-payment entry (PAY-001 … PAY-005): an amount and Pay. Pay is enabled only for an amount of
 * the PAY-002 pattern, more than zero and at most what may be paid now (decisions §19); the field
 * says why it is not. Pay asks first, naming the amount and the method on file (issue 28: a tap
 * that charges a card is confirmed). Each attempt has its Idempotency-Key (payment-attempt.ts); a
 * refusal shows the server's message in a dialog. A pay request (the dashboard's Pay, "Pay my
 * bill", Billing) scrolls the amount field into view and focuses it, filled with its amount.
 */
function PaymentEntry({
  user,
  balance,
  paymentUnderWay,
  onAccepted,
  request,
}: {
  user: number;
  balance: Balance;
  paymentUnderWay: boolean;
  onAccepted: () => void;
  request?: PayRequestState & { key: string };
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const ids = useId();
  const firstKey = useIdempotencyKey();
  const attempt = useRef<Attempt>({ key: firstKey, amount: '', answered: false });
  // A requested amount is written as the subscriber would type it: 134,85 in French.
  const [amount, setAmount] = useState(() => (request?.amount && f.lang === 'fr' ? request.amount.replace('.', ',') : (request?.amount ?? '')));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const method = useAutopayment(user).data?.method ?? null;
  const payment = usePayment(user);
  // A request's amount is the field's first value: each request mounts the entry afresh (keyed).
  const requestKey = request?.key;
  useEffect(() => {
    if (requestKey === undefined) return;
    const el = amountRef.current;
    if (!el) return;
    el.scrollIntoView?.({ block: 'center' });
    el.focus({ preventScroll: true });
  }, [requestKey]);
  const busy = payment.isPending;
  const payable = balance.payable;
  const nothingOwed = payable <= 0;
  const check = checkAmount(amount, payable);

  let helper: string;
  let error = false;
  if (nothingOwed) helper = t('account.balance.pay.nothingOwed');
  else if (paymentUnderWay) helper = t('account.balance.pay.underWay');
  else {
    switch (check.kind) {
      case 'invalid':
        helper = t('account.balance.pay.invalid');
        error = true;
        break;
      case 'notPositive':
        helper = t('account.balance.pay.notPositive', { zero: f.money(0) });
        error = true;
        break;
      case 'overPayable':
        helper = t('account.balance.pay.atMost', { amount: f.money(payable) });
        error = true;
        break;
      default:
        helper = t('account.balance.pay.upTo', { amount: f.money(payable) });
    }
  }
  const canPay = !nothingOwed && !paymentUnderWay && check.kind === 'ok';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!canPay || busy || check.kind !== 'ok') return;
    setConfirming(check.amount);
  };

  const pay = (confirmed: string) => {
    setConfirming(null);
    if (busy) return;
    const next = attemptFor(attempt.current, confirmed, newIdempotencyKey);
    attempt.current = next;
    payment.mutate(
      { amount: confirmed, idempotencyKey: next.key },
      {
        onSuccess: (answer) => {
          attempt.current = { ...next, answered: true };
          setAmount('');
          notify({ severity: 'success', message: answer.message || t('account.balance.last.pending') });
          onAccepted();
        },
        onError: (err) => {
          if (wasAnswered(err)) attempt.current = { ...next, answered: true };
          setRefusal(err.name === 'NetworkError' ? t('startup.networkError') : err.message || t('errors.generic'));
        },
      },
    );
  };

  const dollarSign = <InputAdornment position={f.lang === 'fr' ? 'end' : 'start'}>$</InputAdornment>;
  return (
    <Box component="section" aria-labelledby={`${ids}-title`}>
      <Typography id={`${ids}-title`} variant="subtitle1" component="h4" sx={{ fontWeight: 500 }}>
        {t('account.balance.pay.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} data-testid="pay-method">
        {method?.description ? t('account.balance.pay.introMethod', { method: method.description }) : t('account.balance.pay.intro')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        onFocus={() => void loadConfirmPayment()}
        onPointerEnter={() => void loadConfirmPayment()}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}
      >
        <InputField
          id={`${ids}-amount`}
          label={t('account.balance.pay.amount')}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          disabled={nothingOwed}
          error={error}
          helperText={helper}
          inputRef={amountRef}
          placeholder={t('account.balance.pay.placeholder')}
          sx={{ flex: '1 1 12rem', maxWidth: { sm: '20rem' } }}
          slotProps={{
            input: f.lang === 'fr' ? { endAdornment: dollarSign } : { startAdornment: dollarSign },
            htmlInput: { inputMode: 'decimal', autoComplete: 'off', maxLength: 40 },
            formHelperText: { id: `${ids}-helper` },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!canPay}
          aria-describedby={`${ids}-helper`}
          sx={{ mt: 1, minWidth: '6rem' }}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {busy ? t('account.balance.pay.paying') : t('account.balance.pay.pay')}
        </Button>
      </Box>
      {confirming !== null && (
        <Suspense fallback={<DialogLoading />}>
          <ConfirmPayment amount={f.money(Number(confirming))} method={method?.description ?? ''} onCancel={() => setConfirming(null)} onConfirm={() => pay(confirming)} />
        </Suspense>
      )}
      {refusal !== null && <ErrorDialog message={refusal} onDismiss={() => setRefusal(null)} />}
    </Box>
  );
}

/**
 * The My Balance card (ACCT-036 … ACCT-041, PAY-001 … PAY-010): Past Due and Current Invoice in
 * the language's money format (a credit as CR with a note), the invoices' page, the e-payment
 * entry and the last attempt's status (shown only when there is one; read every 2 s while it is
 * pending, then the balance is read again).
 */
export function BalanceCard({ user, payRequest }: { user: number; payRequest?: PayRequestState & { key: string } }) {
  const { t } = useTranslation();
  const titleId = useId();
  const balance = useBalance(user);
  const last = useLastPayment(user);
  const statusRef = useRef<HTMLDivElement>(null);
  const loading = balance.isPending || (!balance.data && isInProgressError(balance.error));
  const lastPayment = last.data ?? null;
  const underWay = lastPayment !== null && !lastPayment.live_done;

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} data-testid="balance-card">
      <CardContent>
        <Typography id={titleId} variant="h6" component="h3" gutterBottom>
          {t('account.balance.title')}
        </Typography>
        {loading && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
            <CircularProgress size={24} aria-hidden />
            <Typography>{t('account.balance.loading')}</Typography>
          </Box>
        )}
        {!balance.data && !loading && balance.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void balance.refetch()}>
                {t('account.balance.retry')}
              </Button>
            }
          >
            {t('account.balance.loadError')} {loadErrorText(balance.error, t)}
          </Alert>
        )}
        {balance.data && (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
            <Box>
              <Figures balance={balance.data} />
              <Button component={RouterLink} to={DOCUMENTS_PATH} variant="outlined" startIcon={<ReceiptLongIcon aria-hidden />} sx={{ mt: 1.5 }}>
                {t('account.balance.viewInvoices')}
              </Button>
            </Box>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
              <PaymentEntry
                key={payRequest?.key ?? 'entry'}
                user={user}
                balance={balance.data}
                paymentUnderWay={underWay}
                request={payRequest}
                onAccepted={() => window.setTimeout(() => statusRef.current?.focus(), 0)} />
              {lastPayment && (
                <>
                  <Divider />
                  <LastPayment payment={lastPayment} statusRef={statusRef} />
                </>
              )}
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
