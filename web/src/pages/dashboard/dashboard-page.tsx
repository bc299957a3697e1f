import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../lib/account';
import { PageHeading } from '../../lib/ui/page-heading';
import { AppPromotion } from '../../features/dashboard/components/app-promotion';
import { RatingSurveyDialog } from '../../features/dashboard/components/rating-survey-dialog';
import { UsageCard } from '../../features/dashboard/components/usage-card';
import { AttentionCard } from '../../features/notices/components/attention-card';
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
  return (
    <section>
      <PageHeading>{t('dashboard.heading')}</PageHeading>
      <Box
        sx={{
          display: 'grid',
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

/** The notices take the whole first row: what needs attention comes first. */
function AttentionCardRow() {
  return (
    <Box sx={{ gridColumn: '1 / -1', '&:empty': { display: 'none' } }}>
      <AttentionCard />
    </Box>
  );
}
