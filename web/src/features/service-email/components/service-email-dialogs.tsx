import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { ErrorDialog } from '../../../lib/ui/error-dialog';
import { SchemaForm, useSchemaForm, type JsonValue, type Schema } from '../../../lib/schema-form';
import type { ServiceEmail } from '../api/get-service-emails';
import { useServiceEmailWrite } from '../api/post-service-email';

/** The card's dialog state (PLAT-152): none, delete, enable-forwarding or edit-forwarding. */
export type ServiceEmailDialogState =
  | { kind: 'none' }
  | { kind: 'delete'; item: ServiceEmail }
  | { kind: 'enable-forwarding'; item: ServiceEmail }
  | { kind: 'edit-forwarding'; item: ServiceEmail };

interface DialogProps {
  user: number;
  item: ServiceEmail;
  onClose: () => void;
}

/**
 * Delete: posts {abandon:true} and closes on success (PLAT-153, PLAT-154). A refusal replaces the
 * confirmation with the 'Error' dialog (PLAT-126); DISMISS closes it and the list stays as it was.
 */
export function DeleteServiceEmailDialog({ user, item, onClose }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const write = useServiceEmailWrite(user, item.id);
  if (write.error) return <ErrorDialog message={write.error.message} onDismiss={onClose} />;
  return (
    <Dialog open onClose={write.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('serviceEmail.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>{t('serviceEmail.deleteBody', { email: item.email })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={write.isPending}>
          {t('serviceEmail.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={write.isPending}
          onClick={() => write.mutate({ abandon: true }, { onSuccess: onClose })}
        >
          {write.isPending ? t('serviceEmail.saving') : t('serviceEmail.deleteConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const FORWARDING_FIELDS = ['forwardingaddress'];
const ENABLE_FIXED = { forwarding: true };
const ADDRESS_INPUT = { forwardingaddress: { type: 'email', autoComplete: 'email' } };

/**
 * Enable forwarding ({forwarding:true, forwardingaddress}, PLAT-156/157) or edit the forwarding
 * address ({forwardingaddress}, PLAT-159). The address is checked with the schema's
 * forwardingaddress prop before anything is sent (PLAT-158); the server's refusal is shown.
 */
export function ForwardingDialog({ user, item, onClose, schema, enable }: DialogProps & { schema: Schema; enable: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const formId = useId();
  const write = useServiceEmailWrite(user, item.id);
  const form = useSchemaForm({
    schema,
    mode: 'edit',
    original: item as unknown as Record<string, unknown>,
    fields: FORWARDING_FIELDS,
    fixed: enable ? ENABLE_FIXED : undefined,
  });

  const send = (values: Record<string, JsonValue>) => {
    const address = typeof values.forwardingaddress === 'string' ? values.forwardingaddress : null;
    if (enable) {
      // Always name the address, even when it equals a stored one (platform spec §7).
      const typed = form.values.forwardingaddress;
      write.mutate({ forwarding: true, forwardingaddress: address ?? String(typed ?? '') }, { onSuccess: onClose });
    } else if (address === null) {
      onClose(); // unchanged: nothing to send
    } else {
      write.mutate({ forwardingaddress: address }, { onSuccess: onClose });
    }
  };

  return (
    <Dialog open onClose={write.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{enable ? t('serviceEmail.enableTitle') : t('serviceEmail.editTitle')}</DialogTitle>
      <DialogContent>
        <SchemaForm
          form={form}
          id={formId}
          onValid={send}
          disabled={write.isPending}
          serverError={write.error?.message}
          textFieldProps={ADDRESS_INPUT}
          header={
            <>
              <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
                {enable ? t('serviceEmail.enableBody', { email: item.email }) : t('serviceEmail.editBody', { email: item.email })}
              </DialogContentText>
              {enable && <Alert severity="warning" role="note">{t('serviceEmail.enableIrreversible')}</Alert>}
            </>
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={write.isPending}>
          {t('serviceEmail.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={write.isPending}>
          {write.isPending ? t('serviceEmail.saving') : enable ? t('serviceEmail.enableConfirm') : t('serviceEmail.editConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
