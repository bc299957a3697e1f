import { Alert, Box, Button, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useAccount } from '../../../lib/account';
import { isInProgressError } from '../../../lib/api-client';
import { loadErrorText } from '../../../lib/load-error';
import { useBroadbandCalendar } from '../api/get-broadband-calendar';
import { CalendarTab } from './calendar-tab';
import { DataUsageTab } from './data-usage-tab';
import { PageHeading } from '../../../lib/ui/page-heading';

type TabId = 'calendar' | 'usage';

function CalendarContent({ userId, tab }: { userId: number; tab: TabId }) {
  return (
    <>
      <Box role="tabpanel" id="calendar-panel-calendar" aria-labelledby="calendar-tab-calendar" hidden={tab !== 'calendar'}>
        <CalendarData userId={userId} tab="calendar" />
      </Box>
      <Box role="tabpanel" id="calendar-panel-usage" aria-labelledby="calendar-tab-usage" hidden={tab !== 'usage'}>
        {tab === 'usage' && <CalendarData userId={userId} tab="usage" />}
      </Box>
    </>
  );
}

/** One tab's content once the usage history (with the provider's today) is known. */
function CalendarData({ userId, tab }: { userId: number; tab: TabId }) {
  const { t } = useTranslation();
  const calendar = useBroadbandCalendar(userId);

  if (calendar.isPending || (!calendar.data && isInProgressError(calendar.error))) {
    return (
      <Box sx={{ minHeight: 240, display: 'grid', placeItems: 'center' }} role="status" aria-label={t('calendar.loading')}>
        <CircularProgress aria-hidden />
      </Box>
    );
  }
  if (calendar.isError && !calendar.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void calendar.refetch()}>
            {t('calendar.retry')}
          </Button>
        }
      >
        {t('calendar.error')} {loadErrorText(calendar.error, t)}
      </Alert>
    );
  }
  if (!calendar.data.available) return <Typography color="text.secondary">{t('calendar.unavailable')}</Typography>;
  const nowMs = Date.now();
  return tab === 'calendar' ? (
    <CalendarTab userId={userId} data={calendar.data} nowMs={nowMs} />
  ) : (
    <DataUsageTab data={calendar.data} nowMs={nowMs} />
  );
}

/**
 * /ui/user/calendar (NET-033…045): the red disclaimer, then two tabs, Calendar (month grid or
 * mobile list, the chosen day's hourly chart) and Data Usage (daily figures and month summaries).
 * Days are the provider's: today and each day's chart key come with the usage from the server.
 */
export function CalendarPage() {
  const { t } = useTranslation();
  const { activeUser } = useAccount();
  const [tab, setTab] = useState<TabId>('calendar');
  return (
    <section>
      <PageHeading>
        {t('calendar.heading')}
      </PageHeading>
      <Stack spacing={2}>
        <Typography sx={{ color: 'error.dark', fontWeight: 500 }} data-testid="calendar-disclaimer">
          {t('calendar.disclaimer')}
        </Typography>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs
            value={tab}
            onChange={(_e, v: TabId) => setTab(v)}
            aria-label={t('calendar.tabs.label')}
            // A long label ('Consommation de données') wraps on a phone instead of being cut off.
            sx={{ '& .MuiTab-root': { flexShrink: 1, minWidth: 'min-content' } }}
          >
            <Tab value="calendar" label={t('calendar.tabs.calendar')} id="calendar-tab-calendar" aria-controls="calendar-panel-calendar" />
            <Tab value="usage" label={t('calendar.tabs.dataUsage')} id="calendar-tab-usage" aria-controls="calendar-panel-usage" />
          </Tabs>
        </Box>
        <CalendarContent key={activeUser} userId={activeUser} tab={tab} />
      </Stack>
    </section>
  );
}
