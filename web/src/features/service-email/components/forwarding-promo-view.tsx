import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/translation';

/**
 * The forwarding promo's dialog (forwarding-promo-dialog.tsx decides when it shows). Its own
 * chunk: a dialog brings MUI's Modal, which no page needs on its first draw.
 */
export function ForwardingPromoView({ onLater, onGo }: { onLater: () => void; onGo: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    // Escape (or a click beside it) is 'Remind me later'.
    <Dialog open onClose={onLater} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('forwardingPromo.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('forwardingPromo.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLater}>{t('forwardingPromo.later')}</Button>
        <Button variant="contained" onClick={onGo}>
          {t('forwardingPromo.go')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
