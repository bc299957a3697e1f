import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { LoadingLine } from '../../../lib/ui/area-state';
import { isInProgressError } from '../../../lib/api-client/errors';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useAccountDetails } from '../api/get-account-details';
import { InfoLoadError } from './card-parts';

/** The referral credit (ACCT-013, spec §9): $50.00 to each party. */
export const REFERRAL_CREDIT_DOLLARS = 50;

async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The Referral Code card beside the account info (ACCT-010 … ACCT-013): the account's code, the
 * programme (a credit to both the referrer and the friend once the friend's service is installed)
 * and that the friend enters the code at sign-up; the code can be copied.
 */
export function ReferralCard({ user }: { user: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const titleId = useId();
  const query = useAccountDetails(user);
  const loading = query.isPending || (!query.data && isInProgressError(query.error));
  const code = query.data?.referral_code ?? '';

  const copy = async () => {
    const ok = await copyText(code);
    notify(ok ? { severity: 'success', message: t('account.referral.copied') } : { severity: 'warning', message: t('account.referral.copyFailed') });
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} data-testid="referral-card">
      <CardContent>
        <Typography id={titleId} variant="h6" component="h3" gutterBottom>
          {t('account.referral.title')}
        </Typography>
        {loading && <LoadingLine label={t('account.info.loading')} />}
        {!query.data && !loading && query.isError && <InfoLoadError onRetry={() => void query.refetch()} />}
        {query.data && (
          <Stack spacing={2}>
            {code ? (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
                <Box>
                  <Typography variant="body2" color="text.secondary">
                    {t('account.referral.codeLabel')}
                  </Typography>
                  <Typography
                    data-testid="referral-code"
                    sx={{ fontFamily: 'monospace', fontSize: '1.5rem', fontWeight: 600, letterSpacing: '0.08em', overflowWrap: 'anywhere', userSelect: 'all' }}
                  >
                    {code}
                  </Typography>
                </Box>
                <Button
                  variant="outlined"
                  size="small"
                  startIcon={<ContentCopyIcon aria-hidden />}
                  aria-label={t('account.referral.copyLabel', { code })}
                  onClick={() => void copy()}
                >
                  {t('account.referral.copy')}
                </Button>
              </Box>
            ) : (
              <Typography color="text.secondary">{t('account.referral.none')}</Typography>
            )}
            <Typography>{t('account.referral.programme', { amount: f.money(REFERRAL_CREDIT_DOLLARS) })}</Typography>
            <Typography>{t('account.referral.howTo')}</Typography>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
