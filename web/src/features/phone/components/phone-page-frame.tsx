import PhoneDisabledIcon from '@mui/icons-material/PhoneDisabled';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useAccount } from '../../../lib/account';
import { usePhonePackages, type PhonePackage } from '../api/get-phone-packages';
import { useSelectedPackage } from '../selected-package';
import { queryState } from './phone-ui';
import { lazyNamed } from '../../../lib/lazy-named';
import { PageHeading } from '../../../lib/ui/page-heading';
import { LoadingLine } from '../../../lib/ui/area-state';

/**
 * The package selector, shown only to accounts with several phone packages: its own chunk (its
 * select brings MUI's inputs, menu and modal), fetched as the packages arrive.
 */
const loadPackageSelector = () => import('./package-selector');
const PackageSelector = lazyNamed(loadPackageSelector, 'PackageSelector');

/** The card of an account without phone (PHONE-004): "You don't have a phone Package". */
export function NoPhonePackageCard() {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" data-testid="no-phone-package">
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <PhoneDisabledIcon color="action" aria-hidden sx={{ mt: 0.25 }} />
        <Box>
          <Typography variant="h6" component="h3">
            {t('phone.noPackage')}
          </Typography>
          <Typography color="text.secondary">{t('phone.noPackageHint')}</Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

/** What a phone page's content gets: the account and the package it shows. */
export interface PhonePackageProps {
  user: number;
  pkg: PhonePackage;
}

function Frame({ user, title, children }: { user: number; title: string; children: (props: PhonePackageProps) => ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  const packages = usePhonePackages(user);
  const list = packages.data ?? [];
  const [chosen, choose] = useSelectedPackage(
    user,
    list.map((p) => p.id),
  );
  const pkg = list.find((p) => p.id === chosen) ?? null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <PageHeading id={headingId}>
        {title}
      </PageHeading>
      {queryState(packages)}
      {packages.data === null && <NoPhonePackageCard />}
      {pkg && (
        <Stack spacing={3}>
          {list.length > 1 && (
            <Suspense fallback={<LoadingLine label={t('app.loading')} />}>
              <PackageSelector packages={list} value={pkg.id} onChange={choose} />
            </Suspense>
          )}
          {/* Keyed by package: a switch of package starts its forms and wizards afresh. */}
          <Box key={pkg.id}>{children({ user, pkg })}</Box>
        </Stack>
      )}
    </Box>
  );
}

/**
 * A phone page (PHONE-001…006): its heading, the account's phone packages (loading, error, "You
 * don't have a phone Package"), the package selector when there are several, and the content for
 * the chosen package. Wizards and forms open inside the content, with no route of their own.
 */
export function PhonePageFrame({ title, children }: { title: string; children: (props: PhonePackageProps) => ReactNode }) {
  const { activeUser } = useAccount();
  return (
    <Frame key={activeUser} user={activeUser} title={title}>
      {children}
    </Frame>
  );
}
