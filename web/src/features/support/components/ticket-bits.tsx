import { Box, Chip, Typography } from '@mui/material';
import { useTranslation } from '../../../i18n/translation';
import { useFormat } from '../../../lib/format/use-format';
import { useProviderTimeZone } from '../../../lib/provider-time-zone';
import type { TicketStatus } from '../api/support-api';

/** '28 November 2026 14:05'-like: the provider's date and clock of an epoch-seconds time. */
export function useWhen(): (epochSeconds: number) => string {
  const f = useFormat();
  const { timeZone } = useProviderTimeZone();
  return (s) => `${f.date(s * 1000, timeZone)} ${f.clock(s * 1000, timeZone)}`;
}

const chipColor = { open: 'default', answered: 'primary', closed: 'success' } as const;

/** A request's status: waiting for us, answered (waiting for the subscriber), solved. */
export function StatusChip({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={t(`support.status.${status}`)}
      color={chipColor[status]}
      variant={status === 'closed' ? 'outlined' : 'filled'}
      data-testid="ticket-status"
      data-status={status}
    />
  );
}

/** 44 px tap targets (WCAG 2.5.5). */
export const TAP = { minHeight: 44 } as const;

/** What the troubleshooting page found, one line each (the form shows it before sending, the ticket after). */
export function DiagnosticsLines({ lines }: { lines: string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }}>
      {lines.map((line, i) => (
        <li key={`${i}-${line}`}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {line}
          </Typography>
        </li>
      ))}
    </Box>
  );
}
