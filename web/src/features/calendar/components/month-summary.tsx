import { Box, Divider, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTranslation } from '../../../i18n/translation';
import { useFormat } from '../../../lib/format';
import type { MonthUsage } from '../api/get-broadband-calendar';

/** Below this width the summary's separators turn horizontal (NET-007: 650 px for calendar separators). */
export const SEPARATOR_BREAKPOINT = 650;

/** A month's downstream, upstream and aggregate (NET-045); the caller decides if it may be shown. */
export function MonthSummary({ usage, headingLevel = 'h4' }: { usage: MonthUsage; headingLevel?: 'h3' | 'h4' }) {
  const { t } = useTranslation();
  const { gb: formatGb, monthName } = useFormat();
  const narrow = useMediaQuery(`(max-width:${SEPARATOR_BREAKPOINT - 0.05}px)`);
  const items = [
    { key: 'downstream', label: t('calendar.summary.downstream'), value: usage.down },
    { key: 'upstream', label: t('calendar.summary.upstream'), value: usage.up },
    { key: 'aggregate', label: t('calendar.summary.aggregate'), value: usage.total },
  ];
  const id = `summary-${usage.year}-${usage.month}`;
  return (
    <Box component="section" aria-labelledby={id} data-testid={id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography id={id} variant="subtitle1" component={headingLevel} sx={{ fontWeight: 600, mb: 1 }}>
        {t('calendar.summary.title', { month: monthName(usage) })}
      </Typography>
      <Stack
        component="dl"
        direction={narrow ? 'column' : 'row'}
        divider={<Divider orientation={narrow ? 'horizontal' : 'vertical'} flexItem aria-hidden />}
        spacing={narrow ? 1 : 3}
        sx={{ m: 0 }}
      >
        {items.map((i) => (
          <Box key={i.key} sx={{ display: 'flex', flexDirection: narrow ? 'row' : 'column', justifyContent: 'space-between', gap: 1 }}>
            <Typography component="dt" color="text.secondary">
              {i.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500, fontVariantNumeric: 'tabular-nums' }} data-testid={`${id}-${i.key}`}>
              {t('calendar.gb', { value: formatGb(i.value) })}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
