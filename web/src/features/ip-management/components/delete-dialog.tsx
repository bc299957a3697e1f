import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/translation';
import type { Registration } from '../api/get-registrations';
import { useRegistrationDelete } from '../api/write-registration';

/**
 * The delete confirmation (IP-024…026). Confirming sends DELETE …/ipaddr_registermac.{bpsId}; a
 * success closes it (the server's message shows in the snackbar and the account's data reload), a
 * failure of any kind keeps it open with "Please try again later".
 */
export function DeleteDialog({ user, item, onClose }: { user: number; item: Registration; onClose: (deleted: boolean) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const remove = useRegistrationDelete(user);
  const close = () => {
    if (!remove.isPending) onClose(false);
  };
  return (
    <Dialog open onClose={close} aria-labelledby={titleId} aria-describedby={bodyId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('ip.remove.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{t('ip.remove.body', { mac: item.mac_address, ip: item.ip_address })}</DialogContentText>
        {remove.isError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {t('ip.remove.failed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={remove.isPending}>
          {t('ip.remove.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={remove.isPending}
          onClick={() => remove.mutate(item.bpsId, { onSuccess: () => onClose(true) })}
        >
          {remove.isPending ? t('ip.remove.deleting') : t('ip.remove.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
