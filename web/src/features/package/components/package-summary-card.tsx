import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useTranslation } from '../../../i18n/translation';
import { Link as RouterLink } from 'react-router';
import { useCurrentBroadband } from '../api/get-current-broadband';
import { PackageFacts } from './package-facts';

/**
 * The current package in short, for the dashboard beside the usage card: its name and facts (as
 * on the Package page) and a way to the Package page. Nothing while it loads or when the read
 * fails — the Package page says why.
 */
export function PackageSummaryCard({ user }: { user: number }) {
  const { t } = useTranslation();
  const current = useCurrentBroadband(user).data;
  if (!current) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="package-summary-heading" data-testid="package-summary" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id="package-summary-heading" variant="h6" component="h3" gutterBottom>
          {t('package.current.title')}
        </Typography>
        <Typography variant="h5" component="p" sx={{ mb: 1.5 }}>
          {current.description}
        </Typography>
        <PackageFacts pkg={current} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to="/user/package" variant="outlined">
          {t('package.summary.open')}
        </Button>
      </CardActions>
    </Card>
  );
}
