import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../lib/account';
import { AppPromotion } from './app-promotion';
import { RatingSurveyDialog } from './rating-survey-dialog';
import { UsageCard } from './usage-card';
import { PageHeading } from '../../../lib/ui/page-heading';

/**
 * /ui/user/dashboard (NET-009, decisions §6): the current month's usage card linking to the
 * calendar, the mobile app promotion on windows over 1500 px, and the rating survey modal when
 * the survey asks for it.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { activeUser } = useAccount();
  return (
    <section>
      <PageHeading>
        {t('dashboard.heading')}
      </PageHeading>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <UsageCard key={`usage-${activeUser}`} userId={activeUser} />
        <AppPromotion />
      </Box>
      <RatingSurveyDialog key={`rating-${activeUser}`} userId={activeUser} />
    </section>
  );
}
