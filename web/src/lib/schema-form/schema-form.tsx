import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import {
  Alert,
  AlertTitle,
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  InputAdornment,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
  type TextFieldProps,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import type { FieldError, SchemaProp } from './types';
import type { FieldState, FieldValue, SchemaFormApi } from './use-schema-form';

/** The helper text of an oi field: its length bounds (PLAT-110). */
export function useLengthHelper() {
  const { t } = useTranslation();
  return (p: SchemaProp): string => {
    const min = p.minLength ?? 0;
    const max = p.maxLength ?? 0;
    if (min > 0 && max > 0) return t('schemaForm.lengthRange', { min, max });
    if (max > 0) return t('schemaForm.lengthMax', { max });
    if (min > 0) return t('schemaForm.lengthMin', { min });
    return '';
  };
}

export interface SchemaFieldProps {
  name: string;
  prop: SchemaProp;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  onBlur?: () => void;
  state: FieldState;
  error?: FieldError | undefined;
  required: boolean;
  disabled?: boolean;
  /** Extra TextField props for oi/so fields (type="email", autoComplete…). */
  textFieldProps?: Partial<TextFieldProps>;
  /** Renders a cu field; without it a custom field is not shown. */
  renderCustom?: (name: string, prop: SchemaProp, value: FieldValue, onChange: (v: FieldValue) => void) => ReactNode;
}

/**
 * One field of a schema-driven form (PLAT-107, 110, 118 … 120, 123): oi → text field with the
 * length bounds as helper text (the errorMessage on error), so → select, bo → switch with 'on'/'off',
 * cb → checkbox. Required fields' labels end in ' (Required)*'.
 */
export function SchemaField(props: SchemaFieldProps) {
  const { t } = useTranslation();
  const lengthHelper = useLengthHelper();
  const { name, prop, value, onChange, onBlur, state, error, required, disabled, textFieldProps, renderCustom } = props;
  const label = required ? `${prop.label}${t('schemaForm.requiredSuffix')}` : prop.label;
  const id = `schema-field-${name}`;

  switch (prop.type) {
    case 'pk':
      return null;
    case 'cu':
      return renderCustom ? <>{renderCustom(name, prop, value, onChange)}</> : null;
    case 'bo':
    case 'cb': {
      const checked = value === true;
      const control =
        prop.type === 'bo' ? (
          <Switch
            checked={checked}
            onChange={(e) => onChange(e.target.checked)}
            onBlur={onBlur}
            disabled={disabled || prop.readOnly}
            autoFocus={prop.autoFocus}
            slotProps={{ input: { 'aria-describedby': error ? `${id}-error` : undefined } as object }}
          />
        ) : (
          <Checkbox
            checked={checked}
            onChange={(e) => onChange(e.target.checked)}
            onBlur={onBlur}
            disabled={disabled || prop.readOnly}
            autoFocus={prop.autoFocus}
            slotProps={{ input: { 'aria-describedby': error ? `${id}-error` : undefined } as object }}
          />
        );
      return (
        <FormControl error={state === 'error'} data-field={name} data-state={state}>
          <FormControlLabel
            control={control}
            label={
              prop.type === 'bo' ? (
                <>
                  {label}{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    ({checked ? t('schemaForm.on') : t('schemaForm.off')})
                  </Typography>
                </>
              ) : (
                label
              )
            }
          />
          {error && <FormHelperText id={`${id}-error`}>{error.message}</FormHelperText>}
        </FormControl>
      );
    }
    case 'so': {
      const options = prop.dropdownOptions ?? [];
      return (
        <TextField
          id={id}
          select
          label={label}
          value={typeof value === 'string' ? value : String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          error={state === 'error'}
          helperText={error?.message ?? ''}
          disabled={disabled || prop.readOnly}
          autoFocus={prop.autoFocus}
          fullWidth
          data-field={name}
          data-state={state}
          {...textFieldProps}
        >
          {!required && <MenuItem value="">{t('schemaForm.none')}</MenuItem>}
          {options.map((o) => (
            <MenuItem key={String(o.value)} value={String(o.value)}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    case 'oi':
    default: {
      const helper = error?.message ?? lengthHelper(prop);
      return (
        <TextField
          id={id}
          label={label}
          value={typeof value === 'string' ? value : String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          error={state === 'error'}
          color={state === 'success' ? 'success' : undefined}
          helperText={helper || undefined}
          disabled={disabled}
          autoFocus={prop.autoFocus}
          fullWidth
          data-field={name}
          data-state={state}
          slotProps={{
            input: {
              readOnly: prop.readOnly === true,
              endAdornment:
                state === 'success' ? (
                  <InputAdornment position="end">
                    <CheckCircleOutlineIcon color="success" aria-hidden />
                  </InputAdornment>
                ) : undefined,
            },
            htmlInput: { 'aria-required': required || undefined },
          }}
          {...textFieldProps}
        />
      );
    }
  }
}

export interface SchemaFormProps {
  form: SchemaFormApi;
  /** Form element id, so buttons outside it (dialog actions) can submit it. */
  id: string;
  onValid: (values: Record<string, import('./types').JsonValue>) => void;
  /** The server's refusal (450 message), shown under 'Please review form fields.' (PLAT-122). */
  serverError?: string | null | undefined;
  disabled?: boolean;
  textFieldProps?: Record<string, Partial<TextFieldProps>>;
  renderCustom?: SchemaFieldProps['renderCustom'];
  /** Shown before the fields (an explanation). */
  header?: ReactNode;
  /** Shown after the fields (buttons, when they live inside the form). */
  children?: ReactNode;
}

/**
 * A schema-driven form: the form-level message after a failed submit ('Missing mandatory
 * fields.' / 'Some inputs have invalid format.'), the server's refusal under 'Please review form
 * fields.', and a SchemaField per shown field.
 */
export function SchemaForm({ form, id, onValid, serverError, disabled, textFieldProps, renderCustom, header, children }: SchemaFormProps) {
  const { t } = useTranslation();
  return (
    <Box component="form" id={id} noValidate onSubmit={form.handleSubmit(onValid)}>
      <Stack spacing={2}>
        {header}
        {form.formMessage && (
          <Alert severity="error" role="alert">
            {form.formMessage}
          </Alert>
        )}
        {form.fields.map((name) => {
          const prop = form.schema!.props[name]!;
          return (
            <SchemaField
              key={name}
              name={name}
              prop={prop}
              value={form.values[name] ?? ''}
              onChange={(v) => form.setValue(name, v)}
              onBlur={() => form.touch(name)}
              state={form.fieldState(name)}
              error={form.fieldError(name)}
              required={form.isRequired(name)}
              disabled={disabled}
              textFieldProps={textFieldProps?.[name]}
              renderCustom={renderCustom}
            />
          );
        })}
        {serverError && (
          <Alert severity="error" role="alert">
            <AlertTitle>{t('schemaForm.review')}</AlertTitle>
            {serverError}
          </Alert>
        )}
        {children}
      </Stack>
    </Box>
  );
}
