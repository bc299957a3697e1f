import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useIdempotencyKey } from '../../../lib/api-client';
import { useTranslation } from '../../../i18n/translation';
import { notify } from '../../../lib/notify';
import type { CurrentBroadband } from '../api/get-current-broadband';
import type { UpgradeWizardInfo } from '../api/get-upgrade-wizard';
import { usePackageUpgrade } from '../api/post-package-upgrade';
import { refreshKeys } from '../api/refresh-keys';
import { useFormat } from '../../../lib/format';
import type { BroadbandPackage } from '../package-rules';
import { isInvalidOfferMessage, removeUpgradePromo, type UpgradePromo } from '../../../lib/upgrade-promo';
import { PackageFacts, useCapText } from './package-facts';
import { StepWizard, wizardDialogPaper, type Wizard, type WizardStep } from '../../../lib/wizard';
import type { UpgradeValues } from '../wizard-values';

/** "Package upgraded!" shows this long after Finish (NET-059)… */
export const UPGRADE_SUCCESS_DELAY_MS = 4_000;
/** …for this long, then the account's data reloads. */
export const UPGRADE_SUCCESS_SHOWN_MS = 2_000;

type Phase = { kind: 'wizard' } | { kind: 'applying' } | { kind: 'success' } | { kind: 'failed'; message: string };

export { upgradeDefaults, type UpgradeValues } from '../wizard-values';

export interface UpgradeWizardProps {
  user: number;
  current: CurrentBroadband;
  packages: readonly BroadbandPackage[];
  /** The wizard's step and values (the package chosen on the page, or pre-selected by action=upgrade). */
  wizard: Wizard<UpgradeValues>;
  info: UpgradeWizardInfo | undefined;
  promo: UpgradePromo | null;
  onClose: () => void;
}

