import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NavLink, Navigate, Route, Routes } from 'react-router';
import { useI18n, type Key } from '../i18n';
import { NotFound } from '../shell';
import { useStaff } from '../staff-context';
import { ApiKeys } from './keys';
import { Catalog } from './catalog';
import { Notices } from './notices';
import { StaffLogins } from './staff';

const parts: { path: string; label: Key }[] = [
  { path: 'notices', label: 'settings.tab.notices' },
  { path: 'packages', label: 'settings.tab.packages' },
  { path: 'staff', label: 'settings.tab.staff' },
  { path: 'api-keys', label: 'settings.tab.keys' },
];

/** The settings section's pages, below /staff/settings/ (admin only: the server refuses every call to other roles). */
export function SettingsRoutes() {
  const { t } = useI18n();
  const me = useStaff();
  if (me.role !== 'admin') {
    return <Alert severity="error">{t('error.forbidden')}</Alert>;
  }
  return (
    <Box component="section" aria-labelledby="settings-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="settings-title" variant="h5" component="h1">
        {t('settings.title')}
      </Typography>
      <Box component="nav" aria-label={t('settings.parts')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, borderBottom: 1, borderColor: 'divider', pb: 1 }}>
        {parts.map((p) => (
          <Button key={p.path} component={NavLink} to={`/settings/${p.path}`} size="small" sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}>
            {t(p.label)}
          </Button>
        ))}
      </Box>
      <Routes>
        <Route index element={<Navigate to="notices" replace />} />
        <Route path="notices" element={<Notices />} />
        <Route path="packages" element={<Catalog />} />
        <Route path="staff" element={<StaffLogins />} />
        <Route path="api-keys" element={<ApiKeys />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Box>
  );
}
