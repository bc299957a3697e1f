/**
 * The colours of every Chart.js chart (Wi-Fi traffic by device, live and 24-hour router traffic,
 * a device's doughnut, the calendar's day chart, the usage doughnut), so a series means the same
 * colour everywhere: download is always the provider's primary colour, upload always teal.
 */
import { alpha, useTheme, type Theme } from '@mui/material/styles';

/** Upload's colour: a teal that stands apart from a blue brand and keeps 3:1 on white. */
export const UPLOAD_COLOR = '#00897b';

/** The colours of the charts. */
export interface ChartColors {
  /** Download (downstream, rx): the provider's primary colour. */
  download: string;
  /** Upload (upstream, tx). */
  upload: string;
  /** Area fills under the download and upload lines. */
  downloadFill: string;
  uploadFill: string;
  /** The part of the usage doughnut still left this month. */
  remaining: string;
  /** The used part of the usage doughnut by level (NET-017: green, orange, red). */
  usage: { normal: string; warning: string; over: string };
}

/** The chart colours of a theme. */
export function chartColors(theme: Theme): ChartColors {
  const download = theme.palette.primary.main;
  return {
    download,
    upload: UPLOAD_COLOR,
    downloadFill: alpha(download, 0.25),
    uploadFill: alpha(UPLOAD_COLOR, 0.25),
    remaining: theme.palette.grey[300],
    usage: { normal: theme.palette.success.main, warning: theme.palette.warning.main, over: theme.palette.error.main },
  };
}

/** The chart colours of the app's theme. */
export function useChartColors(): ChartColors {
  return chartColors(useTheme());
}
