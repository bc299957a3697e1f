import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useTranslation } from '../../../i18n/translation';
import { useLanguage } from '../../../i18n/use-language';
import { useServiceStatus } from '../../../lib/service-status';
import { formatWhen } from '../../../lib/service-status-when';

/**
 * The service status of the subscriber's site on the troubleshooting page (issue 32): an outage
 * or a maintenance going on there answers "is it us?" before the router's checks. The same
 * 10-second query as the dashboard's card; nothing while it loads or when it fails (the router's
 * checks go on).
 */
export function SiteStatusSlot({ user }: { user: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const events = useServiceStatus(user).data;
  if (!events) return null;
  if (events.length === 0) {
    return (
      <Alert severity="success" data-testid="site-status">
        {t('troubleshoot.site.none')}
      </Alert>
    );
  }
  const outage = events.some((e) => e.kind === 'outage' && e.status === 'ongoing');
  return (
    <Alert severity={outage ? 'error' : 'warning'} data-testid="site-status" sx={{ overflowWrap: 'anywhere' }}>
      <AlertTitle component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
        {t('troubleshoot.site.heading')}
      </AlertTitle>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {events.map((e) => (
          <div key={e.id}>
            <Typography component="p" sx={{ m: 0, fontWeight: 600 }}>
              {t(e.kind === 'outage' ? 'troubleshoot.site.outage' : 'troubleshoot.site.maintenance', { title: e.title })}
            </Typography>
            <Typography variant="body2" component="p" sx={{ m: 0 }}>
              {e.estimate ? t('troubleshoot.site.estimate', { when: formatWhen(language, e.estimate) }) : t('troubleshoot.site.noEstimate')}
            </Typography>
          </div>
        ))}
        {outage && (
          <Typography variant="body2" component="p" sx={{ m: 0 }}>
            {t('troubleshoot.site.outageHint')}
          </Typography>
        )}
      </Box>
    </Alert>
  );
}
