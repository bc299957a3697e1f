import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useBranding } from '../../../lib/branding';

/** The app promotion shows only when the window is wider than this (NET-010). */
export const PROMOTION_MIN_WIDTH = 1500;

/** Whether a window of this width shows the app promotion: over 1500 px. */
export function isPromotionShown(width: number): boolean {
  return width > PROMOTION_MIN_WIDTH;
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's width, following resizes. */
export function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => 0,
  );
}

/** The mobile app promotion card (NET-010): shown on windows over 1500 px wide, hidden again when narrowed. */
export function AppPromotion() {
  const { t } = useTranslation();
  const width = useWindowWidth();
  const { product } = useBranding();
  if (!isPromotionShown(width)) return null;
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
