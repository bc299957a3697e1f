import { alpha } from '@mui/material';
import {
  ArcElement,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type ChartOptions,
} from 'chart.js';
import { useMemo } from 'react';
import { Doughnut, Line } from 'react-chartjs-2';
import { localeOf, type Language } from '../../../lib/format';
import { alignedTicks, formatClock, formatRateValue, inRateUnit, type HistoryPoint, type RatePoint, type RateUnit } from '../traffic-rules';
import { useChartColors } from '../../../lib/ui/chart-colors';

// Only the pieces of line and doughnut charts (this module is its own lazy chunk).
ChartJS.register(LinearScale, PointElement, LineElement, Filler, ArcElement, Tooltip, Legend);

/** Texts the charts draw (from the catalog). */
export interface ChartTexts {
  download: string;
  upload: string;
  axisTitle: string;
  ariaLabel: string;
  /** A tooltip's line: the series' name and its value with the unit ('Download: 12.3 mb/s'). */
  tooltipLabel: (series: string, value: string) => string;
}

/** The series colours of every chart of the app (lib/ui/chart-colors). */
function useColors() {
  const c = useChartColors();
  return { down: c.download, up: c.upload };
}


/**
 * The options both rate charts share: a time axis over `range` with ticks on whole steps (the
 * step may depend on the chart's width) labelled by `clock`, a rate axis from zero in `unit`, the
 * legend on top and tooltips with the time and the value.
 */
function timeChartOptions({
  range,
  unit,
  lang,
  axisTitle,
  tooltipLabel,
  tickStep,
  clock,
  animation,
  interaction,
}: {
  range: { min: number; max: number };
  unit: RateUnit;
  lang: Language;
  axisTitle: string;
  tooltipLabel: ChartTexts['tooltipLabel'];
  tickStep: (chartWidth: number) => number;
  clock: (ms: number) => string;
  animation: ChartOptions<'line'>['animation'];
  interaction?: ChartOptions<'line'>['interaction'];
}): ChartOptions<'line'> {
  const fmt = (v: number) => formatRateValue(v, unit, lang);
  return {
    responsive: true,
    maintainAspectRatio: false,
    locale: localeOf(lang),
    animation,
    parsing: false,
    ...(interaction ? { interaction } : {}),
    scales: {
      x: {
        type: 'linear',
        min: range.min,
        max: range.max,
        afterBuildTicks: (axis) => {
          axis.ticks = alignedTicks(range.min, range.max, tickStep(axis.chart.width)).map((value) => ({ value }));
        },
        ticks: { callback: (v) => clock(Number(v)) },
      },
      y: { beginAtZero: true, title: { display: true, text: axisTitle }, ticks: { callback: (v) => fmt(Number(v)) } },
    },
    plugins: {
      legend: { position: 'top' },
      tooltip: {
        callbacks: {
          title: (items) => (items[0] ? clock(Number(items[0].parsed.x)) : ''),
          label: (ctx) => tooltipLabel(ctx.dataset.label ?? '', fmt(Number(ctx.parsed.y))),
        },
      },
    },
  };
}

/**
 * The Live Traffic chart (MISC-019/020): download and upload lines over the 20 s window, times
 * in the provider's zone, values in kb/s or mb/s. No animation: it moves every second.
 */
export function LiveChart({
  points,
  range,
  unit,
  timeZone,
  lang,
  texts,
}: {
  points: RatePoint[];
  range: { min: number; max: number };
  unit: RateUnit;
  timeZone: string | undefined;
  lang: Language;
  texts: ChartTexts;
}) {
  const colors = useColors();
  const data = useMemo(
    () => ({
      datasets: [
        {
          label: texts.download,
          data: points.map((p) => ({ x: p.t, y: p.rx === null ? null : inRateUnit(p.rx, unit) })),
          borderColor: colors.down,
          backgroundColor: colors.down,
          pointRadius: 2,
          tension: 0.25,
          spanGaps: false,
        },
        {
          label: texts.upload,
          data: points.map((p) => ({ x: p.t, y: p.tx === null ? null : inRateUnit(p.tx, unit) })),
          borderColor: colors.up,
          backgroundColor: colors.up,
          pointRadius: 2,
          tension: 0.25,
          spanGaps: false,
        },
      ],
    }),
    [points, unit, colors.down, colors.up, texts.download, texts.upload],
  );
  const { min, max } = range;
  const options = useMemo(
    () =>
      timeChartOptions({
        range: { min, max },
        unit,
        lang,
        axisTitle: texts.axisTitle,
        tooltipLabel: texts.tooltipLabel,
        // Whole 5 s (10 s on narrow charts), so the labels do not crowd or jitter.
        tickStep: (width) => (width < 500 ? 10_000 : 5_000),
        clock: (ms) => formatClock(ms, timeZone, true, lang),
        animation: false,
      }),
    [min, max, unit, lang, texts.axisTitle, texts.tooltipLabel, timeZone],
  );
  return <Line data={data} options={options} aria-label={texts.ariaLabel} role="img" />;
}

