import { ArcElement, Chart as ChartJS, Tooltip, type ChartOptions } from 'chart.js';
import { useMemo } from 'react';
import { Doughnut } from 'react-chartjs-2';

// Only the pieces of a doughnut (keeps the lazy chunk small).
ChartJS.register(ArcElement, Tooltip);

export interface UsageDonutProps {
  /** [used, left] in GB. */
  slices: [number, number];
  usedColor: string;
  leftColor: string;
  ariaLabel: string;
}

/** The usage doughnut of the dashboard card (NET-013); loaded lazily so Chart.js stays out of the main chunk. */
export function UsageDonut({ slices, usedColor, leftColor, ariaLabel }: UsageDonutProps) {
  const data = useMemo(
    () => ({
      datasets: [{ data: slices, backgroundColor: [usedColor, leftColor], borderWidth: 0 }],
    }),
    [slices, usedColor, leftColor],
  );
  const options = useMemo<ChartOptions<'doughnut'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      cutout: '72%',
      animation: { duration: 300 },
      events: [], // the figures are written beside the chart; no tooltips to chase
      plugins: { tooltip: { enabled: false } },
    }),
    [],
  );
  return <Doughnut data={data} options={options} aria-label={ariaLabel} role="img" />;
}
