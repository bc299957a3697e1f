// covers: ACCT-019, ACCT-020, ACCT-021, ACCT-022, ACCT-023, ACCT-024, ACCT-025, ACCT-026, ACCT-027, ACCT-028
import { describe, expect, it } from 'vitest';
import type { Schema } from '../../lib/schema-form/types';
import { accountChangeSchema } from '../../test/fake-server';
import {
  CHANGE_TYPES,
  OPERATIONS,
  changeRequestBody,
  emptyDraft,
  emptyRow,
  maxRows,
  rowFields,
  validateChangeRequest,
  type ChangeRequestDraft,
  type ChangeRowDraft,
} from './change-request-rules';
import { caretAfterDigits, digitsAfterEdit, displayPhoneNumber, formatPhoneNumber } from './phone-format';

const schema = accountChangeSchema as unknown as Schema;
const labelOf = (prop: string) => schema.props[prop]?.label ?? prop;
const row = (patch: Partial<ChangeRowDraft>): ChangeRowDraft => ({ ...emptyRow(), ...patch });
const draft = (rows: ChangeRowDraft[], callback = '4033410118', comments = ''): ChangeRequestDraft => ({ rows, callback, comments });
const check = (d: ChangeRequestDraft) => validateChangeRequest(d, schema, labelOf);

describe('change types and rows', () => {
  it('has the five change types and the three e-mail/phone operations (ACCT-019, ACCT-020)', () => {
    expect(CHANGE_TYPES).toEqual(['name', 'address', 'email', 'phone', 'other']);
    expect(OPERATIONS).toEqual(['add', 'replace', 'other']);
    expect(schema.props.type!.dropdownOptions!.map((o) => o.label)).toEqual(['Name', 'Address', 'E-mail', 'Phone', 'Other']);
  });

  it('allows as many rows as there are change types (ACCT-022)', () => {
    expect(maxRows(schema)).toBe(5);
    expect(maxRows(null)).toBe(5);
  });

  it('asks each type for its own fields; address line 2 is optional (ACCT-021, ACCT-023)', () => {
    const names = (r: Partial<ChangeRowDraft>) => rowFields({ type: '', operation: '', ...r }).map((f) => `${f.field}${f.required ? '' : '?'}`);
    expect(names({ type: 'name' })).toEqual(['type', 'name']);
    expect(names({ type: 'address' })).toEqual(['type', 'address', 'address2?', 'city', 'province', 'postalcode']);
    expect(names({ type: 'email' })).toEqual(['type', 'operation']);
    expect(names({ type: 'email', operation: 'add' })).toEqual(['type', 'operation', 'email']);
    expect(names({ type: 'phone', operation: 'replace' })).toEqual(['type', 'operation', 'current', 'phone']);
    expect(names({ type: 'phone', operation: 'other' })).toEqual(['type', 'operation', 'description']);
    expect(names({ type: 'other' })).toEqual(['type', 'description']);
    expect(emptyDraft().rows).toHaveLength(1);
  });
});

