import { Box, Button } from '@mui/material';
import { useTranslation } from '../../../i18n/translation';

/** The phone forms' Cancel and Submit ('Saving…' while busy), at the end of the form. */
export function FormActions({ busy, onCancel, maxWidth }: { busy: boolean; onCancel: () => void; maxWidth?: number }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 3, maxWidth }}>
      <Button onClick={onCancel} disabled={busy}>
        {t('phone.cancel')}
      </Button>
      <Button type="submit" variant="contained" disabled={busy}>
        {busy ? t('phone.saving') : t('phone.submit')}
      </Button>
    </Box>
  );
}
