import StarIcon from '@mui/icons-material/Star';
import { Box, Button, Card, CardActions, CardContent, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';
import type { BroadbandPackage } from '../package-rules';
import { PackageFacts } from './package-facts';

/** Three stars and 'Featured package' (NET-051, decisions §17). */
export function FeaturedBadge() {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} data-testid="featured-badge">
      <Box aria-hidden sx={{ display: 'inline-flex', color: 'warning.dark' }}>
        <StarIcon fontSize="small" />
        <StarIcon fontSize="small" />
        <StarIcon fontSize="small" />
      </Box>
      {/* Drawn like a small outlined chip: MUI's Chip would bring its 2 kB into the dashboard's first load for one label. */}
      <Typography
        component="span"
        sx={{ display: 'inline-flex', alignItems: 'center', height: 24, px: 1, border: 1, borderColor: 'warning.dark', borderRadius: 3, fontSize: '0.8125rem', fontWeight: 500, whiteSpace: 'nowrap' }}
      >
        {t('package.upgradable.featured')}
      </Typography>
    </Stack>
  );
}

/**
 * One package of the upgradable list: name, facts, the featured highlight, a link to its page
 * and a Choose button that opens the upgrade wizard (NET-052).
 */
export function UpgradablePackageCard({ pkg, onChoose, headingLevel = 'h4' }: { pkg: BroadbandPackage; onChoose: () => void; headingLevel?: 'h4' | 'h3' }) {
  const { t } = useTranslation();
  return (
    <Card
      variant="outlined"
      data-testid={`package-${pkg.id}`}
      data-featured={pkg.featured ? 'true' : 'false'}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        ...(pkg.featured ? { borderColor: 'warning.main', borderWidth: 2, bgcolor: 'rgba(255, 193, 7, 0.06)' } : {}),
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        {pkg.featured && <FeaturedBadge />}
        <Typography variant="h6" component={headingLevel} sx={{ mt: pkg.featured ? 1 : 0, mb: 1 }}>
          {pkg.description}
        </Typography>
        <PackageFacts pkg={pkg} />
        {pkg.link && <PackageLink pkg={pkg} />}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant={pkg.featured ? 'contained' : 'outlined'} onClick={onChoose} aria-label={t('package.upgradable.chooseLabel', { name: pkg.description })}>
          {t('package.upgradable.choose')}
        </Button>
      </CardActions>
    </Card>
  );
}

/** The link to the package's public page. */
export function PackageLink({ pkg }: { pkg: BroadbandPackage }): ReactNode {
  const { t } = useTranslation();
  if (!/^https?:\/\//i.test(pkg.link)) return null;
  return (
    <Typography variant="body2" sx={{ mt: 1 }}>
      {/* A 44 px tap target (issue 28: it was 16 px on a phone). */}
      <Link href={pkg.link} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
        {t('package.details', { name: pkg.description })}
      </Link>
    </Typography>
  );
}
