import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NavLink, Route, Routes, Link as RouterLink } from 'react-router';
import type { Me } from './api';
import { AuditRoutes } from './audit';
import { Home } from './home';
import { useI18n, type Key } from './i18n';
import { ReviewRoutes } from './reviews';
import { SettingsRoutes } from './settings';
import { StaffContext } from './staff-context';
import { StatusRoutes } from './status';
import { SubscriberRoutes } from './subscribers';
import { TicketRoutes } from './tickets';

/** The console's sections, in the order the menu lists them; admin: only for the admin role. */
const sections: { to: string; label: Key; end?: boolean; admin?: boolean }[] = [
  { to: '/', label: 'nav.queues', end: true },
  { to: '/tickets', label: 'nav.tickets' },
  { to: '/subscribers', label: 'nav.subscribers' },
  { to: '/audit', label: 'nav.audit' },
  { to: '/status', label: 'nav.status' },
  { to: '/settings', label: 'nav.settings', admin: true },
];

/**
 * The signed-in console: its menu and the section the address names. Each section (reviews/,
 * subscribers/, tickets/, audit/, settings/) owns its routes below its path.
 */
export function Shell({ me }: { me: Me }) {
  const { t } = useI18n();
  return (
    <StaffContext.Provider value={me}>
      <Box component="nav" aria-label={t('nav.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
        {sections
          .filter((s) => !s.admin || me.role === 'admin')
          .map((s) => (
            <Button
              key={s.to}
              component={NavLink}
              to={s.to}
              end={s.end}
              sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
            >
              {t(s.label)}
            </Button>
          ))}
      </Box>
      <Routes>
        <Route index element={<Home />} />
        <Route path="reviews/*" element={<ReviewRoutes />} />
        <Route path="subscribers/*" element={<SubscriberRoutes />} />
        <Route path="audit/*" element={<AuditRoutes />} />
        <Route path="settings/*" element={<SettingsRoutes />} />
        <Route path="status/*" element={<StatusRoutes />} />
        <Route path="tickets/*" element={<TicketRoutes />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </StaffContext.Provider>
  );
}

/** An address the console has no page for. */
export function NotFound() {
  const { t } = useI18n();
  return (
    <Box component="section" sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography variant="h5" component="h1">
        {t('notFound.title')}
      </Typography>
      <Button component={RouterLink} to="/" variant="outlined">
        {t('notFound.home')}
      </Button>
    </Box>
  );
}
