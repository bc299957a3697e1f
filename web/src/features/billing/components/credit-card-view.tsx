import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { isPrepaidName, NAME_ON_CARD_MAX, nameOnCardProblem, normalizeNameOnCard } from '../autopayment-rules';
import { ViewHeading } from './billing-ui';

export interface CreditCardViewProps {
  name: string;
  onNameChange: (name: string) => void;
  headingRef: Ref<HTMLHeadingElement>;
  /** Called with the name as sent once it passes the check. */
  onSubmit: (name: string) => void;
  onCancel: () => void;
}

/**
 * The creditcard view (PAY-015, PAY-021…023): the name on card, required and not blank ("Please
 * fill name on card before continuing. If prepaid card, write 'prepaid'"); a prepaid card is
 * written "prepaid" or "PPC" (decisions §3); only Visa and Mastercard are accepted. The card itself
 * is entered on the gateway's page.
 */
export function CreditCardView({ name, onNameChange, headingRef, onSubmit, onCancel }: CreditCardViewProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const prepaid = isPrepaidName(name);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (nameOnCardProblem(name)) {
      setProblem(true);
      fieldRef.current?.focus();
      return;
    }
    onSubmit(normalizeNameOnCard(name));
  };

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="autopayment-creditcard">
      <ViewHeading headingRef={headingRef}>{t('billing.card.heading')}</ViewHeading>
      <Stack spacing={1.5} sx={{ maxWidth: 560 }}>
        <Typography>{t('billing.card.intro')}</Typography>
        <Typography sx={{ fontWeight: 500 }}>{t('billing.card.accepted')}</Typography>
        <Typography id={hintId} color="text.secondary">
          {t('billing.card.prepaid')}
        </Typography>
        <TextField
          id="autopayment-nameoncard"
          inputRef={fieldRef}
          label={t('billing.card.nameLabel')}
          value={name}
          onChange={(e) => {
            onNameChange(e.target.value);
            if (problem && !nameOnCardProblem(e.target.value)) setProblem(false);
          }}
          required
          error={problem}
          helperText={problem ? t('billing.card.nameRequired') : prepaid ? t('billing.card.prepaidRecognized') : ' '}
          autoComplete="cc-name"
          fullWidth
          slotProps={{
            htmlInput: { maxLength: NAME_ON_CARD_MAX, 'aria-describedby': `${hintId} autopayment-nameoncard-helper-text` },
            formHelperText: { role: problem ? 'alert' : undefined },
          }}
          sx={{ mt: 1 }}
        />
      </Stack>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 2, maxWidth: 560 }}>
        <Button onClick={onCancel}>{t('billing.card.cancel')}</Button>
        <Button type="submit" variant="contained">
          {t('billing.card.continue')}
        </Button>
      </Box>
    </Box>
  );
}
