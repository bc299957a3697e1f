import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslation } from '../../../i18n/translation';
import { useServiceStatus } from '../../../lib/service-status';
import { ServiceEventText } from './service-event-text';

/**
 * The dashboard's first card while an outage or a maintenance affects the account's site (issue
 * 32): each event with its title, since when, the estimate and the latest update. Nothing while
 * loading, on a failed read, or when all is well.
 */
export function ServiceStatusCard({ user }: { user: number }) {
  const { t } = useTranslation();
  const events = useServiceStatus(user).data ?? [];
  if (events.length === 0) return null;
  return (
    <Box component="section" aria-label={t('serviceStatus.bannerLabel')} data-testid="service-status-card" sx={{ display: 'grid', gap: 1 }}>
      {events.map((e) => (
        <Alert key={e.id} severity={e.kind === 'outage' && e.status === 'ongoing' ? 'error' : 'warning'} variant="outlined" sx={{ bgcolor: 'background.paper' }}>
          <AlertTitle component="h3" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
            {t(e.kind === 'outage' ? 'serviceStatus.outage' : 'serviceStatus.maintenance', { title: e.title })}
          </AlertTitle>
          <ServiceEventText event={e} />
        </Alert>
      ))}
    </Box>
  );
}
