import { Alert, Box, Button, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { useFormat } from '../../../lib/format';
import { CONTRACT_TEXT_TYPE } from '../api/get-agreement-text';
import type { ContractProfile } from '../api/get-contract-profile';
import {
  contractFormProblems,
  hasProblems,
  NAME_MAX,
  nameField,
  needsName,
  showsTerms,
  type ContractForm,
  type ContractFormProblems,
} from '../contract-rules';
import { DocumentText } from './document-text';
import { ViewHeading } from './onboarding-ui';
import { InputField } from '../../../lib/ui/input-field';

export interface ContractTextViewProps {
  profile: ContractProfile;
  form: ContractForm;
  onFormChange: (form: ContractForm) => void;
  headingRef: Ref<HTMLHeadingElement>;
  /** The choices are fine: on to the signature. */
  onNext: () => void;
}

/**
 * The contract view (ONB-025, ONB-028…033): the contract's full text (version 2.3); the term
 * choice for a new contract of a pre-install account ("You need to choose between the two term
 * options to proceed"); the name (or the company's name, by type) for the assume and new re-sign
 * types, prefilled with the profile's; then on to the signature.
 */
export function ContractTextView({ profile, form, onFormChange, headingRef, onNext }: ContractTextViewProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const [problems, setProblems] = useState<ContractFormProblems>({});
  const termRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const termLegendId = useId();
  const termErrorId = useId();
  const terms = showsTerms(profile);
  const name = needsName(profile);
  const company = nameField(profile) === 'companyname';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = contractFormProblems(profile, form);
    setProblems(found);
    if (!hasProblems(found)) {
      onNext();
      return;
    }
    if (found.term) termRef.current?.focus();
    else if (found.name) nameRef.current?.focus();
  };

  const setTerm = (value: string) => {
    const term = value === '1' ? 1 : value === '2' ? 2 : 0;
    onFormChange({ ...form, term });
    if (problems.term) setProblems({ ...problems, term: undefined });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="contract-view">
      <ViewHeading headingRef={headingRef}>{t('onboarding.text.contractHeading')}</ViewHeading>
      <Stack spacing={2.5}>
        {profile.reason && (
          <Alert severity="warning" data-testid="contract-rejected" sx={{ overflowWrap: 'anywhere' }}>
            {t('onboarding.status.rejected', { reason: profile.reason })}
          </Alert>
        )}
        <DocumentText type={CONTRACT_TEXT_TYPE} title={t('onboarding.text.contractHeading')} version={profile.contractversion} />
        {terms && (
          <FormControl error={!!problems.term} component="fieldset" data-testid="contract-terms">
            <FormLabel id={termLegendId} component="legend">
              {t('onboarding.terms.legend')}
            </FormLabel>
            <RadioGroup
              aria-labelledby={termLegendId}
              aria-describedby={problems.term ? termErrorId : undefined}
              name="term"
              value={form.term === 0 ? '' : String(form.term)}
              onChange={(e) => setTerm(e.target.value)}
            >
              <FormControlLabel value="1" control={<Radio slotProps={{ input: { ref: termRef } }} />} label={t('onboarding.terms.one')} />
              <FormControlLabel value="2" control={<Radio />} label={t('onboarding.terms.two', { fee: f.money(profile.termfee / 100) })} />
            </RadioGroup>
            {problems.term && (
              <FormHelperText id={termErrorId} role="alert" data-testid="contract-term-error" sx={{ mx: 0, fontSize: '0.95rem' }}>
                {t('onboarding.terms.required')}
              </FormHelperText>
            )}
          </FormControl>
        )}
        {name && (
          <InputField
            inputRef={nameRef}
            name={nameField(profile)}
            label={company ? t('onboarding.name.companyLabel') : t('onboarding.name.personLabel')}
            value={form.name}
            onChange={(e) => {
              onFormChange({ ...form, name: e.target.value });
              if (problems.name) setProblems({ ...problems, name: undefined });
            }}
            required
            error={!!problems.name}
            helperText={
              problems.name === 'required' ? t('onboarding.name.required') : problems.name === 'tooLong' ? t('onboarding.name.tooLong', { max: NAME_MAX }) : t('onboarding.name.help')
            }
            autoComplete={company ? 'organization' : 'name'}
            sx={{ maxWidth: 480 }}
            slotProps={{ htmlInput: { maxLength: NAME_MAX + 20, 'data-testid': 'contract-name' } }}
          />
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained">
            {t('onboarding.next')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** The agreement view (ONB-038, ONB-040): what the agreement is for, its text, then on to the signature. */
export function AgreementTextView({ profile, headingRef, onNext }: { profile: ContractProfile; headingRef: Ref<HTMLHeadingElement>; onNext: () => void }) {
  const { t } = useTranslation();
  const title = t('onboarding.text.agreementHeading');
  return (
    <Box data-testid="agreement-view">
      <ViewHeading headingRef={headingRef}>{title}</ViewHeading>
      <Stack spacing={2.5}>
        {profile.agreementdescription && <Typography data-testid="agreement-description">{profile.agreementdescription}</Typography>}
        {profile.reason && (
          <Alert severity="warning" data-testid="contract-rejected" sx={{ overflowWrap: 'anywhere' }}>
            {t('onboarding.status.rejected', { reason: profile.reason })}
          </Alert>
        )}
        <DocumentText type={profile.contractResignType.trim()} title={title} version="" />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" onClick={onNext}>
            {t('onboarding.next')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
