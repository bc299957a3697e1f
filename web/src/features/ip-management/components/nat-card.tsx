import RouterOutlined from '@mui/icons-material/RouterOutlined';
import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Trans, useTranslation } from '../../../i18n/translation';
import { useBranding } from '../../../lib/branding';
import { phoneNumberSx } from '../../../lib/ui/phone-text';

/**
 * The only thing the page shows when the account's radio uses NAT (IP-012): devices cannot be
 * registered, and support ({phone} of the branding) is who changes it.
 */
export function NatCard() {
  const { t } = useTranslation();
  const { phone } = useBranding();
  return (
    <Card variant="outlined" component="section" aria-labelledby="ip-nat-title" data-testid="ip-nat-card" sx={{ maxWidth: 720, borderColor: 'info.main' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <RouterOutlined color="info" aria-hidden sx={{ mt: 0.5 }} />
          <div>
            <Typography id="ip-nat-title" variant="h6" component="h3" gutterBottom>
              {t('ip.nat.title')}
            </Typography>
            <Typography sx={{ mb: 1 }}>{t('ip.nat.body')}</Typography>
            <Typography>
              <Trans
                i18nKey="ip.nat.callSupport"
                values={{ phone }}
                components={{ phone: <Link href={`tel:${phone.replace(/[^0-9+]/g, '')}`} sx={phoneNumberSx} /> }}
              />
            </Typography>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
