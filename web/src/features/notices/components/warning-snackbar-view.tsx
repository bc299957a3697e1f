import { Alert, Button, Snackbar } from '@mui/material';
import { useTranslation } from '../../../i18n/translation';
import { SNACKBAR_MS } from '../../../lib/ui/snackbar';

/** The account-warning bar in MUI's Snackbar (warning-snackbar.tsx decides when it is open). */
export function WarningSnackbarView({ open, onClose, onOpenImportant }: { open: boolean; onClose: () => void; onOpenImportant: () => void }) {
  const { t } = useTranslation();
  return (
    <Snackbar
      open={open}
      autoHideDuration={SNACKBAR_MS}
      onClose={(_e, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      <Alert severity="warning" variant="filled" onClose={onClose} sx={{ width: '100%', alignItems: 'center' }}>
        {t('notices.warning')}{' '}
        <Button color="inherit" size="small" variant="outlined" sx={{ ml: 1, mt: { xs: 1, sm: 0 } }} onClick={onOpenImportant}>
          {t('notices.warningAction')}
        </Button>
      </Alert>
    </Snackbar>
  );
}
