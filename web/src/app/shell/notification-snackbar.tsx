import { Alert, AlertTitle, Snackbar } from '@mui/material';
import { dismissNotice, useNotices } from '../../lib/notify';
import { SNACKBAR_GIVE_WAY_MS, SNACKBAR_MS } from '../../lib/ui/snackbar';
import { PhoneText } from '../../lib/ui/phone-text';

/**
 * Shows the queued notices one at a time. A notice stays its 10 s (PLAT-127) unless a newer one
 * is waiting: then it gives way 3 s after that one arrived (MUI restarts the timer when
 * autoHideDuration changes), so the answer to the latest action is never 20 s late.
 */
export function NotificationSnackbar() {
  const notices = useNotices();
  const current = notices[0];
  if (!current) return null;
  return (
    <Snackbar
      key={current.id}
      open
      autoHideDuration={notices.length > 1 ? SNACKBAR_GIVE_WAY_MS : SNACKBAR_MS}
      onClose={(_e, reason) => {
        if (reason !== 'clickaway') dismissNotice(current.id);
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      <Alert severity={current.severity} onClose={() => dismissNotice(current.id)} variant="filled" sx={{ width: '100%' }}>
        {current.title && <AlertTitle>{current.title}</AlertTitle>}
        <PhoneText>{current.message}</PhoneText>
      </Alert>
    </Snackbar>
  );
}
