import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip, type ChartOptions } from 'chart.js';
import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import { useChartColors } from '../../lib/ui/chart-colors';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

export interface UsageChartProps {
  /** Day of the month of each bar. */
  labels: string[];
  /** GB downloaded and uploaded each day. */
  down: number[];
  up: number[];
  downLabel: string;
  upLabel: string;
  axisTitle: string;
  ariaLabel: string;
  locale: string;
}

/** This month's usage per day, upload stacked on download (the subscriber page's chart; loaded lazily). */
export default function UsageChart({ labels, down, up, downLabel, upLabel, axisTitle, ariaLabel, locale }: UsageChartProps) {
  const colors = useChartColors();
  const data = useMemo(
    () => ({
      labels,
      datasets: [
        { label: downLabel, data: down, backgroundColor: colors.download, stack: 'usage' },
        { label: upLabel, data: up, backgroundColor: colors.upload, stack: 'usage' },
      ],
    }),
    [labels, down, up, downLabel, upLabel, colors.download, colors.upload],
  );
  const options = useMemo<ChartOptions<'bar'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      locale,
      animation: false,
      scales: {
        x: { stacked: true, ticks: { maxRotation: 0 } },
        y: { stacked: true, beginAtZero: true, title: { display: true, text: axisTitle } },
      },
      plugins: { legend: { position: 'bottom' } },
    }),
    [locale, axisTitle],
  );
  return (
    <div style={{ position: 'relative', height: 220 }}>
      <Bar data={data} options={options} role="img" aria-label={ariaLabel} />
    </div>
  );
}
