import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, ButtonBase, IconButton, List, ListItemButton, ListItemText, Stack, Typography, useMediaQuery } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useFormat } from '../../../lib/format';
import type { BroadbandCalendar } from '../api/get-broadband-calendar';
import { canGoBack, canGoNext, clampMonth, isDayClickable, isSummaryShown, monthWeeks } from '../calendar-rules';
import {
  addMonths,
  dayKey,
  dayOrdinal,
  daysInMonth,
  sameDay,
  type CalendarDay,
  type CalendarMonth,
} from '../../../lib/provider-time';
import { DayPanel } from './day-panel';
import { MonthSummary } from './month-summary';

/** Below this width the calendar is the mobile list (NET-007: 600 px). */
export const MOBILE_BREAKPOINT = 600;

interface DayInfo {
  day: CalendarDay;
  clickable: boolean;
  future: boolean;
  /** GB used that day; null when unknown (outside the server's history, or in the future). */
  gb: number | null;
}

/**
 * A day of the server's history (it sent the day's chart key) without an entry had no usage; a
 * day can be chosen when it is within the 90 days and the server has its key.
 */
function dayInfo(day: CalendarDay, today: CalendarDay, data: BroadbandCalendar): DayInfo {
  const future = dayOrdinal(day) > dayOrdinal(today);
  const key = dayKey(day);
  const inHistory = data.dayKeys.has(key);
  const entry = data.byDay.get(key);
  const gb = entry ? entry.total : inHistory ? 0 : null;
  return { day, clickable: inHistory && isDayClickable(day, today), future, gb };
}

interface ViewProps {
  month: CalendarMonth;
  today: CalendarDay;
  data: BroadbandCalendar;
  selected: CalendarDay | null;
  onChoose: (day: CalendarDay) => void;
}

