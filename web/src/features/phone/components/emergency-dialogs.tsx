/** The 911 page's dialogs: a chunk of their own (MUI's modal and dialog parts), loaded when one opens. */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { notify } from '../../../lib/notify';
import type { EmergencyProfile } from '../api/get-emergency-profiles';
import { useEmergencyProfileWrite } from '../api/post-emergency-profile';
import { FailedDialog, errorText } from './phone-ui';

/** The delete confirmation (PHONE-019); a confirmed delete posts {obsolete:true} (PHONE-020), a refusal shows 'Failed'. */
export function DeleteProfileDialog({ user, packageId, profile, onClose }: { user: number; packageId: number; profile: EmergencyProfile; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const write = useEmergencyProfileWrite(user, packageId);
  if (write.error) return <FailedDialog message={errorText(write.error, t)} onDismiss={onClose} />;
  const confirm = () =>
    write.mutate(
      { profileId: profile.id, body: { obsolete: true } },
      {
        onSuccess: (answer) => {
          notify({ severity: 'success', message: answer.message || t('phone.emergency.deleted') });
          onClose();
        },
      },
    );
  return (
    <Dialog open onClose={write.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('phone.emergency.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>{t('phone.emergency.deleteBody', { address: profile.addressline })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={write.isPending}>
          {t('phone.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={write.isPending}>
          {write.isPending ? t('phone.emergency.deleting') : t('phone.emergency.deleteConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** "Change the 911 address?": the address every number of the package will give 911 operators. */
export function ConfirmAddressDialog({ address, isNew, onCancel, onConfirm }: { address: string; isNew: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} aria-describedby={bodyId} fullWidth maxWidth="sm" data-testid="emergency-confirm">
      <DialogTitle id={titleId}>{isNew ? t('phone.emergency.confirmNewTitle') : t('phone.emergency.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId} sx={{ overflowWrap: 'anywhere' }}>
          {t('phone.emergency.confirmBody', { address })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} sx={{ minHeight: 44 }}>
          {t('phone.emergency.confirmKeep')}
        </Button>
        <Button variant="contained" onClick={onConfirm} sx={{ minHeight: 44 }}>
          {t('phone.emergency.confirmUse')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
