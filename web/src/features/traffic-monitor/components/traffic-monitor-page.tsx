import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { WifiTrafficCard } from '../../wifi-traffic/components/wifi-traffic-card';
import { RouterTrafficCards } from './router-traffic-cards';

/**
 * /ui/user/trafficMonitor (PLAT-175, PLAT-189): the Wi-Fi traffic by device card for everyone who
 * can open the page (device labels use the Traffic Monitor rule, PLAT-186), then the router's
 * cards.
 */
export function TrafficMonitorPage({ activeUser }: { activeUser: number }) {
  const { t } = useTranslation();
  return (
    <section>
      <Typography variant="h4" component="h2" gutterBottom>
        {t('trafficMonitor.heading')}
      </Typography>
      <Stack spacing={2}>
        <WifiTrafficCard userId={activeUser} place="trafficMonitor" />
        <RouterTrafficCards activeUser={activeUser} />
      </Stack>
    </section>
  );
}
