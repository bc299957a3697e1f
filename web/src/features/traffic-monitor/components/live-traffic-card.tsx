import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { isInProgressError } from '../../../lib/api-client';
import { useCpeFastPull } from '../api/get-cpe-fastpull';
import { useFormat } from '../../../lib/format';
import { useProviderTimeZone } from '../../../lib/provider-time-zone';
import {
  addSample,
  formatRate,
  liveRange,
  rateUnitFor,
  rateUnitLabel,
  ratesFromSamples,
  windowPoints,
  type CounterSample,
} from '../traffic-rules';
import { RateTable } from './rate-table';
import { ChartLoading, RouterCharts } from './traffic-history-view';

/**
 * Card 2 of the Traffic Monitor, "Live Traffic" (MISC-018…020, decisions §8, §10): polls the
 * router's WAN counters every second while shown, turns counter deltas into bits per second, and
 * draws the 20 s ending 2 s ago in kb/s or mb/s. A router that stopped reporting (433) gets a clear
 * message while polling goes on; a counter reset leaves a gap.
 */
export function LiveTrafficCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { lang } = useFormat();
  const { timeZone } = useProviderTimeZone();
  const tooltipLabel = useCallback((series: string, value: string) => t('liveTraffic.tooltip', { series, value }), [t]);
  const poll = useCpeFastPull(userId);
  const [samples, setSamples] = useState<CounterSample[]>([]);
  const [now, setNow] = useState(() => Date.now());

  // Each answer (or failure) adds its reading, if any, and moves the window on.
  const latest = poll.data;
  useEffect(() => {
    if (latest?.kind === 'sample') setSamples((s) => addSample(s, latest.sample));
    setNow(Date.now());
  }, [latest, poll.dataUpdatedAt, poll.errorUpdatedAt]);

  const points = useMemo(() => windowPoints(ratesFromSamples(samples), now), [samples, now]);
  const range = liveRange(now);
  const unit = rateUnitFor(points.flatMap((p) => [p.rx, p.tx]));
  const unitLabel = rateUnitLabel(unit, lang);
  const last = [...points].reverse().find((p) => p.rx !== null && p.tx !== null);

  let body;
  if (latest?.kind === 'noRouter') {
    body = <Typography color="text.secondary">{t('liveTraffic.live.noRouter')}</Typography>;
  } else if ((!latest && !poll.isError) || (!latest && isInProgressError(poll.error)) || timeZone === undefined) {
    body = <ChartLoading label={t('liveTraffic.live.loading')} minHeight={240} />;
  } else {
    // Whichever answer came last tells the state: a failure after 'offline' replaces it, and so on.
    const failed = poll.isError && poll.errorUpdatedAt >= poll.dataUpdatedAt && !isInProgressError(poll.error);
    const offline = latest?.kind === 'offline' && !failed;
    body = (
      <>
        {offline && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {t('liveTraffic.live.offline')}
          </Alert>
        )}
        {failed && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {t('liveTraffic.live.error')} {poll.error?.message}
          </Alert>
        )}
        {/* Before the first rates, 'Measuring…' stands where they will be: above the chart, not over its axis. */}
        {last || offline || failed ? (
          <Typography variant="body1" sx={{ fontWeight: 500, minHeight: '1.5em' }} data-testid="live-traffic-now">
            {last ? t('liveTraffic.live.now', { down: formatRate(last.rx ?? 0, unit, lang), up: formatRate(last.tx ?? 0, unit, lang) }) : ''}
          </Typography>
        ) : (
          <Typography color="text.secondary" role="status" sx={{ minHeight: '1.5em' }} data-testid="live-traffic-collecting">
            {t('liveTraffic.live.collecting')}
          </Typography>
        )}
        <Box sx={{ position: 'relative', height: { xs: 240, sm: 280 } }}>
          <Suspense fallback={<ChartLoading label={t('liveTraffic.live.loading')} minHeight={240} />}>
            <RouterCharts.LiveChart
              points={points}
              range={range}
              unit={unit}
              timeZone={timeZone}
              lang={lang}
              texts={{
                download: t('liveTraffic.download'),
                upload: t('liveTraffic.upload'),
                axisTitle: t('liveTraffic.axisTitle', { unit: unitLabel }),
                ariaLabel: t('liveTraffic.live.chartLabel', { unit: unitLabel }),
                tooltipLabel,
              }}
            />
          </Suspense>
        </Box>
        <RateTable
          caption={t('liveTraffic.live.tableCaption', { unit: unitLabel })}
          rows={points.map((p) => ({ t: p.t, down: p.rx, up: p.tx }))}
          unit={unit}
          timeZone={timeZone}
          withSeconds
          testId="live-traffic-table"
        />
      </>
    );
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="live-traffic-title" data-testid="live-traffic-card">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography id="live-traffic-title" variant="h6" component="h3">
          {t('liveTraffic.live.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('liveTraffic.live.intro')}
        </Typography>
        <Box>{body}</Box>
      </CardContent>
    </Card>
  );
}
