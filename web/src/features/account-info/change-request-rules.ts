/**
 * The account change request's rules (phone/account/billing spec §5 "Account change request",
 * ACCT-019 … ACCT-028): the rows a request is made of, which fields each row needs, the checks
 * against the server's descriptor (schema.props regex, errorMessage and maxLength, ACCT-024) and
 * the body the server takes (docs/billing-api.md). Pure: the form renders what these say.
 *
 * The messages follow the server's order (internal/billing/accountinfo.go): missing values first
 * ("Please fill out the '…' field(s) or delete unwanted rows"), then a replace without the value
 * it replaces ("Value cannot be null"), then format mistakes ("Please correct any mistakes in the
 * following field(s): …"); each field label once, in the order met.
 */
import { anchoredRegex, codePointLength } from '../../lib/schema-form/validate';
import type { Schema } from '../../lib/schema-form/types';
import { formatPhoneNumber, phoneDigits } from './phone-format';

/** The change types (ACCT-019). */
export const CHANGE_TYPES = ['name', 'address', 'email', 'phone', 'other'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

/** The operations of an e-mail or phone change (ACCT-020). */
export const OPERATIONS = ['add', 'replace', 'other'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** One row of the form as typed. Phone numbers are kept as their digits. */
export interface ChangeRowDraft {
  /** A stable React key. */
  key: number;
  type: ChangeType | '';
  operation: Operation | '';
  /** The replaced e-mail, or the replaced phone number's digits. */
  current: string;
  name: string;
  address: string;
  address2: string;
  city: string;
  province: string;
  postalcode: string;
  email: string;
  phone: string;
  description: string;
}

/** The whole form as typed (ACCT-021): the rows, the best callback number (digits) and the comments. */
export interface ChangeRequestDraft {
  rows: ChangeRowDraft[];
  callback: string;
  comments: string;
}

/** A row's field: the descriptor prop it is checked with, and the draft value it reads. */
export type RowField = 'type' | 'operation' | 'current' | 'name' | 'address' | 'address2' | 'city' | 'province' | 'postalcode' | 'email' | 'phone' | 'description';

let nextKey = 1;

/** An empty row. */
export function emptyRow(): ChangeRowDraft {
  return {
    key: nextKey++,
    type: '',
    operation: '',
    current: '',
    name: '',
    address: '',
    address2: '',
    city: '',
    province: '',
    postalcode: '',
    email: '',
    phone: '',
    description: '',
  };
}

/** A fresh form: one empty row. */
export function emptyDraft(): ChangeRequestDraft {
  return { rows: [emptyRow()], callback: '', comments: '' };
}

/**
 * At most as many rows as there are change types (ACCT-022): the descriptor's type options, else
 * the five of the spec.
 */
export function maxRows(schema: Schema | null): number {
  return schema?.props.type?.dropdownOptions?.length || CHANGE_TYPES.length;
}

/** The fields a row shows and needs, in form order, with whether each is required (ACCT-023). */
export function rowFields(row: Pick<ChangeRowDraft, 'type' | 'operation'>): { field: RowField; required: boolean }[] {
  const fields: { field: RowField; required: boolean }[] = [{ field: 'type', required: true }];
  switch (row.type) {
    case 'name':
      fields.push({ field: 'name', required: true });
      break;
    case 'address':
      fields.push(
        { field: 'address', required: true },
        { field: 'address2', required: false },
        { field: 'city', required: true },
        { field: 'province', required: true },
        { field: 'postalcode', required: true },
      );
      break;
    case 'email':
    case 'phone':
      fields.push({ field: 'operation', required: true });
      if (row.operation === 'replace') fields.push({ field: 'current', required: true });
      if (row.operation === 'add' || row.operation === 'replace') fields.push({ field: row.type, required: true });
      if (row.operation === 'other') fields.push({ field: 'description', required: true });
      break;
    case 'other':
      fields.push({ field: 'description', required: true });
      break;
  }
  return fields;
}

/** Phone fields are kept as digits and checked (and sent) as the input shows them: (403) 555-0123. */
function fieldText(field: RowField | 'callback' | 'comments', value: string): string {
  return field === 'phone' || field === 'callback' ? formatPhoneNumber(value) : value.trim();
}

/** Why a field is refused. */
export type FieldProblem =
  | { kind: 'missing' }
  | { kind: 'null' }
  | { kind: 'invalid'; message: string }
  | { kind: 'tooLong'; max: number };

/** The outcome of a check: field problems by field id, and the labels the form message names. */
export interface ChangeValidation {
  valid: boolean;
  /** By field id: `row{index}.{field}`, `callback`, `comments`. */
  problems: Record<string, FieldProblem>;
  /** Field ids with a problem, in form order. */
  order: string[];
  /** Labels of missing values, each once, in order (ACCT-026). */
  missing: string[];
  /** A replace row without the value it replaces (ACCT-025). */
  valueNull: boolean;
  /** Labels of values in the wrong format, each once, in order (ACCT-027). */
  invalid: string[];
}

/** A row field's id in the form (and in ChangeValidation.problems). */
export function fieldId(index: number, field: RowField): string {
  return `row${index}.${field}`;
}

/**
 * Checks the form against the spec's rules and the descriptor's props (ACCT-023 … ACCT-027).
 * labelOf gives a prop's label (the descriptor's, in the app's language).
 */
export function validateChangeRequest(draft: ChangeRequestDraft, schema: Schema | null, labelOf: (prop: string) => string): ChangeValidation {
  const out: ChangeValidation = { valid: true, problems: {}, order: [], missing: [], valueNull: false, invalid: [] };
  const once = (list: string[], label: string) => {
    if (!list.includes(label)) list.push(label);
  };
  const problem = (id: string, p: FieldProblem) => {
    out.problems[id] = p;
    out.order.push(id);
  };
  // One field: empty and required is missing; otherwise the descriptor's regex and maxLength.
  const check = (id: string, prop: RowField | 'callback' | 'comments', raw: string, required: boolean) => {
    const value = fieldText(prop, raw);
    if (value === '') {
      if (!required) return;
      if (prop === 'current') {
        out.valueNull = true;
        problem(id, { kind: 'null' });
      } else {
        once(out.missing, labelOf(prop));
        problem(id, { kind: 'missing' });
      }
      return;
    }
    const p = schema?.props[prop];
    if (!p) return;
    if (p.maxLength && codePointLength(value) > p.maxLength) {
      once(out.invalid, labelOf(prop));
      problem(id, { kind: 'tooLong', max: p.maxLength });
      return;
    }
    const re = p.regex ? anchoredRegex(p.regex) : null;
    if (re && !re.test(value)) {
      once(out.invalid, labelOf(prop));
      problem(id, { kind: 'invalid', message: p.errorMessage ?? '' });
      return;
    }
    const options = p.dropdownOptions;
    if (p.type === 'so' && options && options.length > 0 && !options.some((o) => String(o.value) === value)) {
      once(out.invalid, labelOf(prop));
      problem(id, { kind: 'invalid', message: '' });
    }
  };
  draft.rows.forEach((row, i) => {
    for (const { field, required } of rowFields(row)) check(fieldId(i, field), field, row[field], required);
  });
  check('callback', 'callback', draft.callback, true);
  check('comments', 'comments', draft.comments, false);
  out.valid = out.order.length === 0;
  return out;
}

/** A row as the server takes it: {type, description} plus the fields of its kind (docs/billing-api.md). */
export interface ChangeRowBody {
  type: ChangeType;
  description: string;
  operation?: Operation;
  current?: string;
  address2?: string;
  city?: string;
  province?: string;
  postalcode?: string;
}

/** POST user.{id}/accountinfoupdate's body (ACCT-028). */
export interface ChangeRequestBody {
  rows: ChangeRowBody[];
  callback: string;
  comments: string;
}

/** The body of a checked form: each row's new value or text as its description. */
export function changeRequestBody(draft: ChangeRequestDraft): ChangeRequestBody {
  const rows = draft.rows.map((row): ChangeRowBody => {
    const type = row.type as ChangeType;
    switch (type) {
      case 'name':
        return { type, description: row.name.trim() };
      case 'address':
        return {
          type,
          description: row.address.trim(),
          address2: row.address2.trim(),
          city: row.city.trim(),
          province: row.province,
          postalcode: row.postalcode.trim().toUpperCase(),
        };
      case 'email':
      case 'phone': {
        const operation = row.operation as Operation;
        const value = operation === 'other' ? row.description.trim() : type === 'phone' ? formatPhoneNumber(row.phone) : row.email.trim();
        const body: ChangeRowBody = { type, operation, description: value };
        if (operation === 'replace') body.current = type === 'phone' ? phoneDigits(row.current) : row.current;
        return body;
      }
      default:
        return { type: 'other', description: row.description.trim() };
    }
  });
  return { rows, callback: formatPhoneNumber(draft.callback), comments: draft.comments.trim() };
}
