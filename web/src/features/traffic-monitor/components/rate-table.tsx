import { Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from '../../../i18n/translation';
import { useFormat } from '../../../lib/format';
import { formatClock, formatRate, type RateUnit } from '../traffic-rules';

/** One row of a rate table: a time (epoch ms) and download/upload in bits per second (null: a gap). */
export interface RateRow {
  t: number;
  down: number | null;
  up: number | null;
}

/**
 * The text alternative of a traffic chart: the same numbers as a table, read by screen readers and
 * hidden on screen.
 */
export function RateTable({
  caption,
  rows,
  unit,
  timeZone,
  withSeconds = false,
  testId,
}: {
  caption: string;
  rows: readonly RateRow[];
  unit: RateUnit;
  timeZone: string | undefined;
  withSeconds?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { lang } = useFormat();
  return (
    <Box sx={visuallyHidden} data-testid={testId}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('liveTraffic.time')}</th>
            <th scope="col">{t('liveTraffic.download')}</th>
            <th scope="col">{t('liveTraffic.upload')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.t}>
              <th scope="row">{formatClock(r.t, timeZone, withSeconds, lang)}</th>
              <td>{r.down === null ? '–' : formatRate(r.down, unit, lang)}</td>
              <td>{r.up === null ? '–' : formatRate(r.up, unit, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
