/** Small pieces the phone pages share: loading and error states, a settings row, the 'Failed' dialog. */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { areaQueryState, type QueryLike } from '../../../lib/ui/area-state';
import { ErrorDialog } from '../../../lib/ui/error-dialog';

export { errorText } from '../../../lib/ui/area-state';

/** The loading or error state of a read, or null once it has data (the shared pieces with the phone texts). */
export function queryState(q: QueryLike, loadingLabel?: string): ReactNode | null {
  return areaQueryState('phone', q, { loading: loadingLabel });
}

/** The text shown when the server answered 433–435 for a read the page needs. */
export function PhoneUnavailable() {
  const { t } = useTranslation();
  return <Typography sx={{ py: 2 }}>{t('phone.unavailable')}</Typography>;
}

/** One setting as a term and its value (in a <dl>). */
export function SettingRow({ term, children, testId, help }: { term: string; children: ReactNode; testId?: string; help?: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '14rem minmax(0, 1fr)' }, columnGap: 2, py: 0.75 }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
        {help && (
          // What the setting does, under its value (issue 28: 'No Internet Forward' was unexplained).
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {help}
          </Typography>
        )}
      </Typography>
    </Box>
  );
}

/** 'On' / 'Off' as a setting's state. */
export function OnOff({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return (
    <Box component="span" sx={{ fontWeight: 500, color: on ? 'success.dark' : 'text.secondary' }}>
      {on ? t('phone.on') : t('phone.off')}
    </Box>
  );
}

/**
 * The 'Failed' dialog of the 911 writes (PHONE-030): the platform's error dialog titled 'Failed',
 * with the server's message, closed with 'DISMISS'.
 */
export function FailedDialog(props: { message: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  return <ErrorDialog {...props} title={t('phone.failed.title')} />;
}
