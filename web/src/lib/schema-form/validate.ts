import { translate } from '../../i18n/i18n';
import type {
  ExpectedType,
  FieldError,
  JsonValue,
  RequiredRule,
  Schema,
  SchemaProp,
  ValidateOptions,
  ValidationResult,
} from './types';

/**
 * The schema-form validator and coercer (platform spec §5, PLAT-108 … PLAT-122). It gives the
 * same answers as the Go validator (internal/schema/validate.go); the cases in
 * testdata/schema-cases.json pin that. The server's choices it follows:
 * - the null marker is JSON null, and "" counts as empty too; every empty value is sent as null;
 * - dropdownOptions are compared as strings; bo and cb accept booleans and "true"/"false";
 * - regex is anchored as `^(?:…)$`; lengths count Unicode code points;
 * - integers stay within ±(2^53−1); pk always passes and is never sent; readOnly refuses changes;
 * - edit mode keeps only changed fields and checks required fields on the merged record.
 */

/**
 * Form-level messages (PLAT-122), in the app's language: the server's texts, which the catalog
 * holds (schemaForm.*; in English exactly the strings the shared cases expect).
 */
export const FORM_MESSAGES = {
  get missing(): string {
    return translate('schemaForm.missing');
  },
  get invalid(): string {
    return translate('schemaForm.invalid');
  },
  get review(): string {
    return translate('schemaForm.review');
  },
};

/** Field messages the server uses where a prop has no errorMessage, in the app's language (schemaForm.field*). */
export const FIELD_MESSAGES = {
  get required(): string {
    return translate('schemaForm.fieldRequired');
  },
  get invalid(): string {
    return translate('schemaForm.fieldInvalid');
  },
  get unknown(): string {
    return translate('schemaForm.fieldUnknown');
  },
  get readOnly(): string {
    return translate('schemaForm.fieldReadOnly');
  },
};

const MAX_SAFE = Number.MAX_SAFE_INTEGER; // 2^53 − 1
const INT_TEXT = /^-?[0-9]+$/;
const FLOAT_TEXT = /^-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/;

/** The spec's "empty or null": null, undefined or "". false and 0 are values. */
export function isEmpty(v: unknown): boolean {
  return v === null || v === undefined || v === '';
}

/** A prop's expectedType, filled from its type when the descriptor leaves it out. */
export function expectedTypeOf(p: SchemaProp): ExpectedType {
  if (p.expectedType) return p.expectedType;
  if (p.type === 'oi' || p.type === 'so') return 'string';
  if (p.type === 'bo' || p.type === 'cb') return 'boolean';
  return 'custom';
}

const regexCache = new Map<string, RegExp | null>();

/** The anchored regex of a pattern; code-point semantics ('u') like Go's RE2 where it compiles. */
export function anchoredRegex(pattern: string): RegExp | null {
  if (regexCache.has(pattern)) return regexCache.get(pattern) ?? null;
  let re: RegExp | null = null;
  for (const flags of ['u', '']) {
    try {
      re = new RegExp(`^(?:${pattern})$`, flags);
      break;
    } catch {
      /* try without the u flag */
    }
  }
  regexCache.set(pattern, re);
  return re;
}

/** Length in Unicode code points (not UTF-16 units). */
export function codePointLength(s: string): number {
  return [...s].length;
}

/** A scalar's string form (strings as they are, booleans "true"/"false", numbers as JS prints them). */
export function scalarString(v: unknown): string | undefined {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : undefined;
  return undefined;
}

function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

/** Any value's string form for comparisons: scalarString, or stable JSON of objects and arrays. */
export function canon(v: unknown): string {
  return scalarString(v) ?? stableJson(v);
}

function asBool(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  if (v === 'true') return true;
  if (v === 'false') return false;
  return undefined;
}

type Coerced = { ok: true; value: JsonValue } | { ok: false };
const FAIL: Coerced = { ok: false };
const ok = (value: JsonValue): Coerced => ({ ok: true, value });

/** Coerces a non-empty value to an expected type (PLAT-116). */
export function coerce(v: unknown, et: ExpectedType): Coerced {
  switch (et) {
    case 'custom':
      return ok(v as JsonValue);
    case 'string': {
      const s = scalarString(v);
      return s === undefined ? FAIL : ok(s);
    }
    case 'boolean': {
      const b = asBool(v);
      return b === undefined ? FAIL : ok(b);
    }
    case 'integer': {
      if (typeof v === 'string') {
        if (!INT_TEXT.test(v)) return FAIL;
        const n = Number(v);
        return Math.abs(n) > MAX_SAFE ? FAIL : ok(n + 0);
      }
      if (typeof v !== 'number' || !Number.isFinite(v) || !Number.isInteger(v) || Math.abs(v) > MAX_SAFE) return FAIL;
      return ok(v + 0);
    }
    case 'float': {
      if (typeof v === 'string') {
        if (!FLOAT_TEXT.test(v)) return FAIL;
        const f = Number(v);
        return Number.isFinite(f) ? ok(f + 0) : FAIL;
      }
      if (typeof v !== 'number' || !Number.isFinite(v)) return FAIL;
      return ok(v + 0);
    }
  }
  return FAIL;
}

