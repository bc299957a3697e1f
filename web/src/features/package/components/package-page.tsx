import { Alert, Box, Button, Card, CardActions, CardContent, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useLocation, useNavigate } from 'react-router';
import { useAccount } from '../../../lib/account';
import { isInProgressError } from '../../../lib/api-client';
import { useBranding } from '../../../lib/branding';
import { useCurrentBroadband, type CurrentBroadband } from '../api/get-current-broadband';
import { useSlowdown } from '../api/get-slowdown';
import { useUpgradable } from '../api/get-upgradable';
import { useUpgradeWizard } from '../api/get-upgrade-wizard';
import { useFormat } from '../../../lib/format';
import { isUnlimitedCap, lowestCapPackage } from '../package-rules';
import { lazyNamed } from '../../../lib/lazy-named';
import { useUpgradePromo, type UpgradePromo } from '../../../lib/upgrade-promo';
import { PackageLink, UpgradablePackageCard } from './package-card';
import { PackageFacts } from './package-facts';
import { UnlimitedModeCard } from './unlimited-mode-card';
import { trafficPackDefaults, upgradeDefaults } from '../wizard-values';
import { useWizard } from '../../../lib/wizard/use-wizard';
import { useProviderTimeZone } from '../../../lib/provider-time-zone';
import { PageHeading } from '../../../lib/ui/page-heading';
import { PhoneText } from '../../../lib/ui/phone-text';
import { DialogLoading } from '../../../lib/ui/dialog-loading';

/**
 * The wizards are chunks of their own (MUI's stepper, dialog and check boxes): fetched as one opens,
 * or as a button that opens one is pointed at or focused.
 */
const loadUpgradeWizard = () => import('./upgrade-wizard');
const UpgradeWizard = lazyNamed(loadUpgradeWizard, 'UpgradeWizard');
const loadTrafficPackWizard = () => import('./traffic-pack-wizard');
const TrafficPackWizard = lazyNamed(loadTrafficPackWizard, 'TrafficPackWizard');

/** The navigation-state actions the page acts on (NET-054, NET-077; /change and Important send them). */
type PageAction = 'upgrade' | 'unlimited';

function actionOf(state: unknown): PageAction | null {
  if (state && typeof state === 'object' && 'action' in state) {
    const a = (state as { action: unknown }).action;
    if (a === 'upgrade' || a === 'unlimited') return a;
  }
  return null;
}

function Loading({ label }: { label: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }} role="status">
      <CircularProgress size={24} aria-hidden />
      <Typography>{label}</Typography>
    </Stack>
  );
}

