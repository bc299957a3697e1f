import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useI18n } from '../i18n';

/** A destructive action's confirmation: the question, then Cancel or the action. */
export function Confirm(props: { open: boolean; title: string; text: ReactNode; action: string; busy?: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useI18n();
  return (
    <Dialog open={props.open} onClose={props.onCancel} aria-labelledby="confirm-title" aria-describedby="confirm-text">
      <DialogTitle id="confirm-title">{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-text">{props.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} autoFocus>
          {t('settings.cancel')}
        </Button>
        <Button onClick={props.onConfirm} color="error" variant="contained" disabled={props.busy}>
          {props.action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A "Copy" button for a value shown once (a key, a link). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="outlined"
      size="small"
      aria-label={label}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
    >
      {copied ? t('settings.copied') : t('settings.copy')}
    </Button>
  );
}


