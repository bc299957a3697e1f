import { Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useLocation, useNavigate } from 'react-router';
import { browser } from '../../../lib/browser';
import { getDeviceInfo } from '../../../lib/device-info';
import { buildLoginUrl } from '../../../lib/identity/login-redirect';
import { PublicFrame } from '../../../lib/ui/public-frame';
import { performLogout } from '../logout';

type Phase = 'ask' | 'working' | 'done';

/**
 * /ui/will/logout (PLAT-140…143, decisions §23): asks 'Do you really want to logout?';
 * confirming logs out and shows the 'Logout' heading with a 'Login' button; declining goes back.
 */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>('ask');

  const confirm = async () => {
    setPhase('working');
    await performLogout(queryClient);
    // The web shows 'Logout' with 'Login' (decisions §23); the native iOS app reloads (PLAT-142).
    if (getDeviceInfo().platform === 'ios') browser.reload();
    else setPhase('done');
  };
  const decline = () => {
    if (location.key !== 'default') void navigate(-1); // came from inside the app
    else void navigate('/');
  };

  return (
    // The public frame's header has the language switch, so the identity page 'Login' leads to
    // follows the choice too (its cookie).
    <PublicFrame width="narrow" align="center">
      <Paper sx={{ p: { xs: 3, sm: 4 }, width: '100%', textAlign: 'center' }}>
        {phase === 'ask' && (
          <>
            <Typography variant="h5" component="h1" gutterBottom>
              {t('logout.question')}
            </Typography>
            {/* Side by side from 600 px; stacked on phones, where side by side each label would wrap. */}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 2 }} sx={{ justifyContent: 'center', mt: 3 }}>
              <Button variant="contained" onClick={() => void confirm()}>
                {t('logout.confirm')}
              </Button>
              <Button variant="outlined" onClick={decline}>
                {t('logout.decline')}
              </Button>
            </Stack>
          </>
        )}
        {phase === 'working' && (
          <Stack spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress aria-hidden />
            <Typography>{t('logout.working')}</Typography>
          </Stack>
        )}
        {phase === 'done' && (
          <>
            <Typography variant="h4" component="h1" gutterBottom>
              {t('logout.heading')}
            </Typography>
            <Typography sx={{ mb: 3 }}>{t('logout.done')}</Typography>
            <Button variant="contained" onClick={() => browser.assign(buildLoginUrl({ count: 0, path: '/' }))}>
              {t('logout.login')}
            </Button>
          </>
        )}
      </Paper>
    </PublicFrame>
  );
}
