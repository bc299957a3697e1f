/**
 * The schema descriptor a resource serves as `schema` (platform spec §3 and §5, PLAT-106/107),
 * exactly as the Go server writes it (internal/schema/descriptor.go).
 */

/** A prop's widget kind (PLAT-107): text input, select, switch, custom, primary key, checkbox. */
export type PropType = 'oi' | 'so' | 'bo' | 'cu' | 'pk' | 'cb';

/** The type a value is coerced to before it is sent (PLAT-116). */
export type ExpectedType = 'string' | 'boolean' | 'integer' | 'float' | 'custom';

/** One choice of a select; values are compared as strings (PLAT-111). */
export interface DropdownOption {
  value: string;
  label: string;
}

/** The four items of a conditional-required rule (PLAT-115). */
export type RequiredRule = [
  kind: 'requiredif' | 'optionalif',
  field: string,
  test: 'notEmpty' | 'equal' | 'equals',
  values: Array<string | number | boolean>,
];

/** Any value a JSON body can carry. */
export type JsonValue = null | string | number | boolean | JsonValue[] | { [key: string]: JsonValue };

/** One form field. Keys the server leaves out when unset are optional here. */
export interface SchemaProp {
  type: PropType;
  expectedType?: ExpectedType;
  label: string;
  /** oi only; matched against the whole value (`^(?:regex)$`). */
  regex?: string;
  /** oi only; Unicode code points; 0 or absent = no limit. */
  minLength?: number;
  maxLength?: number;
  errorMessage?: string;
  required: boolean;
  requiredRules?: RequiredRule[];
  /** Fills the field in create mode when it is absent. */
  default?: JsonValue;
  dropdownOptions?: DropdownOption[];
  autoFocus: boolean;
  /** Shown but not editable; a write may not change it. */
  readOnly?: boolean;
}

/** The descriptor of one resource (PLAT-106). props' key order is the form's field order. */
export interface Schema {
  sVersion: string;
  pk: string;
  props: Record<string, SchemaProp>;
  httpGetParameters: Record<string, unknown>;
  generalSchema: Record<string, unknown>;
}

/** Why a field was refused (PLAT-121). */
export type ErrorKind = 'missing' | 'invalid';

/** One refused field, with the message to show (PLAT-118) and its label. */
export interface FieldError {
  kind: ErrorKind;
  message: string;
  label: string;
}

/** Create or edit mode (PLAT-117). */
export interface ValidateOptions {
  mode: 'create' | 'edit';
  /** The stored record (edit mode). */
  original?: Record<string, unknown> | null;
}

/** The outcome of validate(). */
export interface ValidationResult {
  valid: boolean;
  /** Coerced values to send: null for a cleared field; only meaningful when valid. */
  values: Record<string, JsonValue>;
  /** Refused fields by name; empty when valid. */
  errors: Record<string, FieldError>;
  /** Field names of errors in form order (unknown fields last, sorted). */
  order: string[];
  /** 'Missing mandatory fields.', 'Some inputs have invalid format.' or '' (PLAT-122). */
  formMessage: string;
}
