import { Alert, Box, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { notify } from '../../../lib/notify';
import type { JsonValue, Schema } from '../../../lib/schema-form';
import type { EmergencyProfile } from '../api/get-emergency-profiles';
import { useEmergencyProfileWrite } from '../api/post-emergency-profile';
import { AddressFields, AddressProblems, useAddressForm } from './emergency-address-form';
import { StepWizard, type Wizard } from '../../../lib/wizard';
import { FailedDialog, errorText } from './phone-ui';
import type { EmergencyAddValues } from '../emergency-wizard-values';
import { FormActions } from './form-actions';

export interface EmergencyAddressWizardProps {
  user: number;
  packageId: number;
  schema: Schema;
  /** The profile edited; null adds a new address. */
  profile: EmergencyProfile | null;
  /** Adding: the wizard's step and what was typed (kept across Back and a reload). */
  wizard?: Wizard<EmergencyAddValues>;
  /** Back to the list (after finish or cancel). */
  onClose: () => void;
}

export { emergencyAddDefaults, type EmergencyAddValues } from '../emergency-wizard-values';

/** The terms of a new 911 address (PHONE-022, PHONE-023): both boxes, or "You need to accept the terms to proceed". */
function TermsStep({ limitations, agreement, onLimitations, onAgreement }: { limitations: boolean; agreement: boolean; onLimitations: (v: boolean) => void; onAgreement: (v: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5}>
      <Typography>{t('phone.emergency.termsIntro')}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        <li>{t('phone.emergency.termsPower')}</li>
        <li>{t('phone.emergency.termsAddress')}</li>
        <li>{t('phone.emergency.termsMove')}</li>
      </Box>
      <FormControlLabel
        control={<Checkbox checked={limitations} onChange={(e) => onLimitations(e.target.checked)} />}
        label={t('phone.emergency.termsLimitations')}
      />
      <FormControlLabel
        control={<Checkbox checked={agreement} onChange={(e) => onAgreement(e.target.checked)} />}
        label={t('phone.emergency.termsAgreement')}
      />
    </Stack>
  );
}

/**
 * Adding a 911 address (PHONE-021…030): the two-step wizard Terms → Address; editing one: the
 * Address step alone with Cancel and Submit. The address is checked with the served schema ("Please
 * provide:" and the missing fields); Finish posts the profile, a success shows the server's
 * message and goes back to the list, a refusal opens the 'Failed' dialog with the server's message
 * and the form stays as it was.
 */
export function EmergencyAddressWizard({ user, packageId, schema, profile, wizard, onClose }: EmergencyAddressWizardProps) {
  const { t } = useTranslation();
  const creating = profile === null;
  const kept = creating ? wizard?.values : undefined;
  const setKept = wizard?.setValues;
  const limitations = kept?.limitations ?? false;
  const agreement = kept?.agreement ?? false;
  const [failed, setFailed] = useState<string | null>(null);
  // What is typed is kept with the wizard (a new address only: an edit is one form, not a wizard).
  const address = useAddressForm(schema, profile, kept?.address, (name, value) => setKept?.((prev) => ({ ...prev, address: { ...prev.address, [name]: value } })));
  const { form } = address;
  const write = useEmergencyProfileWrite(user, packageId);
  const busy = write.isPending;

  const checkAddress = () => {
    let valid = false;
    form.handleSubmit(() => {
      valid = true;
    })();
    return valid ? null : <AddressProblems form={form} />;
  };

  const finish = () => {
    const values: Record<string, JsonValue> = form.result?.values ?? {};
    if (!creating && Object.keys(values).length === 0) {
      onClose(); // nothing changed
      return;
    }
    write.mutate(
      { profileId: profile?.id, body: values },
      {
        onSuccess: (answer) => {
          notify({ severity: 'success', message: answer.message || t('phone.emergency.saved') });
          onClose();
        },
        onError: (error) => setFailed(errorText(error, t)),
      },
    );
  };

  const addressStep = {
    label: t('phone.emergency.stepAddress'),
    validate: checkAddress,
    content: <AddressFields address={address} disabled={busy} intro={<Typography color="text.secondary">{t('phone.emergency.addressIntro')}</Typography>} />,
  };
  const steps = creating
    ? [
        {
          label: t('phone.emergency.stepTerms'),
          validate: () => (limitations && agreement ? null : t('phone.emergency.termsRequired')),
          content: (
            <TermsStep limitations={limitations} agreement={agreement} onLimitations={(v) => setKept?.({ limitations: v })} onAgreement={(v) => setKept?.({ agreement: v })} />
          ),
        },
        addressStep,
      ]
    : [addressStep];

  return (
    <>
      {creating && wizard ? (
        <StepWizard
          title={t('phone.emergency.addTitle')}
          testId="phone-wizard"
          steps={steps}
          step={wizard.step}
          onStep={wizard.goTo}
          onCancel={onClose}
          onFinish={finish}
          pending={busy}
          pendingLabel={t('phone.saving')}
        />
      ) : (
        <EditAddress title={t('phone.emergency.editTitle')} onCancel={onClose} onSubmit={() => (checkAddress() === null ? finish() : undefined)} busy={busy}>
          {form.submitted && <AddressProblemsAlert form={form} />}
          {addressStep.content}
        </EditAddress>
      )}
      {failed !== null && <FailedDialog message={failed} onDismiss={() => setFailed(null)} />}
    </>
  );
}

function AddressProblemsAlert({ form }: { form: ReturnType<typeof useAddressForm>['form'] }) {
  if (!form.result || form.result.valid) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      <AddressProblems form={form} />
    </Alert>
  );
}

/** The edit form of an address: its title, the fields, Cancel and Submit (PHONE-005). */
function EditAddress({ title, children, onCancel, onSubmit, busy }: { title: string; children: ReactNode; onCancel: () => void; onSubmit: () => void; busy: boolean }) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <Box
      component="form"
      noValidate
      data-testid="emergency-edit-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Typography variant="h5" component="h3" gutterBottom tabIndex={-1} ref={titleRef} sx={{ outline: 'none' }}>
        {title}
      </Typography>
      {children}
      <FormActions busy={busy} onCancel={onCancel} />
    </Box>
  );
}
