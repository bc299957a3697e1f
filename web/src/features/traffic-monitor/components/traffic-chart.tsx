import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip, type ChartOptions } from 'chart.js';
import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import { byteUnitLabel, formatInUnit, inUnit, localeOf, unitFor, type Language } from '../../../lib/format';
import { useChartColors } from '../../../lib/ui/chart-colors';

// Only the pieces of a bar chart with a legend and tooltips (keeps the lazy chunk small).
ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

/** One bar pair of the chart. */
export interface TrafficBar {
  label: string;
  up: number;
  down: number;
}

export interface TrafficChartProps {
  bars: TrafficBar[];
  uploadLabel: string;
  downloadLabel: string;
  /** The value axis' title for a unit as the language writes it ('Traffic (MB)'). */
  axisTitle: (unit: string) => string;
  /** A tooltip's line: the series' name and the value with its unit ('Upload: 12.3 MB'). */
  tooltipLabel: (series: string, value: string) => string;
  /** The language of the figures and units (1.5 MB / 1,5 Mo). */
  lang: Language;
  ariaLabel: string;
  /** Called with the bar pair's index when one is clicked (the device view, PLAT-188). */
  onSelect?: (index: number) => void;
}

/**
 * The Wi-Fi traffic bar chart (PLAT-179): download and upload per device, horizontal bars so the
 * device names stay readable on phones, values in one decimal unit chosen from the largest value.
 * Loaded lazily so Chart.js is not in the main chunk.
 */
export function TrafficChart({ bars, uploadLabel, downloadLabel, axisTitle, tooltipLabel, lang, ariaLabel, onSelect }: TrafficChartProps) {
  const colors = useChartColors();
  const unit = unitFor(Math.max(0, ...bars.flatMap((b) => [b.up, b.down])));
  const data = useMemo(
    () => ({
      labels: bars.map((b) => b.label),
      datasets: [
        // Download first, as in the Live and 24-hour charts and the doughnut: the legend reads 'Download, Upload'.
        {
          label: downloadLabel,
          data: bars.map((b) => inUnit(b.down, unit)),
          backgroundColor: colors.download,
          borderRadius: 3,
        },
        {
          label: uploadLabel,
          data: bars.map((b) => inUnit(b.up, unit)),
          backgroundColor: colors.upload,
          borderRadius: 3,
        },
      ],
    }),
    [bars, unit, uploadLabel, downloadLabel, colors.upload, colors.download],
  );
  const options = useMemo<ChartOptions<'bar'>>(
    () => ({
      indexAxis: 'y',
      responsive: true,
      maintainAspectRatio: false,
      locale: localeOf(lang),
      animation: { duration: 300 },
      // A click anywhere on a device's row of the plot chooses that device.
      onClick: (event, _elements, chart) => {
        if (!onSelect || !event.native) return;
        const hit = chart.getElementsAtEventForMode(event.native, 'nearest', { axis: 'y', intersect: false }, true)[0];
        if (hit) onSelect(hit.index);
      },
      onHover: (event) => {
        const target = event.native?.target as HTMLElement | undefined;
        if (target) target.style.cursor = onSelect ? 'pointer' : 'default';
      },
      scales: {
        x: {
          beginAtZero: true,
          title: { display: true, text: axisTitle(byteUnitLabel(unit, lang)) },
          ticks: { callback: (v) => formatInUnit(Number(v), unit, lang) },
        },
        y: { ticks: { autoSkip: false } },
      },
      plugins: {
        legend: { position: 'top' },
        tooltip: {
          callbacks: { label: (ctx) => tooltipLabel(ctx.dataset.label ?? '', formatInUnit(Number(ctx.raw), unit, lang)) },
        },
      },
    }),
    [axisTitle, tooltipLabel, lang, unit, onSelect],
  );
  return <Bar data={data} options={options} aria-label={ariaLabel} role="img" />;
}
