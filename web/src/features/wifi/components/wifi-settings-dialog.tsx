import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  InputAdornment,
  Stack,
  Typography,
  useMediaQuery,
  type TextFieldProps,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { notify } from '../../../lib/notify';
import { SchemaField, useSchemaForm, type JsonValue, type Schema } from '../../../lib/schema-form';
import type { WifiSettings } from '../api/get-wifi-settings';
import { useWifiSettingsWrite } from '../api/post-wifi-settings';
import { PasswordToggle } from './password-toggle';

/** Guest network fields are grouped apart from the main network's. */
export function isGuestField(name: string): boolean {
  return name.startsWith('guest_');
}

/** Password fields are masked with a show/hide toggle (NET-082). */
export function isPasswordField(name: string): boolean {
  return /password/i.test(name);
}

/**
 * The body a save sends (NET-083): every editable field of the form, the changed ones with the
 * validated values and the others as stored, so the server checks the whole configuration (the
 * guest name must differ from the main one) and nothing depends on what it merges.
 */
export function saveBody(
  schema: Schema,
  fields: string[],
  original: Record<string, unknown>,
  changed: Record<string, JsonValue>,
): Record<string, JsonValue> {
  const body: Record<string, JsonValue> = {};
  for (const f of fields) {
    const p = schema.props[f];
    if (!p || p.readOnly || p.type === 'pk') continue;
    if (Object.prototype.hasOwnProperty.call(changed, f)) body[f] = changed[f]!;
    else if (p.type === 'bo' || p.type === 'cb') body[f] = original[f] === true;
    else body[f] = original[f] === undefined || original[f] === '' ? null : (original[f] as JsonValue);
  }
  return body;
}

/**
 * The Edit dialog (NET-079, NET-082…085): the fields of the served schema in two groups (main and
 * guest network), validated with it (type, length, regex, required only when the guest network
 * is on); passwords masked with a show/hide toggle. Save posts user.{user}/wifisettings.{user};
 * on success the dialog closes and the settings are read again; a refusal shows an alert with the
 * server's message, or 'Something went wrong. Please try again later.'.
 */
export function WifiSettingsDialog({
  user,
  settings,
  schema,
  onClose,
}: {
  user: number;
  settings: WifiSettings;
  schema: Schema;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const formId = useId();
  const write = useWifiSettingsWrite(user);
  const original = settings as unknown as Record<string, unknown>;
  // Every field of the schema but the account id (shown nowhere, never sent).
  const editable = useMemo(() => Object.keys(schema.props).filter((f) => f !== 'contactid' && schema.props[f]!.type !== 'pk'), [schema]);
  const form = useSchemaForm({ schema, mode: 'edit', original, fields: editable });
  const [shown, setShown] = useState<Record<string, boolean>>({});
  const busy = write.isPending;
  // The server's refusal shows at the top of the form, scrolled into view.
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (write.error) errorRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [write.error]);

  const send = (values: Record<string, JsonValue>) => {
    write.mutate(saveBody(schema, form.fields, original, values), {
      onSuccess: (answer) => {
        notify({ severity: 'success', message: answer.message || t('wifiSettings.saved') });
        onClose();
      },
    });
  };

  const passwordProps = (name: string): Partial<TextFieldProps> => {
    const visible = shown[name] === true;
    const label = schema.props[name]?.label ?? name;
    return {
      type: visible ? 'text' : 'password',
      autoComplete: 'new-password',
      slotProps: {
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <PasswordToggle
                shown={visible}
                edge="end"
                controls={`schema-field-${name}`}
                showLabel={t('wifiSettings.showPasswordField', { field: label })}
                hideLabel={t('wifiSettings.hidePasswordField', { field: label })}
                onToggle={() => setShown((s) => ({ ...s, [name]: !visible }))}
              />
            </InputAdornment>
          ),
        },
        htmlInput: {
          'aria-required': form.isRequired(name) || undefined,
          spellCheck: false,
          autoCapitalize: 'none',
          autoCorrect: 'off',
        },
      },
    };
  };

  const textProps = (name: string): Partial<TextFieldProps> | undefined => {
    const p = schema.props[name];
    if (!p || p.type !== 'oi') return undefined;
    if (isPasswordField(name)) return passwordProps(name);
    return { autoComplete: 'off', slotProps: { htmlInput: { 'aria-required': form.isRequired(name) || undefined, spellCheck: false } } };
  };

  const group = (legend: string, names: string[]) =>
    names.length === 0 ? null : (
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5, p: 0 }}>
          {legend}
        </Typography>
        <Stack spacing={2}>
          {names.map((name) => (
            <SchemaField
              key={name}
              name={name}
              prop={schema.props[name]!}
              value={form.values[name] ?? ''}
              onChange={(v) => form.setValue(name, v)}
              onBlur={() => form.touch(name)}
              state={form.fieldState(name)}
              error={form.fieldError(name)}
              required={form.isRequired(name)}
              disabled={busy}
              textFieldProps={textProps(name)}
            />
          ))}
        </Stack>
      </Box>
    );

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>{t('wifiSettings.dialogTitle')}</DialogTitle>
      <DialogContent>
        <Box component="form" id={formId} noValidate onSubmit={form.handleSubmit(send)}>
          <Stack spacing={3} sx={{ pt: 1 }}>
            <DialogContentText>{t('wifiSettings.dialogIntro')}</DialogContentText>
            {write.error && (
              <Alert severity="error" role="alert" data-testid="wifi-save-error" ref={errorRef}>
                {write.error.name === 'NetworkError' ? t('startup.networkError') : write.error.message || t('errors.generic')}
              </Alert>
            )}
            {form.formMessage && (
              <Alert severity="error" role="alert">
                {form.formMessage}
              </Alert>
            )}
            {group(t('wifiSettings.mainNetwork'), form.fields.filter((f) => !isGuestField(f)))}
            {group(t('wifiSettings.guestNetwork'), form.fields.filter((f) => isGuestField(f)))}
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('wifiSettings.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={busy}>
          {busy ? t('wifiSettings.saving') : t('wifiSettings.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
