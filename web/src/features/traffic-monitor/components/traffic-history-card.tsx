import { Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from '../../../i18n/translation';
import { TrafficHistoryView } from './traffic-history-view';

/**
 * Card 3 of the Traffic Monitor, "Traffic Over Last 24 Hours" (MISC-021…023, decisions §8): the
 * router's WAN download (eth.wan.if_octets.rx) and upload (…tx) of the last 86400 s.
 */
export function TrafficHistoryCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" component="section" aria-labelledby="traffic-history-title" data-testid="traffic-history-card">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography id="traffic-history-title" variant="h6" component="h3">
          {t('liveTraffic.history.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('liveTraffic.history.intro')}
        </Typography>
        <TrafficHistoryView userId={userId} height={320} />
      </CardContent>
    </Card>
  );
}
