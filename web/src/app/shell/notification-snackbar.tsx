import { Alert, AlertTitle, Snackbar } from '@mui/material';
import { dismissNotice, useNotices } from '../../lib/notify';
import { SNACKBAR_MS } from '../../lib/ui/snackbar';

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
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      <Alert severity={current.severity} onClose={() => dismissNotice(current.id)} variant="filled" sx={{ width: '100%' }}>
        {current.title && <AlertTitle>{current.title}</AlertTitle>}
        {current.message}
      </Alert>
    </Snackbar>
  );
}
