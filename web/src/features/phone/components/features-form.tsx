import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Alert, Box, IconButton, InputAdornment, Stack, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { dismissPageNotices, notify } from '../../../lib/notify';
import { SchemaField, useSchemaForm, type JsonValue, type Schema } from '../../../lib/schema-form';
import type { VoiceFeatures } from '../api/get-voice-features';
import { useVoiceFeaturesWrite } from '../api/post-voice-features';
import { phoneNumberProblem } from '../phone-rules';
import { isNumberField, PASSWORD_FIELD } from './features-block';
import { PhoneNumberInput } from './phone-number-input';
import { errorText } from './phone-ui';
import { FormActions } from './form-actions';

/**
 * The record the form edits: the features with the password empty. The server never sends the
 * password ('********' once set): the field starts empty, and left empty it is not sent, so the
 * password stays as it is.
 */
function editableRecord(features: VoiceFeatures): Record<string, unknown> {
  return { ...features, vm_password: '' };
}

/**
 * An Edit form of voice features (PHONE-034, PHONE-038, PHONE-055): the served schema's fields of
 * one block, validated with it (PHONE-011) and the phone number input's rules; Cancel and Submit.
 * Submit posts the changed fields to voipfeatures.{id}; a success shows the server's message and
 * goes back to the block, a refusal stays in the form with the server's message.
 */
export function FeaturesForm({
  user,
  serviceId,
  features,
  schema,
  fields,
  title,
  onDone,
}: {
  user: number;
  serviceId: number;
  features: VoiceFeatures;
  schema: Schema;
  fields: string[];
  title: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const original = useMemo(() => editableRecord(features), [features]);
  const shown = useMemo(() => fields.filter((f) => schema.props[f]), [fields, schema]);
  const form = useSchemaForm({ schema, mode: 'edit', original, fields: shown });
  const write = useVoiceFeaturesWrite(user, serviceId);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [passwordShown, setPasswordShown] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const formId = useId();
  const busy = write.isPending;

  useEffect(() => titleRef.current?.focus(), []);

  const numberProblems = shown.filter((f) => isNumberField(f) && phoneNumberProblem(String(form.values[f] ?? ''), form.isRequired(f)) !== null);

  const send = (values: Record<string, JsonValue>) => {
    if (Object.keys(values).length === 0) {
      onDone(); // nothing changed
      return;
    }
    write.mutate(values, {
      onSuccess: (answer) => {
        notify({ severity: 'success', message: answer.message || t('phone.features.saved') });
        onDone();
      },
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    dismissPageNotices(); // the last save's 'saved' does not stay over this attempt's errors
    form.handleSubmit(numberProblems.length > 0 ? () => {} : send)();
  };

  const field = (name: string): ReactNode => {
    const prop = schema.props[name]!;
    const error = form.fieldError(name);
    const required = form.isRequired(name);
    if (isNumberField(name)) {
      return (
        <PhoneNumberInput
          key={name}
          id={`${formId}-${name}`}
          label={required ? `${prop.label}${t('schemaForm.requiredSuffix')}` : prop.label}
          value={String(form.values[name] ?? '')}
          onChange={(digits) => form.setValue(name, digits)}
          onBlur={() => setTouched((s) => ({ ...s, [name]: true }))}
          required={required}
          showError={form.submitted || touched[name] === true}
          error={error?.message}
          disabled={busy}
        />
      );
    }
    const extra =
      name === PASSWORD_FIELD
        ? {
            type: passwordShown ? 'text' : 'password',
            autoComplete: 'new-password',
            helperText: error?.message ?? t('phone.features.passwordHelp'),
            slotProps: {
              htmlInput: { inputMode: 'numeric' as const, spellCheck: false },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      size="small"
                      edge="end"
                      aria-label={passwordShown ? t('phone.features.hidePassword') : t('phone.features.showPassword')}
                      aria-controls={`schema-field-${name}`}
                      onClick={() => setPasswordShown((s) => !s)}
                      onMouseDown={(e) => e.preventDefault()}
                    >
                      {passwordShown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            },
          }
        : name === 'vm_email'
          ? { type: 'email', autoComplete: 'email', slotProps: { htmlInput: { spellCheck: false, 'aria-required': required || undefined } } }
          : undefined;
    return (
      <SchemaField
        key={name}
        name={name}
        prop={prop}
        value={form.values[name] ?? ''}
        onChange={(v) => form.setValue(name, v)}
        onBlur={() => form.touch(name)}
        state={form.fieldState(name)}
        error={error}
        required={required}
        disabled={busy}
        textFieldProps={extra}
      />
    );
  };

  return (
    <Box component="form" id={formId} noValidate onSubmit={submit} data-testid="features-form">
      <Typography ref={titleRef} tabIndex={-1} variant="h6" component="h3" gutterBottom sx={{ outline: 'none' }}>
        {title}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        {form.formMessage && (
          <Alert severity="error" role="alert">
            {form.formMessage}
          </Alert>
        )}
        {!form.formMessage && form.submitted && numberProblems.length > 0 && (
          <Alert severity="error" role="alert">
            {t('schemaForm.invalid')}
          </Alert>
        )}
        {shown.map(field)}
        {write.error && (
          <Alert severity="error" role="alert" data-testid="features-save-error">
            {errorText(write.error, t)}
          </Alert>
        )}
      </Stack>
      <FormActions busy={busy} onCancel={onDone} maxWidth={560} />
    </Box>
  );
}
