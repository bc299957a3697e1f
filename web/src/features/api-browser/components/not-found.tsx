import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from '../../../i18n/translation';
import { Link } from 'react-router';

/**
 * What /apibrowser shows to anyone but the configured internal ids (MISC-012, PLAT-057): the
 * app's '404 Not Found', rather than the landing page the shell gives other addresses.
 */
export function ApiBrowserNotFound() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="not-found-heading" sx={{ textAlign: 'center', py: { xs: 4, sm: 8 } }} data-testid="not-found">
      <Typography id="not-found-heading" variant="h3" component="h2" gutterBottom>
        {t('notFound.heading')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('notFound.body')}</Typography>
      <Button variant="contained" component={Link} to="/">
        {t('notFound.home')}
      </Button>
    </Box>
  );
}
