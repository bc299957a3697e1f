import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/translation';

/**
 * The 'Failed' dialog of the 911 writes (PHONE-030): the server's message, closed with 'DISMISS'.
 */
export function FailedDialog({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open onClose={onDismiss} aria-labelledby={titleId} aria-describedby={bodyId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('phone.failed.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId} sx={{ overflowWrap: 'anywhere' }}>
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDismiss} autoFocus>
          {t('phone.failed.dismiss')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
