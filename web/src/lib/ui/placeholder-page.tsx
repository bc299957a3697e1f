import { Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from '../../i18n/translation';
import type { RoutePageProps } from '../routes/route-types';
import { PageHeading } from './page-heading';

/** A page another issue builds: its menu label as heading and a short note. */
export function PlaceholderPage({ label }: RoutePageProps) {
  const { t } = useTranslation();
  return (
    <section>
      <PageHeading>
        {t(label)}
      </PageHeading>
      <Card variant="outlined">
        <CardContent>
          <Typography>{t('placeholder.body')}</Typography>
        </CardContent>
      </Card>
    </section>
  );
}
