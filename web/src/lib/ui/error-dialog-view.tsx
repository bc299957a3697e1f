/** The platform's 'Error' dialog itself (error-dialog.tsx loads it when one is shown). */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from '../../i18n/translation';
import { PhoneText } from './phone-text';

/**
 * The platform's error dialog (PLAT-126, platform spec §8): titled 'Error' (or the area's own
 * title, such as the 911 writes' 'Failed'), the failure's message, closed with 'DISMISS'. Used
 * where a confirmed action fails and its own dialog is already gone.
 */
export function ErrorDialog({ message, onDismiss, title }: { message: string; onDismiss: () => void; title?: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open onClose={onDismiss} aria-labelledby={titleId} aria-describedby={bodyId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title ?? t('errors.errorDialogTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId} sx={{ overflowWrap: 'anywhere' }}>
          <PhoneText>{message}</PhoneText>
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDismiss} autoFocus>
          {t('errors.dismiss')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
