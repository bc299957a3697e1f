import { Box, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from '../../../i18n/translation';
import { useFormat } from '../../../lib/format';
import type { BroadbandCalendar, DayUsage } from '../api/get-broadband-calendar';
import { isSummaryShown } from '../calendar-rules';
import { monthIndex, type CalendarMonth } from '../../../lib/provider-time';
import { MonthSummary } from './month-summary';

/**
 * The Data Usage tab (NET-035): per month, newest first, the month's summary (only for months
 * that began within 93 days, NET-045) and a table of the days' downstream, upstream and total.
 */
export function DataUsageTab({ data, nowMs }: { data: BroadbandCalendar; nowMs: number }) {
  const { t } = useTranslation();
  const { gb: formatGb, monthName, shortDayName } = useFormat();
  const byMonth = new Map<number, { month: CalendarMonth; days: DayUsage[] }>();
  const add = (m: CalendarMonth) => {
    const i = monthIndex(m);
    let entry = byMonth.get(i);
    if (!entry) {
      entry = { month: { year: m.year, month: m.month }, days: [] };
      byMonth.set(i, entry);
    }
    return entry;
  };
  for (const d of data.days) add(d.day).days.push(d);
  for (const m of data.months) add(m);
  const months = [...byMonth.entries()].sort((a, b) => b[0] - a[0]).map(([, v]) => v);

  if (months.length === 0) return <Typography color="text.secondary">{t('calendar.usage.empty')}</Typography>;
  return (
    <Stack spacing={3}>
      {months.map(({ month, days }) => {
        const summary = data.months.find((m) => m.year === month.year && m.month === month.month);
        const id = `usage-${month.year}-${month.month}`;
        return (
          <Stack component="section" key={id} spacing={1.5} aria-labelledby={id} data-testid={id}>
            <Typography id={id} variant="h5" component="h3">
              {monthName(month)}
            </Typography>
            {summary && isSummaryShown(summary, nowMs) && <MonthSummary usage={summary} />}
            {days.length === 0 ? (
              <Typography color="text.secondary">{t('calendar.usage.noDays')}</Typography>
            ) : (
              <TableContainer
                tabIndex={0}
                role="region"
                aria-label={t('calendar.usage.tableCaption', { month: monthName(month) })}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
              >
                <Table size="small" sx={{ '& th, & td': { px: { xs: 1, sm: 2 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } } }}>
                  <Box component="caption" sx={{ captionSide: 'top', textAlign: 'left', px: 2, py: 1, color: 'text.secondary' }}>
                    {t('calendar.usage.tableCaption', { month: monthName(month) })}
                  </Box>
                  <TableHead>
                    <TableRow>
                      <TableCell scope="col">{t('calendar.usage.date')}</TableCell>
                      <TableCell scope="col" align="right">
                        {t('calendar.usage.downstreamColumn')}
                      </TableCell>
                      <TableCell scope="col" align="right">
                        {t('calendar.usage.upstreamColumn')}
                      </TableCell>
                      <TableCell scope="col" align="right">
                        {t('calendar.aggregate')}
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {[...days].reverse().map((d) => (
                      <TableRow key={d.day.day}>
                        <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                          {shortDayName(d.day)}
                        </TableCell>
                        <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                          {formatGb(d.down)}
                        </TableCell>
                        <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                          {formatGb(d.up)}
                        </TableCell>
                        <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                          {formatGb(d.total)}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
