import PaymentsIcon from '@mui/icons-material/Payments';
import { Alert, Box, Button, Card, CardContent, Link, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../i18n/translation';
import { useFormat } from '../../../lib/format';
import { MY_BALANCE_PATH, payState } from '../../../lib/pay-link';
import { useProviderTimeZone } from '../../../lib/provider-time-zone';
import { useBalance } from '../api/get-balance';
import { invoiceWords } from '../../../lib/invoice-words';
import { paymentStatus, useLastPayment } from '../api/get-last-payment';

/** Billing, which says why an automatic payment failed (issue 28). */
const BILLING_PATH = '/user/autopayment';

/**
 * The dashboard's balance (issue 28, finding 1): Past Due, Current Invoice and the payments under
 * way, a warning when something is past due or the last payment (an automatic one too) failed, and
 * Pay now, which opens My Balance on the Account page (ACCT-041 keeps it there) with the amount
 * field focused and filled with the past-due amount (else what may be paid). Nothing is shown
 * while the balance is read or when it cannot be: My Balance itself says why.
 */
export function BalanceSummaryCard({ user }: { user: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const titleId = useId();
  const { timeZone } = useProviderTimeZone();
  const balance = useBalance(user).data;
  const last = useLastPayment(user).data ?? null;
  if (!balance) return null;
  const words = invoiceWords(balance, f.lang);
  const failed = last !== null && paymentStatus(last) === 'failed';
  const pastDue = balance.pastdue > 0;
  const owed = balance.payable > 0;
  const figures: [string, string, string][] = [
    ['summary-pastdue', t('account.balance.pastDue'), f.money(balance.pastdue)],
    ['summary-current', t('account.balance.current'), f.money(balance.current)],
    ...(balance.pending > 0 ? [['summary-pending', t('account.balance.pending'), f.money(balance.pending)] as [string, string, string]] : []),
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} data-testid="balance-summary" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h3" gutterBottom>
          {t('account.balance.title')}
        </Typography>
        {(pastDue || failed) && (
          <Alert severity="warning" sx={{ mb: 1.5 }} data-testid="balance-summary-warning">
            {pastDue && <Box component="span" sx={{ display: 'block' }}>{t('account.balance.summary.pastDueWarning', { amount: f.money(balance.pastdue) })}</Box>}
            {failed && last && (
              <Box component="span" sx={{ display: 'block' }} data-testid="balance-summary-failed">
                {t('account.balance.summary.failedWarning', { amount: f.money(last.amount) })}{' '}
                <Link component={RouterLink} to={BILLING_PATH} color="inherit" sx={{ display: 'inline-block', minHeight: 44, lineHeight: '44px', fontWeight: 600 }}>
                  {t('account.balance.summary.failedWhy')}
                </Link>
              </Box>
            )}
          </Alert>
        )}
        <Box component="dl" sx={{ m: 0 }}>
          {figures.map(([testId, term, value]) => (
            <Box key={testId} data-testid={testId} sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2, py: 0.5 }}>
              <Typography component="dt" color="text.secondary" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {term}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, whiteSpace: 'nowrap' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {words && balance.invoicetotal > 0 && balance.payable > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="summary-invoice">
            {t('account.balance.summary.invoiceLine', { total: f.money(balance.invoicetotal), invoice: words.invoice, date: f.date(balance.invoicedue, timeZone) })}
          </Typography>
        )}
        {!owed && !failed && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('account.balance.summary.allPaid')}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          {owed && (
            <Button
              component={RouterLink}
              to={MY_BALANCE_PATH}
              state={payState(pastDue ? Math.min(balance.pastdue, balance.payable) : balance.payable)}
              variant="contained"
              startIcon={<PaymentsIcon aria-hidden />}
              sx={{ minHeight: 44 }}
            >
              {t('account.balance.summary.pay')}
            </Button>
          )}
          <Button component={RouterLink} to={MY_BALANCE_PATH} state={payState()} variant="outlined" sx={{ minHeight: 44 }}>
            {t('account.balance.summary.details')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