/** Reloads what an upgrade changes (NET-058). */
function useReloadAccount(user: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      refreshKeys(user, ['currentbroadband', 'broadbandtraffic', 'upgradable', 'upgradewizard', 'slowdown']).map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/**
 * The upgrade wizard (NET-052…061) in a dialog: the new package against the current one → the
 * wizard's messages (prorated billing, downgrades) and the stored offer → confirm. Finish posts
 * the upgrade and shows "Applying changes"; on success "Package upgraded!" appears 4 s after
 * Finish, for 2 s, then the data reloads; a refusal shows "Upgrade Failed" with the server's
 * message and reloads once confirmed ("Invalid offer" also forgets the stored promo).
 */
export function UpgradeWizard({ user, current, packages, wizard, info, promo, onClose }: UpgradeWizardProps) {
  const { t } = useTranslation();
  const { money: formatMoney } = useFormat();
  const capText = useCapText();
  const titleId = useId();
  const { values, setValues } = wizard;
  const { useOffer, agreed } = values;
  const [phase, setPhase] = useState<Phase>({ kind: 'wizard' });
  const mutation = usePackageUpgrade(user);
  const idempotencyKey = useIdempotencyKey();
  const reload = useReloadAccount(user);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const list = timers.current;
    return () => list.forEach(clearTimeout);
  }, []);

  const later = (ms: number, fn: () => void) => {
    timers.current.push(setTimeout(fn, ms));
  };

  // The list refreshes while the wizard is open: keep the choice if it is still offered.
  const chosen = packages.find((p) => p.id === values.packageId);
  const offer = promo !== null && useOffer ? promo : null;

  const finish = () => {
    if (!chosen) return;
    const startedAt = Date.now();
    setPhase({ kind: 'applying' });
    mutation.mutate(
      { bpid: current.bpid, packageid: chosen.id, offercode: offer?.offercode, idempotencyKey },
      {
        onSuccess: (answer) => {
          if (offer) removeUpgradePromo(user); // the offer has been used for an upgrade
          const wait = Math.max(UPGRADE_SUCCESS_DELAY_MS - (Date.now() - startedAt), 0);
          later(wait, () => {
            setPhase({ kind: 'success' });
            later(UPGRADE_SUCCESS_SHOWN_MS, () => {
              void reload();
              // The server's own words (the prorated charge, whether the offer applied) stay readable.
              if (answer.message) notify({ severity: 'success', message: answer.message });
              onClose();
            });
          });
        },
        onError: (error) => {
          if (isInvalidOfferMessage(error.message)) removeUpgradePromo(user); // NET-061, in either language
          setPhase({ kind: 'failed', message: error.message });
        },
      },
    );
  };

  const confirmFailure = () => {
    void reload(); // NET-060: a reload follows the confirmation
    onClose();
  };

  const steps: WizardStep[] = [
    {
      label: t('package.upgrade.stepPackage'),
      validate: () => (chosen ? null : t('package.upgrade.chooseRequired')),
      content: (
        <Stack spacing={2}>
          <FormControl>
            <FormLabel id={`${titleId}-choose`}>{t('package.upgrade.choosePrompt')}</FormLabel>
            <RadioGroup aria-labelledby={`${titleId}-choose`} value={chosen ? String(chosen.id) : ''} onChange={(e) => setValues({ packageId: Number(e.target.value) })}>
              {packages.map((p) => (
                <FormControlLabel
                  key={p.id}
                  value={String(p.id)}
                  control={<Radio />}
                  label={t('package.upgrade.option', {
                    name: p.description,
                    cap: capText(p.cap),
                    fee: t('package.feeMonthly', { fee: formatMoney(p.monthly_fee) }),
                  })}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Box sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Typography variant="subtitle2" component="p" gutterBottom>
                {t('package.upgrade.compareCurrent', { name: current.description })}
              </Typography>
              <PackageFacts pkg={current} />
            </Box>
            {chosen && (
              <Box sx={{ p: 1.5, border: 2, borderColor: 'primary.main', borderRadius: 1 }}>
                <Typography variant="subtitle2" component="p" gutterBottom>
                  {t('package.upgrade.compareNew', { name: chosen.description })}
                </Typography>
                <PackageFacts pkg={chosen} />
              </Box>
            )}
          </Box>
        </Stack>
      ),
    },
    {
      label: t('package.upgrade.stepDetails'),
      content: (
        <Stack spacing={2}>
          {info === undefined ? (
            <Typography>{t('package.upgrade.loadingMessages')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {info.messages.map((m) => (
                <Typography component="li" key={m} sx={{ mb: 1 }}>
                  {m}
                </Typography>
              ))}
            </Box>
          )}
          {promo && (
            <Box sx={{ p: 1.5, border: 1, borderColor: 'success.main', borderRadius: 1 }}>
              <Typography variant="subtitle2" component="p">
                {t('package.upgrade.offer', { code: promo.offercode })}
              </Typography>
              {promo.upgradetext && <Typography variant="body2">{promo.upgradetext}</Typography>}
              <FormControlLabel
                control={<Checkbox checked={useOffer} onChange={(e) => setValues({ useOffer: e.target.checked })} />}
                label={t('package.upgrade.offerApply', { code: promo.offercode })}
              />
            </Box>
          )}
        </Stack>
      ),
    },
    {
      label: t('package.upgrade.stepConfirm'),
      validate: () => (agreed ? null : t('package.upgrade.agreeRequired')),
      content: (
        <Stack spacing={1.5}>
          <Typography>{t('package.upgrade.summary', { from: current.description, to: chosen?.description ?? '' })}</Typography>
          {chosen && <Typography>{t('package.upgrade.summaryFee', { fee: formatMoney(chosen.monthly_fee) })}</Typography>}
          {offer && <Typography>{t('package.upgrade.summaryOffer', { code: offer.offercode })}</Typography>}
          <FormControlLabel control={<Checkbox checked={agreed} onChange={(e) => setValues({ agreed: e.target.checked })} />} label={t('package.upgrade.agree')} />
        </Stack>
      ),
    },
  ];

  if (phase.kind === 'failed') {
    return (
      <Dialog open onClose={confirmFailure} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{t('package.upgrade.failedTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ overflowWrap: 'anywhere' }}>{phase.message}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={confirmFailure} autoFocus>
            {t('package.upgrade.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  const busy = phase.kind === 'applying' || phase.kind === 'success';
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" slotProps={{ paper: wizardDialogPaper }}>
      <DialogTitle id={titleId}>{phase.kind === 'applying' ? t('package.upgrade.applying') : t('package.upgrade.title')}</DialogTitle>
      <DialogContent>
        {phase.kind === 'wizard' && <StepWizard steps={steps} step={wizard.step} onStep={wizard.goTo} onCancel={onClose} onFinish={finish} pending={mutation.isPending} />}
        {phase.kind === 'applying' && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }} role="status">
            <CircularProgress size={28} aria-hidden />
            <Typography>{t('package.upgrade.applyingBody')}</Typography>
          </Stack>
        )}
        {phase.kind === 'success' && (
          <Alert severity="success" role="status" sx={{ my: 1 }}>
            {t('package.upgrade.success')}
          </Alert>
        )}
      </DialogContent>
    </Dialog>
  );
}
