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
    // Escape (or a click beside it) is 'Remind me later'. In place rather than in a portal: MUI's
    // portal draws its content again at once as it mounts, in one blocking task, where in place it
    // is drawn in the slices of the deferred render that opens it (forwarding-promo-dialog.tsx) —
    // it opens by itself just after a first visit's page. Fixed over the whole shell all the same;
    // the modal still hides the rest of the shell from assistive technology.
    <Dialog open onClose={onLater} aria-labelledby={titleId} maxWidth="xs" fullWidth disablePortal>
      <DialogTitle id={titleId}>{t('forwardingPromo.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('forwardingPromo.body')}</DialogContentText>
      </DialogContent>
      {/* On a phone in French the two labels do not fit one row: the second goes below, whole. */}
      <DialogActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onLater} sx={{ whiteSpace: 'nowrap' }}>
          {t('forwardingPromo.later')}
        </Button>
        <Button variant="contained" onClick={onGo} sx={{ whiteSpace: 'nowrap' }}>
          {t('forwardingPromo.go')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
