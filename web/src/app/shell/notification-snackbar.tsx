import { Alert, AlertTitle, Snackbar } from '@mui/material';
import { dismissNotice, useNotices } from '../../lib/notify';

/** Auto-hide delay of snackbars (PLAT-127). */
export const SNACKBAR_MS = 10_000;

/** Shows the queued notices one at a time. */
export function NotificationSnackbar() {
  const notices = useNotices();
  const current = notices[0];
  if (!current) return null;
  return (
    <Snackbar
      key={current.id}
      open
      autoHideDuration={SNACKBAR_MS}
      onClose={(_e, reason) => {
        if (reason !== 'clickaway') dismissNotice(current.id);
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={current.severity} onClose={() => dismissNotice(current.id)} variant="filled" sx={{ width: '100%' }}>
        {current.title && <AlertTitle>{current.title}</AlertTitle>}
        {current.message}
      </Alert>
    </Snackbar>
  );
}
