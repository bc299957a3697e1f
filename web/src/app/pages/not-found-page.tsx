import { Button, Paper, Typography } from '@mui/material';
import { useTranslation } from '../../i18n/translation';
import { PublicFrame } from '../../lib/ui/public-frame';

/**
 * Unknown public path: '404 Not Found' (PLAT-016), in the public pages' frame. The same page
 * answers unknown paths outside /ui (the server sends the app with status 404), so its way home
 * is a plain link to /ui/, not a router link under the /ui basename.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PublicFrame width="narrow" align="center">
      <Paper sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('notFound.heading')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('notFound.body')}</Typography>
        <Button variant="contained" href="/ui/">
          {t('notFound.home')}
        </Button>
      </Paper>
    </PublicFrame>
  );
}