/** Applies a prop's type rule to a non-empty value and coerces it (PLAT-109, 111 … 114, 116). */
export function checkValue(p: SchemaProp, v: unknown): Coerced {
  const et = expectedTypeOf(p);
  switch (p.type) {
    case 'cu':
    case 'pk':
      return ok(v as JsonValue);
    case 'oi': {
      const s = scalarString(v);
      if (s === undefined) return FAIL;
      if (p.regex) {
        const re = anchoredRegex(p.regex);
        if (re && !re.test(s)) return FAIL;
      }
      const n = codePointLength(s);
      if (n < (p.minLength ?? 0) || ((p.maxLength ?? 0) > 0 && n > (p.maxLength ?? 0))) return FAIL;
      return coerce(v, et);
    }
    case 'so': {
      const s = scalarString(v);
      if (s === undefined) return FAIL;
      if (!(p.dropdownOptions ?? []).some((o) => scalarString(o.value) === s)) return FAIL;
      return coerce(v, et);
    }
    case 'bo':
    case 'cb': {
      const b = asBool(v);
      if (b === undefined) return FAIL;
      if (et === 'custom') return ok(v as JsonValue);
      return coerce(b, et);
    }
  }
  return FAIL;
}

/** A stored value as it would be written now (coerced where possible), null when empty. */
function normalize(p: SchemaProp, v: unknown): unknown {
  if (isEmpty(v)) return null;
  const c = checkValue(p, v);
  return c.ok ? c.value : v;
}

function same(a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  return canon(a) === canon(b);
}

function ruleHolds(rule: RequiredRule, v: unknown): boolean {
  const [, , test, values] = rule;
  if (test === 'notEmpty') return !isEmpty(v);
  const s = canon(v);
  return (values ?? []).some((want) => scalarString(want) === s);
}

/**
 * Whether a field is required for this record (PLAT-115): required:true, or a requiredif rule
 * holds, or an optionalif rule does not hold. Rules read the other field's (coerced) value.
 */
export function isRequiredNow(p: SchemaProp, state: Record<string, unknown>): boolean {
  if (p.required) return true;
  for (const rule of p.requiredRules ?? []) {
    const holds = ruleHolds(rule, state[rule[1]]);
    if ((rule[0] === 'requiredif' && holds) || (rule[0] === 'optionalif' && !holds)) return true;
  }
  return false;
}

function has(o: Record<string, unknown>, k: string): boolean {
  return Object.prototype.hasOwnProperty.call(o, k) && o[k] !== undefined;
}

/**
 * Validates a form's input against a schema and coerces the accepted values, in create or edit
 * mode (PLAT-108 … PLAT-122). Fields not in the schema are invalid.
 */
export function validate(
  schema: Pick<Schema, 'props'>,
  input: Record<string, unknown>,
  opts: ValidateOptions = { mode: 'create' },
): ValidationResult {
  const edit = opts.mode === 'edit';
  const original = opts.original ?? {};
  const props = Object.entries(schema.props ?? {});
  const values: Record<string, JsonValue> = {};
  const errors: Record<string, FieldError> = {};
  const state: Record<string, unknown> = {};
  const fail = (name: string, p: SchemaProp, kind: FieldError['kind'], message: string) => {
    errors[name] = { kind, message, label: p.label || name };
  };

  for (const [name, p] of props) {
    const sent = has(input, name);
    const v = input[name];
    const orig = edit ? normalize(p, original[name]) : undefined;
    if (!sent) {
      if (edit) {
        state[name] = orig;
      } else if (!isEmpty(p.default)) {
        const c = checkValue(p, p.default);
        if (c.ok) {
          state[name] = c.value;
          values[name] = c.value;
        }
      }
      continue;
    }
    if (p.type === 'pk') {
      state[name] = edit ? orig : v; // always passes, never sent (PLAT-113)
      continue;
    }
    let c: JsonValue = null;
    if (!isEmpty(v)) {
      const r = checkValue(p, v);
      if (!r.ok) {
        state[name] = v; // rules read an invalid value as sent
        fail(name, p, 'invalid', p.errorMessage || FIELD_MESSAGES.invalid);
        continue;
      }
      c = r.value;
    }
    state[name] = c;
    if (edit && same(c, orig)) continue; // unchanged: not sent (PLAT-117)
    if (!edit && c === null && p.readOnly) continue;
    if (p.readOnly) {
      fail(name, p, 'invalid', FIELD_MESSAGES.readOnly);
      continue;
    }
    values[name] = c;
  }

  for (const [name, p] of props) {
    if (errors[name] || p.type === 'pk') continue;
    if (isEmpty(state[name]) && isRequiredNow(p, state)) {
      fail(name, p, 'missing', p.errorMessage || FIELD_MESSAGES.required);
    }
  }

  const order = props.map(([name]) => name).filter((name) => errors[name]);
  const known = new Set(props.map(([name]) => name));
  const unknown = Object.keys(input)
    .filter((k) => input[k] !== undefined && !known.has(k))
    .sort();
  for (const name of unknown) {
    errors[name] = { kind: 'invalid', message: FIELD_MESSAGES.unknown, label: name };
    order.push(name);
  }

  const valid = order.length === 0;
  const missing = Object.values(errors).some((e) => e.kind === 'missing');
  return {
    valid,
    values: valid ? values : {},
    errors,
    order,
    formMessage: valid ? '' : missing ? FORM_MESSAGES.missing : FORM_MESSAGES.invalid,
  };
}

/** Required state of every prop for a record (for ' (Required)*' labels). */
export function requiredFields(schema: Pick<Schema, 'props'>, state: Record<string, unknown>): Set<string> {
  const out = new Set<string>();
  for (const [name, p] of Object.entries(schema.props ?? {})) {
    if (p.type !== 'pk' && isRequiredNow(p, state)) out.add(name);
  }
  return out;
}
