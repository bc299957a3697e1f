import { Alert, Button, Snackbar } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useLocation, useNavigate } from 'react-router';
import { useAccount } from '../../../lib/account';
import { SNACKBAR_MS } from '../../../lib/ui/snackbar';
import { useFirstVisitDialogPending } from '../../../lib/ui/first-visit-queue';
import { readItem, writeItem } from '../../../lib/storage';

/** sessionStorage key: the warnings the subscriber closed the snackbar for, in this tab. */
export const WARNING_SNACKBAR_CLOSED_KEY = 'warningSnackbarClosed';

/** Routes on which the warning snackbar stays away (PLAT-130). */
const QUIET_ROUTES = ['/user/important', '/user/package'];

function isQuietRoute(pathname: string): boolean {
  return QUIET_ROUTES.some((r) => pathname === r || pathname.startsWith(`${r}/`));
}

/**
 * The account-warning snackbar (PLAT-130, PLAT-127): shown while a warning is active and the
 * route is neither Important nor Package, with a way to the Important page; it hides after
 * 10 s. Once closed (or hidden) it stays closed for this tab until the warnings change, so the
 * 10 s refresh of the warnings does not bring it back. It waits for a first-visit dialog to close
 * first, and sits in the shell's snackbar stack, so it never overlaps a success message.
 */
export function WarningSnackbar() {
  const { t } = useTranslation();
  const { warnings, hasWarning } = useAccount();
  const location = useLocation();
  const navigate = useNavigate();
  const signature = warnings
    .map((w) => `${w.type}:${w.user ?? ''}:${w.title}`)
    .sort()
    .join('|');
  const [closed, setClosed] = useState(() => readItem('session', WARNING_SNACKBAR_CLOSED_KEY));
  const close = () => {
    writeItem('session', WARNING_SNACKBAR_CLOSED_KEY, signature);
    setClosed(signature);
  };
  // It waits while a first-visit dialog (forwarding promo, rating survey) is open or loading.
  const dialog = useFirstVisitDialogPending();
  const open = hasWarning && closed !== signature && !isQuietRoute(location.pathname) && !dialog;
  return (
    <Snackbar
      open={open}
      autoHideDuration={SNACKBAR_MS}
      onClose={(_e, reason) => {
        if (reason !== 'clickaway') close();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      <Alert
        severity="warning"
        variant="filled"
        onClose={close}
        sx={{ width: '100%', alignItems: 'center' }}
      >
        {t('notices.warning')}{' '}
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          sx={{ ml: 1, mt: { xs: 1, sm: 0 } }}
          onClick={() => {
            close();
            void navigate('/user/important');
          }}
        >
          {t('notices.warningAction')}
        </Button>
      </Alert>
    </Snackbar>
  );
}
