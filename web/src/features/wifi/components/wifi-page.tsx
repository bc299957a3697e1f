import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { WifiTrafficCard } from '../../wifi-traffic/components/wifi-traffic-card';

/**
 * /ui/user/wifi: the page heading, then the Wi-Fi traffic by device card (PLAT-176). The Wi-Fi
 * settings card (internet issue) goes above the traffic card in this Stack.
 */
export function WifiPage({ activeUser }: { activeUser: number }) {
  const { t } = useTranslation();
  return (
    <section>
      <Typography variant="h4" component="h2" gutterBottom>
        {t('wifiPage.heading')}
      </Typography>
      <Stack spacing={2}>
        <WifiTrafficCard userId={activeUser} />
      </Stack>
    </section>
  );
}