/** The desktop month grid: a table of weeks, Sunday first; days that can be chosen are buttons. */
function MonthGrid({ month, today, data, selected, onChoose }: ViewProps) {
  const { t } = useTranslation();
  const { gb: formatGb, longDayName, monthName, weekdayNames } = useFormat();
  const names = weekdayNames();
  return (
    <Box
      component="table"
      data-testid="month-grid"
      sx={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse', '& td, & th': { border: 1, borderColor: 'divider' } }}
    >
      <Box component="caption" sx={visuallyHidden}>
        {t('calendar.days', { month: monthName(month) })}
      </Box>
      <thead>
        <tr>
          {names.map((n) => (
            <Box component="th" scope="col" key={n.long} abbr={n.long} sx={{ py: 1, fontWeight: 500, color: 'text.secondary', bgcolor: 'grey.50' }}>
              {n.short}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week, w) => (
          <tr key={w}>
            {week.map((d, i) => {
              if (!d) return <Box component="td" key={i} sx={{ bgcolor: 'grey.50' }} />;
              const info = dayInfo(d, today, data);
              const isSelected = selected !== null && sameDay(selected, d);
              const isToday = sameDay(today, d);
              const content = (
                <Stack sx={{ height: '100%', width: '100%', p: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
                  <Typography component="span" sx={{ fontWeight: isToday ? 700 : 400 }}>
                    {d.day}
                  </Typography>
                  {info.gb !== null && !info.future && (
                    <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', alignSelf: 'flex-end' }}>
                      {t('calendar.gb', { value: formatGb(info.gb) })}
                    </Typography>
                  )}
                </Stack>
              );
              return (
                <Box
                  component="td"
                  key={i}
                  data-day={dayKey(d)}
                  sx={{
                    height: 76,
                    p: 0,
                    verticalAlign: 'top',
                    bgcolor: isSelected ? 'primary.main' : undefined,
                    color: isSelected ? 'primary.contrastText' : info.clickable ? 'text.primary' : 'text.secondary',
                    outline: isToday && !isSelected ? '2px solid' : undefined,
                    outlineColor: 'primary.main',
                    outlineOffset: '-2px',
                  }}
                >
                  {info.clickable ? (
                    <ButtonBase
                      onClick={() => onChoose(d)}
                      aria-pressed={isSelected}
                      aria-label={t('calendar.dayLabel', { date: longDayName(d), value: formatGb(info.gb ?? 0) })}
                      sx={{ width: '100%', height: '100%', textAlign: 'left', '&:hover': { bgcolor: isSelected ? undefined : 'action.hover' } }}
                    >
                      {content}
                    </ButtonBase>
                  ) : (
                    <Box sx={{ height: '100%' }}>
                      {content}
                      {!info.future && (
                        <Box component="span" sx={visuallyHidden}>
                          {t('calendar.notAvailable')}
                        </Box>
                      )}
                    </Box>
                  )}
                </Box>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/** The mobile calendar: the month's days up to today, newest first, each with its usage. */
function MonthList({ month, today, data, selected, onChoose }: ViewProps) {
  const { t } = useTranslation();
  const { gb: formatGb, longDayName, monthName, shortDayName } = useFormat();
  const last = month.year === today.year && month.month === today.month ? today.day : daysInMonth(month.year, month.month);
  const days = Array.from({ length: last }, (_, i) => ({ ...month, day: last - i }));
  return (
    <List dense aria-label={t('calendar.days', { month: monthName(month) })} data-testid="month-list" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}>
      {days.map((d) => {
        const info = dayInfo(d, today, data);
        const isSelected = selected !== null && sameDay(selected, d);
        const value = info.gb === null ? '' : t('calendar.gb', { value: formatGb(info.gb) });
        if (!info.clickable) {
          return (
            <Box component="li" key={d.day} data-day={dayKey(d)} sx={{ px: 2, py: 1, color: 'text.secondary', borderTop: 1, borderColor: 'divider' }}>
              <Typography variant="body2">{t('calendar.dayNotAvailable', { date: shortDayName(d) })}</Typography>
            </Box>
          );
        }
        return (
          <Box component="li" key={d.day} data-day={dayKey(d)} sx={{ borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
            <ListItemButton selected={isSelected} aria-pressed={isSelected} onClick={() => onChoose(d)} aria-label={t('calendar.dayLabel', { date: longDayName(d), value: formatGb(info.gb ?? 0) })}>
              <ListItemText primary={shortDayName(d)} slotProps={{ primary: { sx: { fontWeight: sameDay(d, today) ? 700 : 400 } } }} />
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {value}
              </Typography>
            </ListItemButton>
          </Box>
        );
      })}
    </List>
  );
}

/**
 * The Calendar tab (NET-034, NET-037, NET-042…045): month navigation (next disabled at the
 * current month, back disabled about 90 days back), the desktop grid or the mobile list, the
 * month's summary when the month began within 93 days, and the chosen day's hourly chart.
 */
export function CalendarTab({ userId, data, nowMs }: { userId: number; data: BroadbandCalendar; nowMs: number }) {
  const { t } = useTranslation();
  const { monthName } = useFormat();
  const { today } = data;
  const mobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.05}px)`);
  const [view, setView] = useState<CalendarMonth>({ year: today.year, month: today.month });
  const [selected, setSelected] = useState<CalendarDay | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const month = clampMonth(view, today);
  const back = canGoBack(month, today);
  const next = canGoNext(month, today);
  const summary = data.months.find((m) => m.year === month.year && m.month === month.month);

  const selectedKey = selected ? data.dayKeys.get(dayKey(selected)) : undefined;

  const choose = (d: CalendarDay) => {
    // Older than 90 days, ahead, or outside the server's history: ignored (NET-044).
    if (!isDayClickable(d, today) || !data.dayKeys.has(dayKey(d))) return;
    setSelected(d);
    if (mobile) requestAnimationFrame(() => panelRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }));
  };

  const viewProps: ViewProps = { month, today, data, selected, onChoose: choose };
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton onClick={() => setView(addMonths(month, -1))} disabled={!back} aria-label={t('calendar.previousMonth')}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="h5" component="h3" aria-live="polite" data-testid="calendar-month">
          {monthName(month)}
        </Typography>
        <IconButton onClick={() => setView(addMonths(month, 1))} disabled={!next} aria-label={t('calendar.nextMonth')}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      {mobile ? <MonthList {...viewProps} /> : <MonthGrid {...viewProps} />}
      {summary && isSummaryShown(summary, nowMs) && <MonthSummary usage={summary} />}
      <Box ref={panelRef} sx={{ scrollMarginTop: 72 }}>
        {selected && selectedKey !== undefined ? (
          <DayPanel key={dayKey(selected)} userId={userId} day={selected} epochDay={selectedKey} />
        ) : (
          <Typography color="text.secondary">{t('calendar.chooseDay')}</Typography>
        )}
      </Box>
    </Stack>
  );
}
