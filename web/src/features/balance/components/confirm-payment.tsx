import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/translation';

/** "Pay $134.85 with your Visa ending in 4242?": the amount and the method, before anything is charged. */
export function ConfirmPayment({ amount, method, onCancel, onConfirm }: { amount: string; method: string; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId} data-testid="confirm-payment">
      <DialogTitle id={titleId}>{t('account.balance.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {method ? t('account.balance.confirm.textMethod', { amount, method }) : t('account.balance.confirm.text', { amount })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} sx={{ minHeight: 44 }}>
          {t('account.balance.confirm.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" sx={{ minHeight: 44 }}>
          {t('account.balance.confirm.pay', { amount })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