function CurrentPackageCard({ current, onTrafficPack }: { current: CurrentBroadband; onTrafficPack: (() => void) | null }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" component="section" aria-labelledby="current-package-heading" data-testid="current-package" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="current-package-heading" variant="h6" component="h3" gutterBottom>
          {t('package.current.title')}
        </Typography>
        <Typography variant="h5" component="p" sx={{ mb: 1.5 }} data-testid="current-package-name">
          {current.description}
        </Typography>
        <PackageFacts pkg={current} />
        {current.link && <PackageLink pkg={current} />}
      </CardContent>
      {onTrafficPack && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button variant="outlined" onClick={onTrafficPack} onPointerEnter={() => void loadTrafficPackWizard()} onFocus={() => void loadTrafficPackWizard()}>
            {t('package.trafficPack.button')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

/** The stored upgrade promo while it is valid (NET-053); nothing when there is none. */
function ActiveOfferCard({ promo }: { promo: UpgradePromo }) {
  const { t } = useTranslation();
  const { date: formatDate } = useFormat();
  const { timeZone } = useProviderTimeZone();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="active-offer-heading"
      data-testid="active-offer"
      sx={{ height: '100%', borderColor: 'success.main', borderWidth: 2 }}
    >
      <CardContent>
        <Typography id="active-offer-heading" variant="h6" component="h3" gutterBottom>
          {t('package.offerCard.title')}
        </Typography>
        {promo.upgradetext && <Typography sx={{ mb: 1, fontWeight: 500 }}>{promo.upgradetext}</Typography>}
        <Typography variant="body2">{t('package.offerCard.code', { code: promo.offercode })}</Typography>
        <Typography variant="body2">{t('package.offerCard.expires', { date: formatDate(promo.expires * 1000, timeZone) })}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('package.offerCard.hint')}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Prorated billing and the 30-day downgrade rule, as text only (NET-004…006). */
function PackageRules({ current }: { current: CurrentBroadband }) {
  const { t } = useTranslation();
  const { date: formatDate } = useFormat();
  const { timeZone } = useProviderTimeZone();
  const { phone } = useBranding();
  const now = Date.now();
  return (
    <Box component="section" aria-labelledby="package-rules-heading" data-testid="package-rules">
      <Typography id="package-rules-heading" variant="h6" component="h3" gutterBottom>
        {t('package.rules.heading')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {t('package.rules.prorated')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {t('package.rules.downgrade')}
        {current.changed_at > 0 && ` ${t('package.rules.lastChange', { date: formatDate(current.changed_at, timeZone) })}`}
      </Typography>
      <Typography variant="body2">
        {current.downgrade_allowed_at > now
          ? <PhoneText>{t('package.rules.downgradeFrom', { date: formatDate(current.downgrade_allowed_at, timeZone), phone })}</PhoneText>
          : <PhoneText>{t('package.rules.downgradeNow', { phone })}</PhoneText>}
      </Typography>
    </Box>
  );
}

/** The page of one account; remounted when the active account changes. */
function PackageView({ user }: { user: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const current = useCurrentBroadband(user);
  const upgradable = useUpgradable(user);
  const wizardInfo = useUpgradeWizard(user);
  const slowdown = useSlowdown(user);
  const promo = useUpgradePromo(user);
  const { email } = useAccount();
  const scope = { login: email, account: user };
  // The wizards' steps are history entries and what was typed survives Back and a reload (issue 28).
  const upgrade = useWizard('upgrade', scope, upgradeDefaults);
  const traffic = useWizard('trafficpack', scope, trafficPackDefaults);
  const [action, setAction] = useState<PageAction | null>(() => actionOf(location.state));
  const [unlimitedFocus, setUnlimitedFocus] = useState(0);
  const [alreadyOn, setAlreadyOn] = useState(false);
  const listRef = useRef<HTMLHeadingElement>(null);

  // The action is taken once: drop it from the history entry so a reload does not repeat it.
  useEffect(() => {
    if (actionOf(location.state) !== null) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  }, [location, navigate]);

  const currentData = current.data;
  const list = upgradable.data;
  const slow = slowdown.data;

  useEffect(() => {
    if (action === 'upgrade' && currentData !== undefined && list !== undefined) {
      setAction(null);
      const pick = currentData ? lowestCapPackage(list) : undefined;
      if (pick) upgrade.start({ packageId: pick.id });
      else listRef.current?.focus();
    }
    if (action === 'unlimited' && slow !== undefined) {
      setAction(null);
      if (slow.canslowdown) {
        setUnlimitedFocus((n) => n + 1);
        if (slow.slowdown_mode) setAlreadyOn(true);
      }
    }
  }, [action, currentData, list, slow, upgrade]);

  const loadError = current.error && !current.data && !isInProgressError(current.error) ? current.error : null;
  const pack = wizardInfo.data?.trafficpack ?? null;

  return (
    <section aria-labelledby="package-heading">
      <PageHeading id="package-heading">
        {t('package.heading')}
      </PageHeading>
      {loadError && <Alert severity="error">{loadError.message}</Alert>}
      {!loadError && current.data === undefined && <Loading label={t('package.loading')} />}
      {current.data === null && <Typography>{t('package.noBroadband')}</Typography>}
      {current.data && (
        <Stack spacing={3}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: promo ? 6 : 12 }}>
              <CurrentPackageCard
                current={current.data}
                onTrafficPack={!isUnlimitedCap(current.data.cap) && pack ? () => traffic.start() : null}
              />
            </Grid>
            {promo && (
              <Grid size={{ xs: 12, md: 6 }}>
                <ActiveOfferCard promo={promo} />
              </Grid>
            )}
          </Grid>

          {slow?.canslowdown && (
            <UnlimitedModeCard
              user={user}
              state={slow}
              focusRequest={unlimitedFocus}
              alreadyOnInfo={alreadyOn}
              onAlreadyOnClosed={() => setAlreadyOn(false)}
            />
          )}

          <Box component="section" aria-labelledby="upgradable-heading" onPointerOver={() => void loadUpgradeWizard()} onFocus={() => void loadUpgradeWizard()}>
            <Typography id="upgradable-heading" ref={listRef} tabIndex={-1} variant="h6" component="h3" gutterBottom sx={{ outline: 'none' }}>
              {t('package.upgradable.heading')}
            </Typography>
            {upgradable.error && !list && !isInProgressError(upgradable.error) && <Alert severity="error">{upgradable.error.message}</Alert>}
            {!upgradable.error && list === undefined && <Loading label={t('package.loading')} />}
            {list && list.length === 0 && <Typography>{t('package.upgradable.none')}</Typography>}
            {list && list.length > 0 && (
              <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {list.map((p) => (
                  <Grid key={p.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
                    <UpgradablePackageCard pkg={p} onChoose={() => upgrade.start({ packageId: p.id })} />
                  </Grid>
                ))}
              </Grid>
            )}
          </Box>

          <PackageRules current={current.data} />
        </Stack>
      )}

      {upgrade.open && current.data && list !== undefined && (
        <Suspense fallback={<DialogLoading />}>
          <UpgradeWizard user={user} current={current.data} packages={list} wizard={upgrade} info={wizardInfo.data} promo={promo} onClose={upgrade.close} />
        </Suspense>
      )}
      {traffic.open && current.data && wizardInfo.data !== undefined && (
        <Suspense fallback={<DialogLoading />}>
          <TrafficPackWizard user={user} pack={pack} wizard={traffic} onClose={traffic.close} />
        </Suspense>
      )}
    </section>
  );
}

/**
 * /ui/user/package (NET-046…077): the current package, the active offer, Unlimited mode, the
 * upgradable packages with the upgrade wizard, the traffic pack wizard and the billing rules.
 * Navigation state action=upgrade opens the wizard on the lowest-cap upgradable package;
 * action=unlimited brings the Unlimited mode card into focus.
 */
export function PackagePage() {
  const { activeUser } = useAccount();
  return <PackageView key={activeUser} user={activeUser} />;
}
