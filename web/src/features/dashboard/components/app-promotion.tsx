import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from '../../../i18n/translation';
import { useBranding } from '../../../lib/branding';

/** The mobile app promotion card (NET-010); app-promotion-slot.tsx shows it on wide windows only. */
export function AppPromotion() {
  const { t } = useTranslation();
  const { product } = useBranding();
  return (
    <Card variant="outlined" component="aside" aria-labelledby="app-promo-title" data-testid="app-promotion">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <PhoneIphoneIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
          <Stack spacing={1}>
            <Typography id="app-promo-title" variant="h6" component="h3">
              {product ? t('dashboard.promo.title', { product }) : t('dashboard.promo.titleGeneric')}
            </Typography>
            <Typography>{t('dashboard.promo.body')}</Typography>
            <Typography color="text.secondary">
              {product ? t('dashboard.promo.howTo', { product }) : t('dashboard.promo.howToGeneric')}
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
