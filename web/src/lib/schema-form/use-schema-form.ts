import { useCallback, useMemo, useState, type FormEvent } from 'react';
import type { JsonValue, Schema, SchemaProp, ValidationResult } from './types';
import { isEmpty, isRequiredNow, scalarString, validate } from './validate';

/** A field's state (PLAT-120): nothing to say yet, accepted, or refused. */
export type FieldState = 'empty' | 'success' | 'error';

/** What a field holds while it is edited: text for oi/so, a boolean for bo/cb, anything for cu. */
export type FieldValue = string | boolean | JsonValue;

export interface SchemaFormOptions {
  schema: Schema | null | undefined;
  mode: 'create' | 'edit';
  /** The stored record (edit mode). */
  original?: Record<string, unknown> | null;
  /** The fields shown, in form order (default: every prop but pk). */
  fields?: string[];
  /** Values sent with the form without being shown, e.g. {forwarding: true}. */
  fixed?: Record<string, unknown>;
  /** Values typed before (a wizard restored after Back or a reload): they start the form, over the defaults or the stored record. */
  restored?: Record<string, FieldValue> | null;
}

function initialValue(p: SchemaProp, stored: unknown, create: boolean): FieldValue {
  const v = create ? p.default : stored;
  switch (p.type) {
    case 'bo':
    case 'cb':
      return v === true || v === 'true';
    case 'oi':
    case 'so':
      return isEmpty(v) ? '' : (scalarString(v) ?? '');
    default:
      return (v ?? null) as JsonValue;
  }
}

/** The fields a form shows: the ones asked for, else every prop but the primary key. */
export function shownFields(schema: Schema | null | undefined, fields?: string[]): string[] {
  const props = schema?.props ?? {};
  if (fields) return fields.filter((f) => props[f] && props[f].type !== 'pk');
  return Object.keys(props).filter((f) => props[f]!.type !== 'pk');
}

/**
 * A schema-driven form's state: the field values, which fields were touched, the validation of
 * the current input (create or edit mode, PLAT-117) and the submit handler. In edit mode only
 * changed fields end up in the values handed to onValid, and cleared fields are null.
 */
export function useSchemaForm(opts: SchemaFormOptions) {
  const { schema, mode, original, fixed } = opts;
  const fields = useMemo(() => shownFields(schema, opts.fields), [schema, opts.fields]);
  const [values, setValues] = useState<Record<string, FieldValue>>(() => {
    const out: Record<string, FieldValue> = {};
    const restored = opts.restored ?? {};
    // Restored values of the schema's fields, shown or not (a field of another mode comes back with it).
    for (const [f, v] of Object.entries(restored)) if (schema?.props[f]) out[f] = v;
    for (const f of fields) out[f] = f in restored ? restored[f]! : initialValue(schema!.props[f]!, original?.[f], mode === 'create');
    return out;
  });
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);

  /** What the form sends to the validator: shown, editable fields plus the fixed values. */
  const input = useMemo(() => {
    const out: Record<string, unknown> = {};
    for (const f of fields) {
      const p = schema?.props[f];
      if (!p || p.readOnly) continue;
      const v = values[f] ?? initialValue(p, original?.[f], mode === 'create');
      out[f] = v;
    }
    return { ...out, ...fixed };
  }, [fields, values, fixed, schema, original, mode]);

  const result: ValidationResult | null = useMemo(
    () => (schema ? validate(schema, input, { mode, original: original ?? null }) : null),
    [schema, input, mode, original],
  );

  /** The record after the change, for the ' (Required)*' labels. */
  const merged = useMemo(() => ({ ...(mode === 'edit' ? original : {}), ...input }), [mode, original, input]);

  const setValue = useCallback((name: string, value: FieldValue) => {
    setValues((prev) => ({ ...prev, [name]: value }));
  }, []);
  const touch = useCallback((name: string) => setTouched((prev) => (prev[name] ? prev : { ...prev, [name]: true })), []);

  const shown = (name: string) => submitted || touched[name] === true;

  const fieldError = (name: string) => (shown(name) ? result?.errors[name] : undefined);

  const fieldState = (name: string): FieldState => {
    if (fieldError(name)) return 'error';
    if (shown(name) && !isEmpty(values[name]) && values[name] !== false) return 'success';
    return 'empty';
  };

  const isRequired = (name: string): boolean => {
    const p = schema?.props[name];
    return p ? isRequiredNow(p, merged) : false;
  };

  /** The form-level message once a submit was tried (PLAT-121/122). */
  const formMessage = submitted && result && !result.valid ? result.formMessage : '';

  /**
   * A submit handler: marks every field, and calls onValid with the values to send when the
   * input passes (without a schema, the input as typed, empty values as null: the server decides).
   */
  const handleSubmit =
    (onValid: (values: Record<string, JsonValue>) => void) =>
    (e?: FormEvent) => {
      e?.preventDefault();
      setSubmitted(true);
      if (!result) {
        const raw: Record<string, JsonValue> = {};
        for (const [k, v] of Object.entries(input)) raw[k] = isEmpty(v) ? null : (v as JsonValue);
        onValid(raw);
        return;
      }
      if (result.valid) onValid(result.values);
    };

  const reset = useCallback(() => {
    setTouched({});
    setSubmitted(false);
  }, []);

  return {
    schema,
    fields,
    values,
    setValue,
    touch,
    result,
    fieldError,
    fieldState,
    isRequired,
    formMessage,
    submitted,
    handleSubmit,
    reset,
  };
}

export type SchemaFormApi = ReturnType<typeof useSchemaForm>;
