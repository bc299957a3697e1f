import { Box, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { notify } from '../../../lib/notify';
import { ErrorDialog } from '../../../lib/ui/error-dialog';
import { useDirectoryNumbers, type DirectoryNumber } from '../api/get-directory-numbers';
import type { EmergencyProfile } from '../api/get-emergency-profiles';
import type { PhonePackage } from '../api/get-phone-packages';
import { useAssociate, type Association } from '../api/post-associate';
import { displayPhoneNumber, isPackageOriented } from '../phone-rules';
import { StepWizard, type Wizard } from '../../../lib/wizard';
import { PhoneUnavailable, queryState, errorText } from './phone-ui';
import { PhoneText } from '../../../lib/ui/phone-text';
import type { AssociationValues } from '../emergency-wizard-values';

export interface AssociationWizardProps {
  user: number;
  pkg: PhonePackage;
  profile: EmergencyProfile;
  /** The package's profiles, to say which address a number uses now. */
  profiles: EmergencyProfile[];
  /** The wizard's step and the numbers checked (kept across Back and a reload). */
  wizard: Wizard<AssociationValues>;
  onClose: () => void;
}

export { associationDefaults, type AssociationValues } from '../emergency-wizard-values';

/**
 * The association wizard (PHONE-031…033): Phone Numbers (checkboxes) → Confirm. For a
 * number-oriented package each checked number moves to this address (one POST
 * emergencyprofile_associate {emergencyprofileid, dnbillingpackageserviceid} per number); the
 * numbers already on it are checked and cannot be unchecked (a number always keeps an address:
 * it moves by being associated with another one). For a package-oriented package the address is
 * for all the numbers at once: one box, and Finish selects it ({emergencyprofileid}). A success
 * shows the server's messages and goes back to the list; a refusal shows the 'Error' dialog.
 */
export function AssociationWizard({ user, pkg, profile, profiles, wizard, onClose }: AssociationWizardProps) {
  const { t } = useTranslation();
  const numbers = useDirectoryNumbers(user, pkg.id);
  const associate = useAssociate(user);
  const checked = new Set(wizard.values.checked.filter((id): id is number => typeof id === 'number'));
  const setChecked = (change: (prev: Set<number>) => Set<number>) => wizard.setValues((prev) => ({ ...prev, checked: [...change(new Set(prev.checked))] }));
  const [failed, setFailed] = useState<string | null>(null);
  const packageWide = isPackageOriented(pkg.emergencyprofile_type);
  const list = numbers.data ?? [];
  const addressOf = (id: number) => profiles.find((p) => p.id === id)?.addressline ?? '';
  const address = profile.addressline;

  // What can still be chosen: numbers on another address (or none), or the whole package while this address is not selected.
  const available = packageWide ? (profile.selected ? [] : list) : list.filter((n) => n.emergencyprofileid !== profile.id);
  const chosen = packageWide ? (checked.size > 0 ? available : []) : available.filter((n) => checked.has(n.dnbillingpackageserviceid));

  const toggle = (n: DirectoryNumber, on: boolean) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (on) next.add(n.dnbillingpackageserviceid);
      else next.delete(n.dnbillingpackageserviceid);
      return next;
    });

  const status = (n: DirectoryNumber) => {
    if (n.emergencyprofileid === profile.id || (packageWide && profile.selected)) return t('phone.emergency.usesThis');
    if (n.emergencyprofileid === 0 && !packageWide) return t('phone.emergency.usesNone');
    const other = packageWide ? (profiles.find((p) => p.selected)?.addressline ?? '') : addressOf(n.emergencyprofileid);
    return other ? t('phone.emergency.usesOther', { address: other }) : t('phone.emergency.usesNone');
  };

  const numberList = (
    <Stack spacing={0.5}>
      {packageWide ? (
        <>
          <FormControlLabel
            control={
              <Checkbox
                checked={profile.selected || checked.size > 0}
                disabled={profile.selected || available.length === 0}
                onChange={(e) => setChecked(() => (e.target.checked ? new Set(available.map((n) => n.dnbillingpackageserviceid)) : new Set()))}
              />
            }
            label={<PhoneText>{t('phone.emergency.allNumbers', { numbers: list.map((n) => displayPhoneNumber(n.number)).join(', ') || t('phone.noNumbers') })}</PhoneText>}
          />
          {list.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ pl: 4 }}>
              {status(list[0]!)}
            </Typography>
          )}
        </>
      ) : (
        list.map((n) => {
          const here = n.emergencyprofileid === profile.id;
          return (
            <Box key={n.dnbillingpackageserviceid}>
              <FormControlLabel
                control={<Checkbox checked={here || checked.has(n.dnbillingpackageserviceid)} disabled={here} onChange={(e) => toggle(n, e.target.checked)} />}
                label={
                  <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
                    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{displayPhoneNumber(n.number)}</Box>
                    <Typography component="span" variant="body2" color="text.secondary">
                      {status(n)}
                    </Typography>
                  </Box>
                }
              />
            </Box>
          );
        })
      )}
    </Stack>
  );

  const loading = queryState(numbers);
  const steps = [
    {
      label: t('phone.emergency.stepNumbers'),
      validate: () => {
        if (numbers.data === undefined || numbers.data === null) return t('phone.unavailable');
        if (available.length === 0) return t('phone.emergency.nothingToChoose');
        return chosen.length > 0 ? null : t('phone.emergency.chooseNumber');
      },
      content: (
        <Stack spacing={1.5}>
          <Typography>
            {packageWide ? t('phone.emergency.numbersIntroPackage', { address }) : t('phone.emergency.numbersIntroNumber', { address })}
          </Typography>
          {loading ?? (numbers.data === null ? <PhoneUnavailable /> : list.length === 0 ? <Typography>{t('phone.noNumbers')}</Typography> : numberList)}
        </Stack>
      ),
    },
    {
      label: t('phone.emergency.stepConfirm'),
      content: (
        <Typography data-testid="association-summary">
          {packageWide
            ? t('phone.emergency.confirmPackage', { address })
            : <PhoneText>{t('phone.emergency.confirmNumbers', { address, numbers: chosen.map((n) => displayPhoneNumber(n.number)).join(', ') })}</PhoneText>}
        </Typography>
      ),
    },
  ];

  const finish = () => {
    const body: Association[] = packageWide
      ? [{ emergencyprofileid: profile.id }]
      : chosen.map((n) => ({ emergencyprofileid: profile.id, dnbillingpackageserviceid: n.dnbillingpackageserviceid }));
    associate.mutate(body, {
      onSuccess: (answers) => {
        const messages = answers.map((a) => a.message).filter((m): m is string => !!m);
        notify({ severity: 'success', message: messages.join(' ') || t('phone.emergency.associated') });
        onClose();
      },
      onError: (error) => setFailed(errorText(error, t)),
    });
  };

  return (
    <>
      {/* The steps check the numbers: the wizard starts once they are here (a reload on Confirm stays there). */}
      {numbers.data === undefined && loading ? (
        loading
      ) : (
        <StepWizard
          title={t('phone.emergency.associateTitle')}
          testId="phone-wizard"
          steps={steps}
          step={wizard.step}
          onStep={wizard.goTo}
          onCancel={onClose}
          onFinish={finish}
          pending={associate.isPending}
          pendingLabel={t('phone.saving')}
        />
      )}
      {failed !== null && <ErrorDialog message={failed} onDismiss={() => setFailed(null)} />}
    </>
  );
}