describe('validateChangeRequest', () => {
  it('passes a complete request', () => {
    const r = check(
      draft([
        row({ type: 'address', address: '12 Lakeview Drive', city: 'Sylvan Lake', province: 'AB', postalcode: 't4s1r4' }),
        row({ type: 'phone', operation: 'replace', current: '4033410118', phone: '5875550142' }),
        row({ type: 'name', name: 'Avery O’Neil-Fields' }),
      ]),
    );
    expect(r).toMatchObject({ valid: true, missing: [], invalid: [], valueNull: false });
  });

  it("names the blank fields once each, callback included: 'Please fill out the …' (ACCT-023, ACCT-026)", () => {
    const r = check(draft([row({ type: 'name' }), row({ type: 'address', city: 'Red Deer' }), row({})], ''));
    expect(r.valid).toBe(false);
    expect(r.missing).toEqual(['Name', 'Address', 'Province', 'Postal code', 'Change', 'Best callback number']);
    expect(r.problems['row0.name']).toEqual({ kind: 'missing' });
    expect(r.problems['row1.address2']).toBeUndefined();
    expect(r.order[0]).toBe('row0.name');
  });

  it("refuses a replace without the value it replaces: 'Value cannot be null' (ACCT-025)", () => {
    const r = check(draft([row({ type: 'email', operation: 'replace', email: 'new@example.com' })]));
    expect(r).toMatchObject({ valid: false, missing: [], valueNull: true });
    expect(r.problems['row0.current']).toEqual({ kind: 'null' });
  });

  it("checks formats with the server's patterns and messages (ACCT-024, ACCT-027)", () => {
    const r = check(
      draft(
        [
          row({ type: 'email', operation: 'add', email: 'not-an-address' }),
          row({ type: 'address', address: '!!', city: 'Red Deer', province: 'AB', postalcode: '12345' }),
          row({ type: 'phone', operation: 'add', phone: '40355' }),
        ],
        '1234567890',
      ),
    );
    expect(r.invalid).toEqual(['E-mail', 'Address', 'Postal code', 'Phone number', 'Best callback number']);
    expect(r.problems['row0.email']).toEqual({ kind: 'invalid', message: 'Please enter a valid e-mail address.' });
    expect(r.problems['row1.postalcode']).toEqual({ kind: 'invalid', message: 'Please enter a Canadian postal code, such as A1A 1A1.' });
    expect(r.problems.callback).toEqual({ kind: 'invalid', message: 'Expected format: (123) 456-7890' });
  });

  it('refuses a value longer than the descriptor allows', () => {
    const r = check(draft([row({ type: 'other', description: 'x'.repeat(501) })]));
    expect(r.problems['row0.description']).toEqual({ kind: 'tooLong', max: 500 });
    expect(r.invalid).toEqual(['Description']);
  });

  it('refuses a province that is not one of the options', () => {
    const r = check(draft([row({ type: 'address', address: '1 Main St', city: 'Helena', province: 'MT', postalcode: 'T4S 1R4' })]));
    expect(r.invalid).toEqual(['Province']);
  });
});

describe('changeRequestBody (ACCT-028)', () => {
  it('sends {rows, callback, comments}: each row {type, description} with its kind’s fields', () => {
    const body = changeRequestBody(
      draft(
        [
          row({ type: 'address', address: ' 12 Lakeview Drive ', address2: '', city: 'Sylvan Lake', province: 'AB', postalcode: 't4s 1r4' }),
          row({ type: 'phone', operation: 'replace', current: '4033410118', phone: '5875550142' }),
          row({ type: 'email', operation: 'add', email: 'new@example.com' }),
          row({ type: 'email', operation: 'other', description: 'Stop sending paper bills' }),
          row({ type: 'name', name: 'Avery Fields' }),
        ],
        '4033410118',
        ' Moving on the 1st ',
      ),
    );
    expect(body).toEqual({
      rows: [
        { type: 'address', description: '12 Lakeview Drive', address2: '', city: 'Sylvan Lake', province: 'AB', postalcode: 'T4S 1R4' },
        { type: 'phone', operation: 'replace', current: '4033410118', description: '(587) 555-0142' },
        { type: 'email', operation: 'add', description: 'new@example.com' },
        { type: 'email', operation: 'other', description: 'Stop sending paper bills' },
        { type: 'name', description: 'Avery Fields' },
      ],
      callback: '(403) 341-0118',
      comments: 'Moving on the 1st',
    });
  });
});

describe('phone numbers', () => {
  it('formats digits as (123) 456-7890 while typing and for reading', () => {
    expect(formatPhoneNumber('403')).toBe('(403');
    expect(formatPhoneNumber('403555')).toBe('(403) 555');
    expect(formatPhoneNumber('4035550123')).toBe('(403) 555-0123');
    expect(displayPhoneNumber('4033410118')).toBe('(403) 341-0118');
    expect(displayPhoneNumber('911')).toBe('911');
  });

  it('keeps at most 10 digits; deleting a sign deletes the digit before it', () => {
    expect(digitsAfterEdit('(403) 555-0123', '(403) 555-01234', 15).digits).toBe('4035550123');
    expect(digitsAfterEdit('(403) 555', '(403)555', 5)).toEqual({ digits: '40555', caretDigits: 2 });
    expect(caretAfterDigits('(403) 555', 4)).toBe(7);
  });
});
