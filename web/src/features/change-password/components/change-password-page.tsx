import LockResetIcon from '@mui/icons-material/LockReset';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from '../../../i18n/translation';
import { useAccount } from '../../../lib/account';
import { browser } from '../../../lib/browser';
import { PageHeading } from '../../../lib/ui/page-heading';

/** The identity service's change-password page (api.md "Identity service"). */
export const CHANGE_PASSWORD_URL = '/auth/changepassword';

/**
 * /ui/user/changepassword (decisions §24): says which login will change, and opens the identity
 * service's change-password page in the same window.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const { email } = useAccount();
  return (
    <Stack component="section" spacing={2}>
      <PageHeading gutterBottom={false}>
        {t('menu.changePassword')}
      </PageHeading>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{t('changePassword.changing', { email })}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('changePassword.explain')}
            </Typography>
            <Box>
              <Button variant="contained" startIcon={<LockResetIcon aria-hidden />} onClick={() => browser.assign(CHANGE_PASSWORD_URL)}>
                {t('changePassword.button')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
