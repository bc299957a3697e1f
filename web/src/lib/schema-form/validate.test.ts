// covers: PLAT-106, PLAT-107, PLAT-108, PLAT-109, PLAT-110, PLAT-111, PLAT-112, PLAT-113, PLAT-114, PLAT-115, PLAT-116, PLAT-117, PLAT-118, PLAT-121, PLAT-122, PLAT-148, PLAT-154, PLAT-156, PLAT-158, PLAT-159
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ErrorKind, Schema } from './types';
import { i18n } from '../../i18n/i18n';
import { anchoredRegex, codePointLength, FIELD_MESSAGES, FORM_MESSAGES, isRequiredNow, validate } from './validate';

/** One case of the table shared with the Go validator (internal/schema/cases_test.go). */
interface SchemaCase {
  name: string;
  covers: string[];
  schema: Schema;
  mode: 'create' | 'edit';
  original?: Record<string, unknown>;
  input: Record<string, unknown>;
  valid: boolean;
  errors: Record<string, ErrorKind> | null;
  output: Record<string, unknown> | null;
  formMessage: string;
}

// Repository root testdata; Vitest runs in web/, so it is ../testdata/schema-cases.json.
const casesPath = resolve(process.cwd(), '../testdata/schema-cases.json');
const cases = JSON.parse(readFileSync(casesPath, 'utf8')) as SchemaCase[];

describe('shared schema cases (same answers as the Go validator)', () => {
  it('has the whole table', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const res = validate(c.schema, c.input, { mode: c.mode, original: c.original ?? null });
    expect(res.valid).toBe(c.valid);
    const kinds = Object.fromEntries(Object.entries(res.errors).map(([f, e]) => [f, e.kind]));
    expect(kinds).toEqual(c.errors ?? {});
    for (const e of Object.values(res.errors)) {
      expect(e.message).not.toBe('');
      expect(e.label).not.toBe('');
    }
    expect(res.formMessage).toBe(c.formMessage);
    if (c.valid) expect(res.values).toEqual(c.output);
  });
});

describe('validator details', () => {
  it('anchors the regex at both ends', () => {
    expect(anchoredRegex('[0-9]{3}')!.test('123')).toBe(true);
    expect(anchoredRegex('[0-9]{3}')!.test('1234')).toBe(false);
    expect(anchoredRegex('a|b')!.test('ab')).toBe(false);
  });

  it('counts code points', () => {
    expect(codePointLength('é😀')).toBe(2);
  });

  it('uses the errorMessage of the prop for invalid fields (PLAT-118)', () => {
    const schema = { props: { p: { type: 'oi', label: 'Phone', regex: '[0-9]{10}', errorMessage: 'Ten digits.', required: false, autoFocus: false } } } as const;
    const res = validate(schema as unknown as Schema, { p: '12' });
    expect(res.errors.p).toEqual({ kind: 'invalid', message: 'Ten digits.', label: 'Phone' });
    expect(res.formMessage).toBe(FORM_MESSAGES.invalid);
  });

  it('reads requiredif rules from the record', () => {
    const p = { type: 'oi', label: 'A', required: false, autoFocus: false, requiredRules: [['requiredif', 'x', 'equal', [true]]] } as const;
    expect(isRequiredNow(p as never, { x: true })).toBe(true);
    expect(isRequiredNow(p as never, { x: false })).toBe(false);
  });
});

describe('messages in the app’s language', () => {
  it('English: exactly the texts the shared cases expect', () => {
    expect({ ...FORM_MESSAGES }).toEqual({
      missing: 'Missing mandatory fields.',
      invalid: 'Some inputs have invalid format.',
      review: 'Please review form fields.',
    });
    expect({ ...FIELD_MESSAGES }).toEqual({
      required: 'This field is required.',
      invalid: 'Please enter a valid value.',
      unknown: 'This field is not part of the form.',
      readOnly: 'This field cannot be changed.',
    });
  });

  it("French: the server's French texts (internal/i18n/fr.go)", async () => {
    await i18n.changeLanguage('fr');
    try {
      const schema = { props: { a: { type: 'oi', label: 'A', required: true, autoFocus: false } } } as unknown as Schema;
      const missing = validate(schema, { a: '' });
      expect(missing.errors.a!.message).toBe('Ce champ est obligatoire.');
      expect(missing.formMessage).toBe('Des champs obligatoires sont manquants.');
      const unknown = validate(schema, { a: 'x', b: 1 });
      expect(unknown.errors.b!.message).toBe('Ce champ ne fait pas partie du formulaire.');
      expect(unknown.formMessage).toBe('Certaines entrées ont un format non valide.');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
