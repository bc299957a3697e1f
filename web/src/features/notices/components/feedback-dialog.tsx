import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Link, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useBranding } from '../../../lib/branding';
import { SignedOutError, useSendFeedback } from '../api/post-feedback';

/**
 * 'Send us a feedback' (PLAT-125): a multiline message posted to me.1/feedback with the page
 * and the error as context; the dialog shows whether it was sent.
 */
export function FeedbackDialog({ open, onClose, context }: { open: boolean; onClose: () => void; context: string }) {
  const { t } = useTranslation();
  const { email } = useBranding();
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const mutation = useSendFeedback();
  const empty = message.trim() === '';
  const sent = mutation.isSuccess;
  const error = mutation.error;

  const close = () => {
    if (mutation.isPending) return;
    onClose();
    if (sent) {
      setMessage('');
      setTouched(false);
      mutation.reset();
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="feedback-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (!empty && !sent) mutation.mutate({ message: message.trim(), context });
        }}
      >
        <DialogTitle id="feedback-title">{t('feedback.title')}</DialogTitle>
        <DialogContent>
          {sent ? (
            <Alert severity="success">{mutation.data}</Alert>
          ) : (
            <>
              <DialogContentText sx={{ mb: 2 }}>{t('feedback.intro')}</DialogContentText>
              <TextField
                label={t('feedback.label')}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
                multiline
                minRows={4}
                maxRows={12}
                fullWidth
                autoFocus
                required
                error={touched && empty}
                helperText={touched && empty ? t('feedback.required') : ' '}
                slotProps={{ htmlInput: { maxLength: 5000 } }}
              />
              {error && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {error instanceof SignedOutError ? (
                    <>
                      {t('feedback.signedOut')}{' '}
                      {email && <Link href={`mailto:${email}`}>{email}</Link>}
                    </>
                  ) : (
                    error.message || t('feedback.failed')
                  )}
                </Alert>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {sent ? (
            <Button variant="contained" onClick={close}>
              {t('feedback.close')}
            </Button>
          ) : (
            <>
              <Button onClick={close} disabled={mutation.isPending}>
                {t('feedback.cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={mutation.isPending}
                startIcon={mutation.isPending ? <CircularProgress size={16} color="inherit" aria-label={t('feedback.sending')} /> : undefined}
              >
                {t('feedback.send')}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
