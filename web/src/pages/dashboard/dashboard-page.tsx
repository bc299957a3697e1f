import { Box, CircularProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useAccount } from '../../lib/account';
import { PageHeading } from '../../lib/ui/page-heading';
import { broadbandTrafficQuery } from '../../features/dashboard/api/get-broadband-traffic';
import { AppPromotion } from '../../features/dashboard/components/app-promotion';
import { RatingSurveyDialog } from '../../features/dashboard/components/rating-survey-dialog';
import { UsageCard } from '../../features/dashboard/components/usage-card';
import { AttentionCard } from '../../features/notices/components/attention-card';
import { currentBroadbandQuery } from '../../features/package/api/get-current-broadband';
import { PackageSummaryCard } from '../../features/package/components/package-summary-card';
import { ShortcutsCard } from './shortcuts-card';

/**
 * /ui/user/dashboard (NET-009, decisions §6): the current month's usage card linking to the
 * calendar with the current package beside it on wide screens, the account's notices, the
 * shortcuts a subscriber uses most (pay, Wi-Fi, support), the mobile app promotion on windows
 * over 1500 px, and the rating survey modal when the survey asks for it. One column on phones;
 * from 1280 px the notices take the first row, then the usage card on the left beside the
 * package and the shortcuts on the right.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { activeUser } = useAccount();
  const answered = useFirstAnswers(activeUser);
  return (
    <section>
      <PageHeading>{t('dashboard.heading')}</PageHeading>
      {!answered && (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }} role="status" aria-label={t('dashboard.usage.loading')}>
          <CircularProgress aria-hidden />
        </Box>
      )}
      <Box
        sx={{
          display: answered ? 'grid' : 'none',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'stretch',
        }}
      >
        <AttentionCardRow />
        {/* Wide screens: usage on the left over two rows; the package and the shortcuts on the right. */}
        <Box sx={{ gridRow: { lg: 'span 2' }, display: 'flex', flexDirection: 'column', '& > *': { flexGrow: 1 } }}>
          <UsageCard key={`usage-${activeUser}`} userId={activeUser} />
        </Box>
        <PackageSummaryCard key={`package-${activeUser}`} user={activeUser} />
        <ShortcutsCard />
        <AppPromotion />
      </Box>
      <RatingSurveyDialog key={`rating-${activeUser}`} userId={activeUser} />
    </section>
  );
}

/**
 * Whether the usage and the package have their first answer (data or error). Until then the cards
 * are laid out of sight (display: none; they are mounted and read as usual) under one spinner:
 * drawn before, they would grow and push each other down the page as the usage and the package
 * fill in (layout shifts). A failed read shows in its card, as before. Read from the query cache,
 * so the page adds no observer (and no polling) of its own.
 */
function useFirstAnswers(user: number): boolean {
  const queryClient = useQueryClient();
  const keys = useMemo(() => [broadbandTrafficQuery(user).queryKey, currentBroadbandQuery(user).queryKey], [user]);
  // Once answered, for good: a read that failed is pending again while it is retried.
  const [answeredFor, setAnsweredFor] = useState<number | null>(null);
  const done = answeredFor === user;
  const subscribe = useCallback(
    (onChange: () => void) => (done ? () => {} : queryClient.getQueryCache().subscribe(onChange)),
    [queryClient, done],
  );
  const answered = useSyncExternalStore(
    subscribe,
    () => done || keys.every((queryKey) => (queryClient.getQueryState(queryKey)?.status ?? 'pending') !== 'pending'),
  );
  if (answered && !done) setAnsweredFor(user);
  return answered;
}

/** The notices take the whole first row: what needs attention comes first. */
function AttentionCardRow() {
  return (
    <Box sx={{ gridColumn: '1 / -1', '&:empty': { display: 'none' } }}>
      <AttentionCard />
    </Box>
  );
}
