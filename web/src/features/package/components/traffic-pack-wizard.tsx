import { Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useIdempotencyKey } from '../../../lib/api-client';
import { useTranslation } from '../../../i18n/translation';
import { notify } from '../../../lib/notify';
import { useTrafficPack } from '../api/post-traffic-pack';
import { useFormat } from '../../../lib/format';
import { formatGb } from '../package-rules';
import { StepWizard, wizardDialogPaper, type Wizard, type WizardStep } from '../../../lib/wizard';
import type { TrafficPackValues } from '../wizard-values';

export interface TrafficPackWizardProps {
  user: number;
  /** The traffic pack on offer (upgradewizard.trafficpack); null when none. */
  pack: { gb: number; price: number } | null;
  /** The wizard's step and values. */
  wizard: Wizard<TrafficPackValues>;
  onClose: () => void;
}

export { trafficPackDefaults, type TrafficPackValues } from '../wizard-values';

/**
 * The traffic pack wizard (NET-068, NET-069) on the same StepWizard: the pack (GB and price) →
 * confirm. Finish posts user.{id}/trafficpack {} (Finish disabled while it runs); success closes
 * the wizard with the server's message, currentbroadband and broadbandtraffic refresh; a refusal
 * stays on the last step with the server's message.
 */
export function TrafficPackWizard({ user, pack, wizard, onClose }: TrafficPackWizardProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const titleId = useId();
  const { agreed } = wizard.values;
  const mutation = useTrafficPack(user);
  const idempotencyKey = useIdempotencyKey();
  const values = pack ? { gb: formatGb(pack.gb, f.lang), price: f.money(pack.price) } : null;

  const steps: WizardStep[] = [
    {
      label: t('package.trafficPack.stepPack'),
      validate: () => (values ? null : t('package.trafficPack.unavailable')),
      content: values ? (
        <Stack spacing={1.5}>
          <Typography sx={{ fontWeight: 500 }}>{t('package.trafficPack.body', values)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('package.trafficPack.note')}
          </Typography>
        </Stack>
      ) : (
        <Typography>{t('package.trafficPack.unavailable')}</Typography>
      ),
    },
    {
      label: t('package.trafficPack.stepConfirm'),
      validate: () => (agreed ? null : t('package.trafficPack.agreeRequired')),
      content: (
        <Stack spacing={1.5}>
          {values && <Typography>{t('package.trafficPack.summary', values)}</Typography>}
          <FormControlLabel
            control={<Checkbox checked={agreed} onChange={(e) => wizard.setValues({ agreed: e.target.checked })} />}
            label={t('package.trafficPack.agree')}
          />
        </Stack>
      ),
    },
  ];

  const finish = () => {
    mutation.mutate(idempotencyKey, {
      onSuccess: (answer) => {
        notify({ severity: 'success', message: answer.message || t('package.trafficPack.success') });
        onClose();
      },
    });
  };

  return (
    <Dialog open onClose={mutation.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" slotProps={{ paper: wizardDialogPaper }}>
      <DialogTitle id={titleId}>{t('package.trafficPack.title')}</DialogTitle>
      <DialogContent>
        <StepWizard steps={steps} step={wizard.step} onStep={wizard.goTo} onCancel={onClose} onFinish={finish} pending={mutation.isPending} error={mutation.error?.message ?? null} />
      </DialogContent>
    </Dialog>
  );
}
