import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { WifiTrafficCard } from '../../wifi-traffic/components/wifi-traffic-card';
import { WifiSettingsCard } from './wifi-settings-card';

/**
 * /ui/user/wifi: the page heading, the Wi-Fi settings card (NET-079) and the Wi-Fi traffic by
 * device card (PLAT-176).
 */
export function WifiPage({ activeUser }: { activeUser: number }) {
  const { t } = useTranslation();
  return (
    <section>
      <Typography variant="h4" component="h2" gutterBottom>
        {t('wifiPage.heading')}
      </Typography>
      <Stack spacing={2}>
        <WifiSettingsCard key={activeUser} user={activeUser} />
        <WifiTrafficCard userId={activeUser} />
      </Stack>
    </section>
  );
}