/**
 * A 24-hour chart (MISC-021…023): download and upload as filled lines, times in the provider's
 * zone, values in kb/s or mb/s.
 */
export function HistoryChart({
  down,
  up,
  range,
  unit,
  timeZone,
  lang,
  texts,
}: {
  down: HistoryPoint[];
  up: HistoryPoint[];
  range: { min: number; max: number };
  unit: RateUnit;
  timeZone: string | undefined;
  lang: Language;
  texts: ChartTexts;
}) {
  const colors = useColors();
  const data = useMemo(
    () => ({
      datasets: [
        {
          label: texts.download,
          data: down.map((p) => ({ x: p.t, y: inRateUnit(p.bits, unit) })),
          borderColor: colors.down,
          backgroundColor: alpha(colors.down, 0.25),
          fill: 'origin' as const,
          pointRadius: 0,
          borderWidth: 2,
          tension: 0.2,
        },
        {
          label: texts.upload,
          data: up.map((p) => ({ x: p.t, y: inRateUnit(p.bits, unit) })),
          borderColor: colors.up,
          backgroundColor: alpha(colors.up, 0.25),
          fill: 'origin' as const,
          pointRadius: 0,
          borderWidth: 2,
          tension: 0.2,
        },
      ],
    }),
    [down, up, unit, colors.down, colors.up, texts.download, texts.upload],
  );
  const { min, max } = range;
  const options = useMemo(
    () =>
      timeChartOptions({
        range: { min, max },
        unit,
        lang,
        axisTitle: texts.axisTitle,
        tooltipLabel: texts.tooltipLabel,
        // Whole hours, every 3 (every 6 on narrow charts).
        tickStep: (width) => (width < 500 ? 6 : 3) * 3_600_000,
        clock: (ms) => formatClock(ms, timeZone, false, lang),
        animation: { duration: 300 },
        interaction: { mode: 'index', intersect: false },
      }),
    [min, max, unit, lang, texts.axisTitle, texts.tooltipLabel, timeZone],
  );
  return <Line data={data} options={options} aria-label={texts.ariaLabel} role="img" />;
}

/** A device's doughnut (PLAT-188): download against upload of the chosen period, in bytes. */
export function DeviceDoughnut({
  down,
  up,
  texts,
  format,
  lang,
  tooltipLabel,
}: {
  down: number;
  up: number;
  texts: Omit<ChartTexts, 'axisTitle' | 'tooltipLabel'>;
  format: (bytes: number) => string;
  lang: Language;
  tooltipLabel: ChartTexts['tooltipLabel'];
}) {
  const colors = useColors();
  const data = useMemo(
    () => ({
      labels: [texts.download, texts.upload],
      datasets: [{ data: [down, up], backgroundColor: [colors.down, colors.up], borderWidth: 1 }],
    }),
    [down, up, colors.down, colors.up, texts.download, texts.upload],
  );
  const options = useMemo<ChartOptions<'doughnut'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      cutout: '60%',
      locale: localeOf(lang),
      plugins: {
        legend: { position: 'bottom' },
        tooltip: { callbacks: { label: (ctx) => tooltipLabel(ctx.label, format(Number(ctx.raw))) } },
      },
    }),
    [format, lang, tooltipLabel],
  );
  return <Doughnut data={data} options={options} aria-label={texts.ariaLabel} role="img" />;
}
