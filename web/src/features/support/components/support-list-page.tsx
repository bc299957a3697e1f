import Add from '@mui/icons-material/Add';
import { Box, Button, Card, CardContent, List, ListItem, ListItemButton, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../i18n/translation';
import { useAccount } from '../../../lib/account';
import { areaQueryState } from '../../../lib/ui/area-state';
import { PageHeading } from '../../../lib/ui/page-heading';
import { useTickets, type TicketSummary } from '../api/support-api';
import { NEW_REQUEST_PATH, ticketPath } from '../paths';
import { StatusChip, TAP, useWhen } from './ticket-bits';

function TicketItem({ ticket }: { ticket: TicketSummary }) {
  const { t } = useTranslation();
  const when = useWhen();
  const unread = ticket.unread > 0;
  return (
    <ListItem disablePadding divider data-testid={`ticket-${ticket.ticketid}`} data-unread={unread ? 'true' : undefined}>
      <ListItemButton component={RouterLink} to={ticketPath(ticket.ticketid)} sx={{ display: 'block', py: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
          <StatusChip status={ticket.status} />
          {unread && (
            <Typography component="span" variant="body2" sx={{ fontWeight: 700, color: 'error.dark' }} data-testid="ticket-unread">
              {t('support.unread', { count: ticket.unread })}
            </Typography>
          )}
        </Box>
        <Typography sx={{ fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere' }}>{ticket.subject}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('support.number', { id: ticket.ticketid })} · {t(`support.category.${ticket.category}`)} · {t('support.updated', { at: when(ticket.updated) })}
        </Typography>
      </ListItemButton>
    </ListItem>
  );
}

/**
 * /ui/user/support (issue 32, item 3): the account's requests, the most recently updated first,
 * each with its status, its subject and how many replies are new; "New request" opens the form.
 */
export function SupportListPage() {
  const { t } = useTranslation();
  const { activeUser } = useAccount();
  const q = useTickets(activeUser);
  const headingId = useId();
  const state = areaQueryState('support', q);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <PageHeading id={headingId}>{t('support.heading')}</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('support.intro')}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 760 }}>
        <Box>
          <Button component={RouterLink} to={NEW_REQUEST_PATH} variant="contained" startIcon={<Add aria-hidden />} sx={TAP}>
            {t('support.newRequest')}
          </Button>
        </Box>
        {state ??
          (q.data && q.data.length > 0 ? (
            <Card variant="outlined">
              <List aria-label={t('support.listLabel')} disablePadding data-testid="ticket-list">
                {q.data.map((ticket) => (
                  <TicketItem key={ticket.ticketid} ticket={ticket} />
                ))}
              </List>
            </Card>
          ) : (
            <Card variant="outlined" data-testid="tickets-empty">
              <CardContent>
                <Typography variant="h6" component="p" gutterBottom>
                  {t('support.empty')}
                </Typography>
                <Typography color="text.secondary">{t('support.emptyHint')}</Typography>
              </CardContent>
            </Card>
          ))}
      </Stack>
    </Box>
  );
}
