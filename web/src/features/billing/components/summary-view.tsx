import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import CreditCardOffIcon from '@mui/icons-material/CreditCardOff';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../i18n/translation';
import { useFormat } from '../../../lib/format';
import { useProviderTimeZone } from '../../../lib/provider-time-zone';
import type { AutopaymentData, AutopaymentMethod } from '../api/get-autopayment';
import type { AutoPaymentAttempt } from '../../../lib/payment-method';
import { MY_BALANCE_PATH, payState } from '../../../lib/pay-link';
import { invoiceWords } from '../../../lib/invoice-words';
import type { EftPhotoStatus } from '../api/get-eft-photo';
import { cardExpiry, chequeState, isCardMethod, methodTypeKey } from '../autopayment-rules';
import type { QueryLike } from '../../../lib/ui/area-state';
import { queryState, ViewHeading } from './billing-ui';

/** The method's description as a line of its own: its first letter upper case ("bank account ending in 1234" → "Bank…"). */
function asLine(text: string, locale: string): string {
  return text ? text.charAt(0).toLocaleUpperCase(locale) + text.slice(1) : text;
}

/** The method on file (PAY-013): its kind, its description, a card's expiry and since when. */
function MethodOnFile({ method }: { method: AutopaymentMethod }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { timeZone } = useProviderTimeZone();
  const expiry = cardExpiry(method);
  const Icon = isCardMethod(method) ? CreditCardIcon : AccountBalanceIcon;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }} data-testid="autopayment-method">
      <Icon color="primary" aria-hidden sx={{ mt: 0.25 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }} data-testid="autopayment-description">
          {asLine(method.description || t(methodTypeKey(method.type)), f.locale)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(methodTypeKey(method.type))}
          {expiry && <> · {t('billing.summary.expires', { month: expiry.month, year: expiry.year })}</>}
        </Typography>
        {method.since > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('billing.summary.since', { date: f.date(method.since, timeZone) })}
          </Typography>
        )}
        {method.since > 0 && (
          // Why an earlier invoice was not paid automatically (issue 28): the method came after it.
          <Typography variant="body2" color="text.secondary" data-testid="autopayment-since-note">
            {t('billing.summary.sinceNote', { date: f.date(method.since, timeZone) })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/**
 * The latest automatic payment failed (issue 28): when, how much, for which invoice, the gateway's
 * reason, and what to do — pay now on My Balance, or update the method.
 */
function FailedAutoPayment({ attempt, onUpdate }: { attempt: AutoPaymentAttempt; onUpdate: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { timeZone } = useProviderTimeZone();
  const words = invoiceWords({ invoiceperiod: attempt.period }, f.lang);
  const values = {
    date: f.date(attempt.ts, timeZone),
    amount: f.money(attempt.amount),
    method: attempt.method,
    invoice: words?.invoice ?? t('billing.autoFailed.anInvoice'),
  };
  return (
    <Alert severity="error" data-testid="autopayment-failed" sx={{ overflowWrap: 'anywhere' }}>
      <Typography sx={{ fontWeight: 600 }}>{t('billing.autoFailed.title')}</Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="autopayment-failed-what">
        {attempt.method ? t('billing.autoFailed.whatMethod', values) : t('billing.autoFailed.what', values)}
      </Typography>
      {attempt.reason && (
        <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="autopayment-failed-reason">
          {t('billing.autoFailed.reason', { reason: attempt.reason })}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t('billing.autoFailed.todo')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
        <Button component={RouterLink} to={MY_BALANCE_PATH} state={payState()} variant="contained" color="error" sx={{ minHeight: 44 }}>
          {t('billing.autoFailed.payNow')}
        </Button>
        <Button onClick={onUpdate} variant="outlined" color="error" sx={{ minHeight: 44 }}>
          {t('billing.autoFailed.update')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** "No automatic payment set up" (PAY-012). */
function NoMethod() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }} data-testid="autopayment-none">
      <CreditCardOffIcon color="action" aria-hidden sx={{ mt: 0.25 }} />
      <Box>
        <Typography sx={{ fontWeight: 500 }}>{t('billing.summary.none')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('billing.summary.noneHint')}
        </Typography>
      </Box>
    </Box>
  );
}

/** The void cheque's review, as the counter says (PAY-036, PAY-037), and a rejected one's reason. */
export function ChequeNotice({ status }: { status: EftPhotoStatus | null | undefined }) {
  const { t } = useTranslation();
  const cheque = chequeState(status);
  if (cheque.processing) {
    return (
      <Alert severity="info" data-testid="cheque-processing">
        {cheque.uploadHidden ? t('billing.cheque.underReview') : t('billing.cheque.processing')}
      </Alert>
    );
  }
  if (cheque.rejectedReason !== null) {
    return (
      <Alert severity="warning" data-testid="cheque-rejected">
        {cheque.rejectedReason ? t('billing.cheque.rejected', { reason: cheque.rejectedReason }) : t('billing.cheque.rejectedNoReason')}
      </Alert>
    );
  }
  return null;
}

export interface SummaryViewProps {
  method: QueryLike & { data: AutopaymentData | undefined };
  cheques: EftPhotoStatus | null | undefined;
  headingRef: Ref<HTMLHeadingElement>;
  onChooseCard: () => void;
  onChooseEft: () => void;
}

/**
 * The summary (PAY-012, PAY-013): the method on file or "No automatic payment set up", the void
 * cheque's review, and the ways to set one up or replace it — a credit card or a bank account
 * (EFT, with a void cheque; not offered while two photos wait for review, PAY-037).
 */
export function SummaryView({ method, cheques, headingRef, onChooseCard, onChooseEft }: SummaryViewProps) {
  const { t } = useTranslation();
  const state = queryState(method);
  const data = method.data;
  const has = !!data?.method;
  const uploadHidden = chequeState(cheques).uploadHidden;
  return (
    <Box data-testid="autopayment-summary">
      <ViewHeading headingRef={headingRef}>{t('billing.summary.heading')}</ViewHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('billing.summary.intro')}
      </Typography>
      <Stack spacing={2}>
        {state ??
          (data === null || data === undefined ? (
            <Typography>{t('billing.unavailable')}</Typography>
          ) : data.method ? (
            <MethodOnFile method={data.method} />
          ) : (
            <NoMethod />
          ))}
        {data?.lastAuto?.status === 'failed' && <FailedAutoPayment attempt={data.lastAuto} onUpdate={onChooseCard} />}
        <ChequeNotice status={cheques} />
        {data !== null && data !== undefined && (
          <Stack role="group" aria-label={t('billing.summary.actions')} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
            <Button variant="contained" startIcon={<CreditCardIcon aria-hidden />} onClick={onChooseCard}>
              {has ? t('billing.summary.replaceCard') : t('billing.summary.setUpCard')}
            </Button>
            {!uploadHidden && (
              <Button variant="outlined" startIcon={<AccountBalanceIcon aria-hidden />} onClick={onChooseEft}>
                {has ? t('billing.summary.replaceEft') : t('billing.summary.setUpEft')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
