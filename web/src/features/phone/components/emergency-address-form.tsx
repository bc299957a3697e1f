import { Box, Grid, Typography } from '@mui/material';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { SchemaField, useSchemaForm, type FieldValue, type Schema, type SchemaFormApi } from '../../../lib/schema-form';
import type { EmergencyProfile } from '../api/get-emergency-profiles';
import { formatPostalCode } from '../phone-rules';

/** Mode 1 is a street address; any other mode is rural (PHONE-025). */
export const STREET_MODE = '1';

const COMMON_FIRST = ['mode', 'firstname', 'lastname'];
const STREET = ['streetnumber', 'streetname', 'unit'];
const RURAL = ['ruraladdress', 'ruraladditionalinfo'];
const COMMON_LAST = ['city', 'province', 'postalcode'];

/** The fields the address form shows for a mode: street number, name and unit, or the rural address. */
export function addressFields(mode: string): string[] {
  return [...COMMON_FIRST, ...(mode === STREET_MODE ? STREET : mode === '' ? [] : RURAL), ...COMMON_LAST];
}

/** How many of 12 columns a field takes from 1280 px up (from 600 px: half a row, the rural lines a whole one; phones: a whole row). */
const WIDTH: Record<string, number> = {
  mode: 6,
  firstname: 6,
  lastname: 6,
  streetnumber: 3,
  streetname: 6,
  unit: 3,
  ruraladdress: 12,
  ruraladditionalinfo: 12,
  city: 5,
  province: 4,
  postalcode: 3,
};

/**
 * The 911 address form's state (PHONE-025…028): the served schema's fields for the chosen mode, in
 * create mode (a new address starts as a street address) or edit mode (only changed fields are
 * sent). Changing the mode shows the street or the rural fields; the hidden ones are neither
 * checked nor sent.
 */
/**
 * The address form's state. restored: what was typed before (the Add wizard after Back or a
 * reload); onTyped: told of every value set, in the same event (the Add wizard keeps them).
 */
export function useAddressForm(schema: Schema, profile: EmergencyProfile | null, restored?: Record<string, FieldValue> | null, onTyped?: (name: string, value: FieldValue) => void) {
  const creating = profile === null;
  // A new address starts as a street address: the schema's mode gets that default.
  const formSchema = useMemo<Schema>(() => {
    const mode = schema.props.mode;
    if (!creating || !mode) return schema;
    return { ...schema, props: { ...schema.props, mode: { ...mode, default: STREET_MODE } } };
  }, [schema, creating]);
  const original = useMemo(() => (profile ? (profile as unknown as Record<string, unknown>) : null), [profile]);
  const [mode, setMode] = useState(() => {
    const typed = restored?.mode;
    if (typed !== undefined && typed !== null && typed !== '') return String(typed);
    return profile ? String(profile.mode) : STREET_MODE;
  });
  const fields = useMemo(() => addressFields(mode).filter((f) => formSchema.props[f]), [mode, formSchema]);
  const form = useSchemaForm({ schema: formSchema, mode: creating ? 'create' : 'edit', original, fields, restored });

  const setValue = (name: string, value: FieldValue) => {
    form.setValue(name, value);
    onTyped?.(name, value);
  };
  /** Sets a field; a new mode brings its fields in with their stored (or empty) values. */
  const setField = (name: string, value: FieldValue) => {
    setValue(name, value);
    if (name !== 'mode') return;
    const next = typeof value === 'string' ? value : String(value ?? '');
    setMode(next);
    for (const f of addressFields(next)) {
      if (f in form.values || f === 'mode') continue;
      const stored = original?.[f];
      setValue(f, typeof stored === 'string' ? stored : '');
    }
  };
  return { form, fields, mode, setField, setValue };
}

export type AddressFormApi = ReturnType<typeof useAddressForm>;

/** What is missing or wrong in the address form (PHONE-028): "Please provide:" and the missing fields' labels. */
export function AddressProblems({ form }: { form: SchemaFormApi }) {
  const { t } = useTranslation();
  const result = form.result;
  if (!result || result.valid) return null;
  const missing = result.order.filter((n) => result.errors[n]?.kind === 'missing').map((n) => result.errors[n]!.label);
  const invalid = result.order.filter((n) => result.errors[n]?.kind === 'invalid').map((n) => result.errors[n]!);
  return (
    <Box data-testid="address-problems">
      {missing.length > 0 && (
        <>
          <Typography sx={{ fontWeight: 500 }}>{t('phone.emergency.pleaseProvide')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {missing.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </Box>
        </>
      )}
      {invalid.length > 0 && (
        <>
          <Typography sx={{ fontWeight: 500, mt: missing.length > 0 ? 1 : 0 }}>{t('schemaForm.invalid')}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {invalid.map((e) => (
              <li key={e.label}>
                {e.label}: {e.message}
              </li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

/** The address fields (PHONE-025): mode select, names, street or rural address, city, province select, postal code A1A 1A1. */
export function AddressFields({ address, disabled, intro }: { address: AddressFormApi; disabled?: boolean; intro?: ReactNode }) {
  const { t } = useTranslation();
  const { form, fields, setField, setValue } = address;
  return (
    <Grid container spacing={2}>
      {intro && <Grid size={12}>{intro}</Grid>}
      {fields.map((name) => {
        const prop = form.schema?.props[name];
        if (!prop) return null;
        return (
          <Fragment key={name}>
            <Grid size={{ xs: 12, sm: (WIDTH[name] ?? 12) >= 12 ? 12 : 6, lg: WIDTH[name] ?? 12 }}>
              <SchemaField
                name={name}
                prop={prop}
                value={form.values[name] ?? ''}
                onChange={(v) => setField(name, v)}
                onBlur={() => form.touch(name)}
                state={form.fieldState(name)}
                error={form.fieldError(name)}
                required={form.isRequired(name)}
                disabled={disabled}
                textFieldProps={
                  name === 'postalcode'
                    ? {
                        onChange: (e) => setValue(name, formatPostalCode(e.target.value)),
                        slotProps: { htmlInput: { autoCapitalize: 'characters', spellCheck: false, 'aria-required': true } },
                        placeholder: t('phone.emergency.postalPlaceholder'),
                      }
                    : prop.type === 'oi'
                      ? { autoComplete: 'off' }
                      : undefined
                }
              />
            </Grid>
            {name === 'mode' && <Grid size={{ sm: 6 }} sx={{ display: { xs: 'none', sm: 'block' } }} />}
          </Fragment>
        );
      })}
    </Grid>
  );
}
