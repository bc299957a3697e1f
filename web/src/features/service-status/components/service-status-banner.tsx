import { Alert, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../i18n/translation';
import { useServiceStatus } from '../../../lib/service-status';
import { ServiceEventText } from './service-event-text';

/**
 * The banner at the top of every page (but the dashboard, whose first card says it) while an
 * outage or a maintenance affects the account's site (issue 32): the first event, its estimate
 * and latest update, and the way to the dashboard when there are more. Not dismissible: it goes
 * when the event is resolved, within one refresh.
 */
export function ServiceStatusBanner({ user, dashboardPath }: { user: number; dashboardPath?: string }) {
  const { t } = useTranslation();
  const events = useServiceStatus(user).data ?? [];
  const first = events[0];
  if (!first) return null;
  return (
    <Alert
      severity={first.kind === 'outage' && first.status === 'ongoing' ? 'error' : 'warning'}
      role="region"
      aria-label={t('serviceStatus.bannerLabel')}
      data-testid="service-status-banner"
      sx={{ mb: 2, overflowWrap: 'anywhere', py: { xs: 0.25, sm: 0.75 }, px: { xs: 1.5, sm: 2 } }}
    >
      <strong>
        {t(first.kind === 'outage' ? 'serviceStatus.outage' : 'serviceStatus.maintenance', { title: first.title })}
      </strong>
      <ServiceEventText event={first} compact />
      {events.length > 1 && dashboardPath && (
        <Link component={RouterLink} to={dashboardPath} color="inherit" variant="body2" sx={{ fontWeight: 600 }}>
          {t('serviceStatus.details')}
        </Link>
      )}
    </Alert>
  );
}
