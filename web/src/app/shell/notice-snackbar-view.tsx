import { Alert, AlertTitle, Snackbar } from '@mui/material';
import { dismissNotice, type Notice } from '../../lib/notify';
import { PhoneText } from '../../lib/ui/phone-text';

/** One notice in MUI's Snackbar (notification-snackbar.tsx decides which and for how long). */
export function NoticeSnackbarView({ notice, autoHideDuration }: { notice: Notice; autoHideDuration: number }) {
  return (
    <Snackbar
      open
      autoHideDuration={autoHideDuration}
      onClose={(_e, reason) => {
        if (reason !== 'clickaway') dismissNotice(notice.id);
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      <Alert severity={notice.severity} onClose={() => dismissNotice(notice.id)} variant="filled" sx={{ width: '100%' }}>
        {notice.title && <AlertTitle>{notice.title}</AlertTitle>}
        <PhoneText>{notice.message}</PhoneText>
      </Alert>
    </Snackbar>
  );
}
