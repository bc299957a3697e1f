import { Box, Typography } from '@mui/material';
import { useTranslation } from '../../../i18n/translation';
import { useLanguage } from '../../../i18n/use-language';
import type { ServiceEvent } from '../../../lib/service-status';
import { formatWhen } from '../../../lib/service-status-when';

/** What the card and the banner say of an event: since when, the estimate, and the latest update. */
export function ServiceEventText({ event, compact = false }: { event: ServiceEvent; compact?: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const when = (iso: string) => formatWhen(language, iso);
  return (
    <Box sx={{ display: 'grid', gap: compact ? 0 : 0.5 }}>
      <Typography variant="body2" component="p" sx={{ m: 0 }}>
        {t(event.status === 'planned' ? 'serviceStatus.from' : 'serviceStatus.since', { when: when(event.startsAt) })}
        {' · '}
        {event.estimate ? t('serviceStatus.estimate', { when: when(event.estimate) }) : t('serviceStatus.noEstimate')}
      </Typography>
      {event.latest && event.latestAt && (
        <Typography variant="body2" component="p" sx={{ m: 0 }} data-testid="service-status-latest">
          {t('serviceStatus.latest', { when: when(event.latestAt), text: event.latest })}
        </Typography>
      )}
    </Box>
  );
}
