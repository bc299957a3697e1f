import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import SwipeIcon from '@mui/icons-material/Swipe';
import { visuallyHidden } from '@mui/utils';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { isInProgressError } from '../../../lib/api-client';
import { lazyNamed } from '../../../lib/lazy-named';
import { loadErrorText } from '../../../lib/load-error';
import { HOUR_LABELS, useFormat } from '../../../lib/format';
import { useDayGraphic } from '../api/get-broadband-graphic';
import { axisUpperBound } from '../calendar-rules';
import type { CalendarDay } from '../../../lib/provider-time';
import { useChartColors } from '../../../lib/ui/chart-colors';

const DayChart = lazyNamed(() => import('./day-chart'), 'DayChart');

/**
 * The day chart's width (decisions §18): 1000 px, in a box that scrolls sideways on phones and
 * tablets; on desktops (960 px and up) it is at most 1000 px and never wider than the page.
 */
export const DAY_CHART_WIDTH = 1000;
const DAY_CHART_HEIGHT = 400;

function Spinner({ label }: { label: string }) {
  return (
    <Box sx={{ height: DAY_CHART_HEIGHT, display: 'grid', placeItems: 'center' }} role="status" aria-label={label}>
      <CircularProgress aria-hidden />
    </Box>
  );
}

/** The chart's legend, outside the scrolling box so it stays in view on phones. */
function DayLegend({ items }: { items: { label: string; color: string }[] }) {
  return (
    <Stack component="ul" direction="row" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap' }} data-testid="day-legend">
      {items.map((item) => (
        <Stack component="li" key={item.label} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box aria-hidden sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: item.color, flexShrink: 0 }} />
          <Typography variant="body2">{item.label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/** Which sides of a sideways-scrolling box have more content beyond the visible part. */
interface Edges {
  start: boolean;
  end: boolean;
}

/**
 * The box the chart scrolls in on phones (decisions §18). When it scrolls it says so: a fade on
 * each side that has more hours beyond it, and a 'swipe sideways' hint under it.
 */
function ChartScroller({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ start: false, end: false });
  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const start = el.scrollLeft > 1;
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((e) => (e.start === start && e.end === end ? e : { start, end }));
  }, []);
  useEffect(() => {
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [update]);
  const fade = (side: 'left' | 'right') => ({
    position: 'absolute',
    top: 0,
    bottom: 0,
    [side]: 0,
    width: 40,
    pointerEvents: 'none',
    background: (theme: { palette: { background: { paper: string } } }) =>
      `linear-gradient(to ${side}, transparent, ${theme.palette.background.paper})`,
  });
  return (
    <Box>
      <Box sx={{ position: 'relative' }}>
        <Box
          ref={ref}
          role="region"
          aria-label={label}
          tabIndex={0}
          data-testid="day-chart-scroll"
          onScroll={update}
          sx={{ overflowX: 'auto', maxWidth: '100%', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
        >
          {children}
        </Box>
        {edges.start && <Box aria-hidden data-testid="day-chart-fade-start" sx={fade('left')} />}
        {edges.end && <Box aria-hidden data-testid="day-chart-fade-end" sx={fade('right')} />}
      </Box>
      {(edges.start || edges.end) && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5, color: 'text.secondary' }} data-testid="day-chart-hint">
          <SwipeIcon fontSize="small" aria-hidden />
          <Typography variant="body2">{t('calendar.day.scrollHint')}</Typography>
        </Stack>
      )}
    </Box>
  );
}

/** The chosen day: its hourly stacked bar chart (NET-037, NET-038) and the same figures as a table. */
export function DayPanel({ userId, day, epochDay }: { userId: number; day: CalendarDay; epochDay: number }) {
  const { t } = useTranslation();
  const { gb: formatGb, longDayName, locale } = useFormat();
  const colors = useChartColors();
  const graphic = useDayGraphic(userId, epochDay);
  const date = longDayName(day);
  const tooltipLabel = useCallback(
    (series: string, value: number) => t('calendar.day.tooltip', { series, value: formatGb(value) }),
    [t, formatGb],
  );
  const max = useMemo(
    () => Math.max(0, ...(graphic.data?.down ?? []).map((d, i) => d + (graphic.data?.up[i] ?? 0))),
    [graphic.data],
  );

  let body;
  if (graphic.isPending || (!graphic.data && isInProgressError(graphic.error))) {
    body = <Spinner label={t('calendar.day.loading', { date })} />;
  } else if (graphic.isError && !graphic.data) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void graphic.refetch()}>
            {t('calendar.retry')}
          </Button>
        }
      >
        {t('calendar.day.error')} {loadErrorText(graphic.error, t)}
      </Alert>
    );
  } else if (!graphic.data.available) {
    body = <Typography color="text.secondary">{t('calendar.day.unavailable')}</Typography>;
  } else {
    const g = graphic.data;
    body = (
      <>
        <DayLegend
          items={[
            { label: t('calendar.downstream'), color: colors.download },
            { label: t('calendar.upstream'), color: colors.upload },
          ]}
        />
        <ChartScroller label={t('calendar.day.chartRegion')}>
          <Box
            sx={{ position: 'relative', width: { xs: DAY_CHART_WIDTH, md: '100%' }, maxWidth: DAY_CHART_WIDTH, height: DAY_CHART_HEIGHT }}
            data-testid="day-chart"
            data-axis-max={axisUpperBound(max)}
          >
            <Suspense fallback={<Spinner label={t('calendar.day.loading', { date })} />}>
              <DayChart
                up={g.up}
                down={g.down}
                upLabel={t('calendar.upstream')}
                downLabel={t('calendar.downstream')}
                axisTitle={t('calendar.day.axisTitle')}
                locale={locale}
                tooltipLabel={tooltipLabel}
                ariaLabel={t('calendar.day.chartLabel', { date })}
              />
            </Suspense>
          </Box>
        </ChartScroller>
        <Box component="table" sx={visuallyHidden} data-testid="day-table">
          <caption>{t('calendar.day.tableCaption', { date })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('calendar.day.hour')}</th>
              <th scope="col">{t('calendar.downstream')}</th>
              <th scope="col">{t('calendar.upstream')}</th>
              <th scope="col">{t('calendar.aggregate')}</th>
            </tr>
          </thead>
          <tbody>
            {HOUR_LABELS.map((h, i) => (
              <tr key={h}>
                <th scope="row">{h}</th>
                <td>{formatGb(g.down[i] ?? 0)}</td>
                <td>{formatGb(g.up[i] ?? 0)}</td>
                <td>{formatGb(g.total[i] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </>
    );
  }

  return (
    <Stack component="section" spacing={1} aria-labelledby="day-panel-title" data-testid="day-panel">
      <Typography id="day-panel-title" variant="h6" component="h4">
        {t('calendar.day.title', { date })}
      </Typography>
      {body}
    </Stack>
  );
}
