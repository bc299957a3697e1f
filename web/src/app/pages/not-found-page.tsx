import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../lib/ui/language-switch';

/** Unknown public path: '404 Not Found' (PLAT-016). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, pt: 8, textAlign: 'center', position: 'relative' }}>
      <LanguageSwitch color="primary" sx={{ position: 'absolute', top: 12, right: 12 }} />
      <Box>
        <Typography variant="h3" component="h1" gutterBottom>
          {t('notFound.heading')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('notFound.body')}</Typography>
        <Button variant="contained" component={Link} to="/">
          {t('notFound.home')}
        </Button>
      </Box>
    </Box>
  );
}
