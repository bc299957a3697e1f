import { Box, CircularProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useAccount } from '../../lib/account';
import { useFirstVisitTurn } from '../../lib/ui/first-visit-queue';
import { PageHeading } from '../../lib/ui/page-heading';
import { AppPromotionSlot } from '../../features/dashboard/components/app-promotion-slot';
import { RatingSurveyDialog } from '../../features/dashboard/components/rating-survey-dialog';
import { UsageCard } from '../../features/dashboard/components/usage-card';
import { BalanceSummaryCard } from '../../features/balance/components/balance-summary-card';
import { AttentionCard } from '../../features/notices/components/attention-card';
import { PackageSummaryCard } from '../../features/package/components/package-summary-card';
import { ServiceStatusCardSlot } from '../../features/service-status/components/service-status-slots';
import { askFirstReads, firstReadKeys } from './first-reads';
import { ShortcutsCard } from './shortcuts-card';

/**
 * /ui/user/dashboard (NET-009, decisions §6): the current month's usage card linking to the
 * calendar with the current package beside it on wide screens, the account's notices, its
 * balance with Pay now (accounts with AR and the Account page; first after the notices on phones), the
 * shortcuts a subscriber uses most (pay, Wi-Fi, support), the mobile app promotion on windows
 * over 1500 px, and the rating survey modal when the survey asks for it. One column on phones;
 * from 1280 px the notices take the first row, then the usage card on the left beside the
 * package and the shortcuts on the right.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { activeUser, flags } = useAccount();
  // My Balance is on the Account page: the card shows for accounts that have both (ACCT-041).
  const showBalance = flags.hasAr && flags.hasContactInfo;
  const answered = useFirstAnswers(activeUser);
  // The first-visit overlays (and their reads) wait for the cards (first-visit-queue.ts).
  useFirstVisitTurn('pageCode', answered ? 'none' : 'pending');
  return (
    <section>
      <PageHeading>{t('dashboard.heading')}</PageHeading>
      {answered ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
            alignItems: 'stretch',
          }}
        >
          <Box sx={{ gridColumn: '1 / -1', order: { xs: -3, lg: 0 }, '&:empty': { display: 'none' } }}>
            <ServiceStatusCardSlot key={`status-${activeUser}`} user={activeUser} />
          </Box>
          <AttentionCardRow />
          {/* Wide screens: usage on the left; the balance, the package and the shortcuts on the right. */}
          <Box sx={{ gridRow: { lg: showBalance ? 'span 3' : 'span 2' }, display: 'flex', flexDirection: 'column', '& > *': { flexGrow: 1 } }}>
            <UsageCard key={`usage-${activeUser}`} userId={activeUser} />
          </Box>
          {/* Phones: what is owed comes right after the notices, before the usage. */}
          {showBalance && (
            <Box sx={{ order: { xs: -1, lg: 0 }, '&:empty': { display: 'none' } }}>
              <BalanceSummaryCard key={`balance-${activeUser}`} user={activeUser} />
            </Box>
          )}
          <PackageSummaryCard key={`package-${activeUser}`} user={activeUser} />
          <ShortcutsCard />
          <AppPromotionSlot />
        </Box>
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }} role="status" aria-label={t('dashboard.usage.loading')}>
          <CircularProgress aria-hidden />
        </Box>
      )}
      <RatingSurveyDialog key={`rating-${activeUser}`} userId={activeUser} />
    </section>
  );
}

/**
 * Whether the usage and the package have their first answer (data or error). Until then one
 * spinner stands for the cards: drawn before, they would grow and push each other down the page
 * as the usage and the package fill in (layout shifts). The cards are then drawn once, with their
 * figures already in the query cache, in a transition: React draws them in slices that leave the
 * browser free to answer the subscriber, where a card drawn empty would be drawn again in one
 * blocking task as its answer arrived. A failed read shows in its card, as before. The reads are
 * the start's (the dashboard's prefetch) or, after a switch of account, asked here; the page
 * watches the query cache and adds no observer (and no polling) of its own.
 */
function useFirstAnswers(user: number): boolean {
  const queryClient = useQueryClient();
  const keys = useMemo(() => firstReadKeys(user), [user]);
  const answeredNow = useCallback(
    () => keys.every((queryKey) => (queryClient.getQueryState(queryKey)?.status ?? 'pending') !== 'pending'),
    [keys, queryClient],
  );
  // Once answered, for good: a read that failed is pending again while it is retried.
  const [answeredFor, setAnsweredFor] = useState<number | null>(null);
  const done = answeredFor === user;
  useEffect(() => {
    if (done) return;
    askFirstReads(queryClient, user);
    const check = () => {
      if (answeredNow()) startTransition(() => setAnsweredFor(user));
    };
    check();
    return queryClient.getQueryCache().subscribe(check);
  }, [done, queryClient, answeredNow, user]);
  return done || answeredNow();
}

/** The notices take the whole first row: what needs attention comes first. */
function AttentionCardRow() {
  return (
    <Box sx={{ gridColumn: '1 / -1', order: { xs: -2, lg: 0 }, '&:empty': { display: 'none' } }}>
      <AttentionCard />
    </Box>
  );
}
