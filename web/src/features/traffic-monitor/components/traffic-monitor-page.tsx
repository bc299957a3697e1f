import { Stack } from '@mui/material';
import { useTranslation } from '../../../i18n/translation';
import { useAccount } from '../../../lib/account';
import { RouterTrafficCards } from './router-traffic-cards';
import { WifiTrafficCard } from './wifi-traffic-card';
import { PageHeading } from '../../../lib/ui/page-heading';

/**
 * /ui/user/trafficMonitor (PLAT-175, PLAT-189): the Wi-Fi traffic by device card for everyone who
 * can open the page (device labels use the Traffic Monitor rule, PLAT-186), then the router's
 * cards.
 */
export function TrafficMonitorPage() {
  const { t } = useTranslation();
  const { activeUser } = useAccount();
  return (
    <section>
      <PageHeading>
        {t('trafficMonitor.heading')}
      </PageHeading>
      <Stack spacing={2}>
        <WifiTrafficCard userId={activeUser} place="trafficMonitor" />
        <RouterTrafficCards activeUser={activeUser} />
      </Stack>
    </section>
  );
}
