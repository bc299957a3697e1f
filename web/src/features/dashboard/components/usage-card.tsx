import { Alert, Box, Button, Card, CardActions, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { Link as RouterLink } from 'react-router';
import { isInProgressError } from '../../../lib/api-client';
import { loadErrorText } from '../../../lib/load-error';
import { daysLeftInMonth, type CalendarDay } from '../../../lib/provider-time';
import { useBroadbandTraffic, type BroadbandTraffic } from '../api/get-broadband-traffic';
import { useFormat } from '../../../lib/format';
import { donutSlices, usageLevel, usagePercent, type UsageLevel } from '../usage-rules';
import { useChartColors } from '../../../lib/ui/chart-colors';
// Plain SVG (no chart library): part of the card's chunk, drawn with the figures.
import { UsageDonut } from './usage-donut';


/** The calendar page the card links to (NET-014). */
export const CALENDAR_PATH = '/user/calendar';

const DONUT_SIZE = 180;

function Spinner({ label }: { label: string }) {
  return (
    <Box sx={{ minHeight: DONUT_SIZE, display: 'grid', placeItems: 'center' }} role="status" aria-label={label}>
      <CircularProgress aria-hidden />
    </Box>
  );
}

function DaysLeft({ today }: { today: CalendarDay }) {
  const { t } = useTranslation();
  return (
    <Typography data-testid="days-left" sx={{ fontWeight: 500 }}>
      {t('dashboard.usage.daysLeft', { count: daysLeftInMonth(today) })}
    </Typography>
  );
}

function Figure({ label, value, testId, strong }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <Box component="div" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }} data-testid={testId}>
      <Box component="dt" sx={{ color: 'text.secondary', fontWeight: strong ? 600 : 400 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, fontWeight: strong ? 600 : 400, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Box>
    </Box>
  );
}

function CappedUsage({ traffic }: { traffic: BroadbandTraffic }) {
  const { t } = useTranslation();
  const colors = useChartColors();
  const percent = usagePercent(traffic.usedGb, traffic.totalCap);
  const level: UsageLevel = usageLevel(percent);
  const colour = colors.usage[level];
  const f = useFormat();
  const formatGb = f.gb;
  const slices = useMemo(() => donutSlices(traffic.usedGb, traffic.totalCap), [traffic.usedGb, traffic.totalCap]);
  const gb = (v: number) => t('dashboard.usage.gb', { value: formatGb(v) });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
      <Box
        sx={{ position: 'relative', width: DONUT_SIZE, height: DONUT_SIZE, flex: 'none' }}
        data-testid="usage-donut"
        data-level={level}
        data-percent={percent}
      >
        <UsageDonut
          slices={slices}
          usedColor={colour}
          leftColor={colors.remaining}
          ariaLabel={t('dashboard.usage.chartLabel', { percent, total: formatGb(traffic.totalCap) })}
        />
        <Box
          aria-hidden
          sx={{ position: 'absolute', inset: 0, display: 'grid', placeContent: 'center', textAlign: 'center', pointerEvents: 'none' }}
        >
          <Typography variant="h4" component="span" sx={{ fontWeight: 600, lineHeight: 1.1 }}>
            {t('dashboard.usage.percentUsed', { percent })}
          </Typography>
          <Typography variant="body2" component="span" color="text.secondary">
            {t('dashboard.usage.usedCaption')}
          </Typography>
        </Box>
      </Box>
      <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <Typography variant="h5" component="p" data-testid="used-of-total" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('dashboard.usage.usedOfTotal', { used: formatGb(traffic.usedGb), total: formatGb(traffic.totalCap) })}
        </Typography>
        {level !== 'normal' && (
          <Typography sx={{ color: level === 'over' ? 'error.dark' : 'warning.dark', fontWeight: 500 }}>
            {t(level === 'over' ? 'dashboard.usage.overNote' : 'dashboard.usage.warningNote')}
          </Typography>
        )}
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5, maxWidth: 360 }}>
          <Figure label={t('dashboard.usage.package')} value={gb(traffic.baseCap)} testId="usage-base-cap" />
          <Figure label={t('dashboard.usage.loyalty')} value={gb(traffic.loyaltyExtraGb)} testId="usage-loyalty" />
          <Figure label={t('dashboard.usage.onetime')} value={gb(traffic.onetimeExtraGb)} testId="usage-onetime" />
          <Figure label={t('dashboard.usage.total')} value={gb(traffic.totalCap)} testId="usage-total-cap" strong />
          {/* How far over the cap, the price per GB and the amount so far (issue 28), as the server counts them. */}
          {traffic.overGb > 0 && <Figure label={t('dashboard.usage.over')} value={gb(traffic.overGb)} testId="usage-over" strong />}
          {traffic.overGb > 0 && traffic.overagePrice > 0 && (
            <>
              <Figure label={t('dashboard.usage.overPrice')} value={f.money(traffic.overagePrice)} testId="usage-over-price" />
              <Figure label={t('dashboard.usage.overAmount')} value={f.money(traffic.overageAmount)} testId="usage-over-amount" strong />
            </>
          )}
        </Box>
        <DaysLeft today={traffic.today} />
      </Stack>
    </Stack>
  );
}

function UnlimitedUsage({ traffic }: { traffic: BroadbandTraffic }) {
  const { t } = useTranslation();
  const { gb: formatGb } = useFormat();
  return (
    <Stack spacing={1} data-testid="usage-unlimited">
      <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
        {t('dashboard.usage.unlimited')}
      </Typography>
      <Typography variant="h5" component="p" data-testid="used-unlimited" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {t('dashboard.usage.unlimitedUsed', { used: formatGb(traffic.usedGb) })}
      </Typography>
      <Typography color="text.secondary">{t('dashboard.usage.unlimitedNote')}</Typography>
      <DaysLeft today={traffic.today} />
    </Stack>
  );
}

/**
 * The current month's data usage card (NET-012…020): a donut of used against the total cap,
 * coloured by how much is used, the cap's parts (package, loyalty, one-time extras), the days left
 * and a link to the calendar. Unlimited packages get a plain card without the donut.
 * Refreshed every 10 s by the query defaults.
 */
export function UsageCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const usage = useBroadbandTraffic(userId);

  let body;
  if (usage.isPending || (!usage.data && isInProgressError(usage.error))) {
    body = <Spinner label={t('dashboard.usage.loading')} />;
  } else if (usage.isError && !usage.data) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void usage.refetch()}>
            {t('dashboard.usage.retry')}
          </Button>
        }
      >
        {t('dashboard.usage.error')} {loadErrorText(usage.error, t)}
      </Alert>
    );
  } else if (!usage.data.available) {
    body = <Typography color="text.secondary">{t('dashboard.usage.unavailable')}</Typography>;
  } else if (usage.data.traffic.unlimited) {
    body = <UnlimitedUsage traffic={usage.data.traffic} />;
  } else {
    body = <CappedUsage traffic={usage.data.traffic} />;
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="usage-card-title" data-testid="usage-card">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography id="usage-card-title" variant="h6" component="h3">
          {t('dashboard.usage.title')}
        </Typography>
        {body}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={CALENDAR_PATH} variant="outlined">
          {t('dashboard.usage.calendarLink')}
        </Button>
      </CardActions>
    </Card>
  );
}
