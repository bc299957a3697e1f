import type { Theme } from '@mui/material';

/**
 * The day chart's two series colours, in one place for the chart (day-chart.tsx, loaded lazily)
 * and the legend beside it (day-panel.tsx), so the legend always matches the bars.
 */
export function daySeriesColors(theme: Theme): { down: string; up: string } {
  return { down: theme.palette.primary.main, up: theme.palette.warning.main };
}
