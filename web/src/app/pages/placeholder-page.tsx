import { Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A page another issue builds: its heading and a short note. */
export function PlaceholderPage({ nameKey }: { nameKey: string }) {
  const { t } = useTranslation();
  return (
    <section>
      <Typography variant="h4" component="h2" gutterBottom>
        {t(nameKey)}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Typography>{t('placeholder.body')}</Typography>
        </CardContent>
      </Card>
    </section>
  );
}
