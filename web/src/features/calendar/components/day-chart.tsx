import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip, type ChartOptions } from 'chart.js';
import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import { axisUpperBound } from '../calendar-rules';
import { HOUR_LABELS } from '../../../lib/format';
import { useChartColors } from '../../../lib/ui/chart-colors';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

export interface DayChartProps {
  up: number[];
  down: number[];
  upLabel: string;
  downLabel: string;
  axisTitle: string;
  ariaLabel: string;
  /** The locale Chart.js writes the axis numbers in ('en-CA', 'fr-CA'). */
  locale: string;
  /** A tooltip's line: the series' name and the hour's GB ('Downstream: 3.200 GB'). */
  tooltipLabel: (series: string, gb: number) => string;
}

/**
 * The chosen day's usage per hour (NET-037, NET-039): 24 hourly bars, upstream stacked on
 * downstream, the value axis up to the decisions §18 bound of the largest hour. Loaded lazily.
 */
export function DayChart({ up, down, upLabel, downLabel, axisTitle, ariaLabel, locale, tooltipLabel }: DayChartProps) {
  const colors = useChartColors();
  const max = Math.max(0, ...HOUR_LABELS.map((_, i) => (up[i] ?? 0) + (down[i] ?? 0)));
  const data = useMemo(
    () => ({
      labels: [...HOUR_LABELS],
      datasets: [
        { label: downLabel, data: down, backgroundColor: colors.download, stack: 'usage' },
        { label: upLabel, data: up, backgroundColor: colors.upload, stack: 'usage' },
      ],
    }),
    [up, down, upLabel, downLabel, colors.download, colors.upload],
  );
  const options = useMemo<ChartOptions<'bar'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      locale,
      animation: { duration: 300 },
      scales: {
        x: { stacked: true, ticks: { autoSkip: false, maxRotation: 0 } },
        y: {
          stacked: true,
          beginAtZero: true,
          min: 0,
          max: axisUpperBound(max),
          title: { display: true, text: axisTitle },
        },
      },
      plugins: {
        // The legend is the panel's (day-panel.tsx), outside the box that scrolls on phones, so it stays in view.
        legend: { display: false },
        tooltip: { callbacks: { label: (ctx) => tooltipLabel(ctx.dataset.label ?? '', Number(ctx.raw)) } },
      },
    }),
    [max, axisTitle, locale, tooltipLabel],
  );
  return <Bar data={data} options={options} aria-label={ariaLabel} role="img" />;
}
