import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/translation';
import { useAccount } from '../../../lib/account';
import { ticketsQuery, type TicketSummary } from '../api/tickets-list';

/** Read by screen readers only (MUI's visuallyHidden, not drawn into every first load). */
const srOnly = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', m: -0.125, p: 0, border: 0 } as const;

/** The replies of staff the subscriber has not opened, over every request of the account. */
export function unreadCount(list: readonly TicketSummary[]): number {
  return list.reduce((n, t) => n + t.unread, 0);
}

/**
 * The menu's count of unread replies beside "Support" (a lazy slot of the menu: its code and its
 * read load after the page's). It shares the list page's 10 s read of user.{id}/supportticket;
 * nothing is drawn while there is nothing unread or the read fails.
 */
export function UnreadBadge() {
  const { t } = useTranslation();
  const { activeUser } = useAccount();
  const n = useQuery({ ...ticketsQuery(activeUser), select: unreadCount }).data ?? 0;
  if (n <= 0) return null;
  return (
    <Box
      component="span"
      data-testid="support-unread"
      sx={{
        ml: 1,
        minWidth: 24,
        height: 24,
        px: 0.75,
        borderRadius: 12,
        bgcolor: 'error.main',
        color: 'error.contrastText',
        fontSize: '0.8125rem',
        fontWeight: 700,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
      }}
    >
      <span aria-hidden>{n}</span>
      <Box component="span" sx={srOnly}>
        {t('support.unread', { count: n })}
      </Box>
    </Box>
  );
}
