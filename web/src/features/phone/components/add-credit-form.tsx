import { Alert, Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { newIdempotencyKey, useIdempotencyKey } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import type { Schema } from '../../../lib/schema-form';
import { useInternationalTopUp } from '../api/post-international-add';
import { errorText } from './phone-ui';
import { FormActions } from './form-actions';

/**
 * The Add form (PHONE-050…053): "Select Amount" with the schema's options; Submit posts voipldadd
 * {amount, billingpackageid} with the Idempotency-Key made when the form opened, so a double
 * click or a retry is charged once (a changed amount after a failed attempt is a new attempt with
 * a new key). A success shows the server's message and goes back; a refusal shows the server's
 * message in the form.
 */
export function AddCreditForm({ user, packageId, schema, onDone }: { user: number; packageId: number; schema: Schema | null; onDone: () => void }) {
  const { t } = useTranslation();
  const opened = useIdempotencyKey();
  const [key, setKey] = useState(opened);
  const [amount, setAmount] = useState('');
  const [missing, setMissing] = useState(false);
  const topUp = useInternationalTopUp(user);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const busy = topUp.isPending;
  const prop = schema?.props.amount;
  const options = prop?.dropdownOptions ?? [];
  const label = prop?.label || t('phone.intl.selectAmount');

  useEffect(() => titleRef.current?.focus(), []);

  const choose = (value: string) => {
    // The key names one attempt: after a failed one, another amount is another attempt.
    if (value !== amount && (topUp.isError || topUp.isSuccess)) {
      setKey(newIdempotencyKey());
      topUp.reset();
    }
    setAmount(value);
    setMissing(false);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (amount === '') {
      setMissing(true);
      return;
    }
    topUp.mutate(
      { amount: Number(amount), billingpackageid: packageId, idempotencyKey: key },
      {
        onSuccess: (answer) => {
          notify({ severity: 'success', message: answer.message || t('phone.intl.added') });
          onDone();
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="intl-add-form">
      <Typography ref={titleRef} tabIndex={-1} variant="h6" component="h3" gutterBottom sx={{ outline: 'none' }}>
        {t('phone.intl.addTitle')}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <Typography color="text.secondary">{t('phone.intl.addIntro')}</Typography>
        <TextField
          select
          id="intl-amount"
          label={`${label}${t('schemaForm.requiredSuffix')}`}
          value={amount}
          onChange={(e) => choose(e.target.value)}
          error={missing}
          helperText={missing ? t('phone.intl.amountRequired') : undefined}
          disabled={busy || options.length === 0}
          fullWidth
        >
          {options.map((o) => (
            <MenuItem key={String(o.value)} value={String(o.value)}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        {topUp.error && (
          <Alert severity="error" role="alert" data-testid="intl-add-error">
            {errorText(topUp.error, t)}
          </Alert>
        )}
      </Stack>
      <FormActions busy={busy} onCancel={onDone} maxWidth={480} />
    </Box>
  );
}
