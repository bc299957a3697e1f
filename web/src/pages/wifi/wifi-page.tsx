import { Stack } from '@mui/material';
import { useTranslation } from '../../i18n/translation';
import { useAccount } from '../../lib/account';
import { WifiTrafficCard } from '../../features/traffic-monitor/components/wifi-traffic-card';
import { WifiSettingsCard } from '../../features/wifi/components/wifi-settings-card';
import { PageHeading } from '../../lib/ui/page-heading';

/**
 * /ui/user/wifi: the page heading, the Wi-Fi settings card (NET-079, features/wifi) and the Wi-Fi
 * traffic by device card (PLAT-176, features/traffic-monitor).
 */
export function WifiPage() {
  const { t } = useTranslation();
  const { activeUser } = useAccount();
  return (
    <section>
      <PageHeading>
        {t('wifiPage.heading')}
      </PageHeading>
      <Stack spacing={2}>
        <WifiSettingsCard key={activeUser} user={activeUser} />
        <WifiTrafficCard userId={activeUser} />
      </Stack>
    </section>
  );
}
