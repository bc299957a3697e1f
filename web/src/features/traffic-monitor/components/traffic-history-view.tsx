import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { isInProgressError } from '../../../lib/api-client';
import { useTrafficHistory } from '../api/get-cpe-graphs';
import { useFormat } from '../../../lib/format';
import { lazyNamed } from '../../../lib/lazy-named';
import { useProviderTimeZone } from '../../../lib/provider-time-zone';
import {
  formatClock,
  formatRate,
  HISTORY_SECONDS,
  historyRows,
  rateUnitFor,
  rateUnitLabel,
  type HistoryPoint,
} from '../traffic-rules';
import { RateTable } from './rate-table';

// Chart.js's line and doughnut pieces live in their own chunk.
export const RouterCharts = {
  LiveChart: lazyNamed(() => import('./router-charts'), 'LiveChart'),
  HistoryChart: lazyNamed(() => import('./router-charts'), 'HistoryChart'),
  DeviceDoughnut: lazyNamed(() => import('./router-charts'), 'DeviceDoughnut'),
};

/** A spinner with a name, while data or the chart chunk loads. */
export function ChartLoading({ label, minHeight = 200 }: { label: string; minHeight?: number }) {
  return (
    <Box sx={{ height: '100%', minHeight, display: 'grid', placeItems: 'center' }} role="status" aria-label={label}>
      <CircularProgress aria-hidden />
    </Box>
  );
}

function peak(points: readonly HistoryPoint[]): HistoryPoint | undefined {
  let best: HistoryPoint | undefined;
  for (const p of points) if (!best || p.bits > best.bits) best = p;
  return best;
}

/**
 * The last 24 hours of the WAN, or of one Wi-Fi device when `mac` is given (MISC-021…023): an
 * area chart of download and upload, the peaks in words, and a table of every sample for screen
 * readers. Loading, unavailable (no router), empty and error states.
 */
export function TrafficHistoryView({ userId, mac, height = 300 }: { userId: number; mac?: string; height?: number | string }) {
  const { t } = useTranslation();
  const { lang } = useFormat();
  const tooltipLabel = useCallback((series: string, value: string) => t('liveTraffic.tooltip', { series, value }), [t]);
  const history = useTrafficHistory(userId, mac);
  const { timeZone } = useProviderTimeZone();
  const { down, up } = history;
  const unit = rateUnitFor([...down, ...up].map((p) => p.bits));
  const unitLabel = rateUnitLabel(unit, lang);
  const rows = useMemo(() => historyRows(down, up), [down, up]);
  // The x axis ends now and starts 86400 s before (recomputed with each answer).
  const range = useMemo(() => {
    void down;
    void up;
    const now = Date.now();
    return { min: now - HISTORY_SECONDS * 1000, max: now };
  }, [down, up]);

  if (history.isPending || timeZone === undefined || (history.error && isInProgressError(history.error))) {
    return <ChartLoading label={t('liveTraffic.history.loading')} />;
  }
  if (history.error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={history.refetch}>
            {t('liveTraffic.retry')}
          </Button>
        }
      >
        {t('liveTraffic.history.error')} {history.error.message}
      </Alert>
    );
  }
  if (!history.available) {
    return <Typography color="text.secondary">{t('liveTraffic.history.unavailable')}</Typography>;
  }
  if (rows.length === 0) {
    return <Typography color="text.secondary">{t('liveTraffic.history.empty')}</Typography>;
  }
  const peakDown = peak(down);
  const peakUp = peak(up);
  const texts = {
    download: t('liveTraffic.download'),
    upload: t('liveTraffic.upload'),
    axisTitle: t('liveTraffic.axisTitle', { unit: unitLabel }),
    ariaLabel: t('liveTraffic.history.chartLabel', { unit: unitLabel, zone: timeZone }),
    tooltipLabel,
  };
  return (
    <>
      <Box sx={{ position: 'relative', height, minHeight: 220 }}>
        <Suspense fallback={<ChartLoading label={t('liveTraffic.history.loading')} />}>
          <RouterCharts.HistoryChart down={down} up={up} range={range} unit={unit} timeZone={timeZone} lang={lang} texts={texts} />
        </Suspense>
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('liveTraffic.history.peaks', {
          down: formatRate(peakDown?.bits ?? 0, unit, lang),
          downAt: peakDown ? formatClock(peakDown.t, timeZone, false, lang) : '–',
          up: formatRate(peakUp?.bits ?? 0, unit, lang),
          upAt: peakUp ? formatClock(peakUp.t, timeZone, false, lang) : '–',
          zone: timeZone,
        })}
      </Typography>
      <RateTable caption={t('liveTraffic.history.tableCaption', { unit: unitLabel, zone: timeZone })} rows={rows} unit={unit} timeZone={timeZone} />
    </>
  );
}
