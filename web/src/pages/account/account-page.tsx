import LockResetIcon from '@mui/icons-material/LockReset';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useId, useRef } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link as RouterLink, useLocation } from 'react-router';
import { AccountInfoSection } from '../../features/account-info/components/account-info-section';
import { BalanceCard } from '../../features/balance/components/balance-card';
import { ServiceEmailCard } from '../../features/service-email/components/service-email-card';
import { useAccount } from '../../lib/account';
import { PageHeading } from '../../lib/ui/page-heading';
import { useKeepInView } from '../../lib/ui/keep-in-view';
import { payRequestOf } from '../../lib/pay-link';

/** The Change Password page (decisions §24), where the account security button leads (MISC-014). */
export const CHANGE_PASSWORD_PATH = '/user/changepassword';

/**
 * /ui/user/account: the Account page. The account's information with the Referral Code card
 * beside it and the change request (features/account-info), the My Balance card with the
 * e-payment (features/balance, ACCT-041), the Service E-mail Addresses card (PLAT-150,
 * features/service-email) and the account security card. The forwarding promo's 'Let's go' arrives
 * with state {focus: 'service-email'} and the service e-mail card is scrolled into view and
 * focused; the dashboard's Pay, "Pay my bill" and Billing arrive with {focus: 'pay', amount?}
 * (lib/pay-link.ts) and My Balance's amount field is scrolled into view, focused and filled. Each account gets a fresh page (keyed by the active account), so nothing of the
 * previous account's cards or forms stays open.
 */
export function AccountPage() {
  const { activeUser, email } = useAccount();
  return <AccountPageContent key={activeUser} user={activeUser} loginEmail={email} />;
}

/** Account security (spec §2, MISC-014): a Change password button leading to /changepassword. */
function AccountSecurityCard() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} data-testid="account-security-card">
      <CardContent>
        <Typography id={titleId} variant="h6" component="h3" gutterBottom>
          {t('account.security.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('account.security.intro')}
        </Typography>
        <Button component={RouterLink} to={CHANGE_PASSWORD_PATH} variant="outlined" startIcon={<LockResetIcon aria-hidden />}>
          {t('account.security.changePassword')}
        </Button>
      </CardContent>
    </Card>
  );
}

function AccountPageContent({ user, loginEmail }: { user: number; loginEmail: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const cardHeading = useRef<HTMLHeadingElement>(null);
  const focus = (location.state as { focus?: string } | null)?.focus;
  const pay = payRequestOf(location.state);

  const page = useRef<HTMLElement>(null);
  // Kept in view while the cards above it load (lib/ui/keep-in-view).
  useKeepInView(cardHeading, page, focus === 'service-email', location.key);

  return (
    <Stack ref={page} component="section" spacing={2} sx={{ minWidth: 0 }}>
      <PageHeading gutterBottom={false}>
        {t('menu.account')}
      </PageHeading>
      <AccountInfoSection user={user} />
      <BalanceCard user={user} payRequest={pay ? { ...pay, key: location.key } : undefined} />
      <ServiceEmailCard ref={cardHeading} user={user} loginEmail={loginEmail} />
      <Box>
        <AccountSecurityCard />
      </Box>
    </Stack>
  );
}
