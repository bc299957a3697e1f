import { describe, expect, it } from 'vitest';
import { formatNumber, groupThousands, type NumberOptions } from './number';

/** What Intl.NumberFormat writes for the same options: the formatter's reference. */
function intl(value: number, lang: 'en' | 'fr', opts: NumberOptions): string {
  const min = opts.minDecimals ?? 0;
  return new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', {
    minimumFractionDigits: min,
    maximumFractionDigits: Math.max(min, opts.maxDecimals ?? min),
    useGrouping: opts.grouping ?? true,
    signDisplay: 'negative',
  }).format(value);
}

describe('formatNumber', () => {
  it("writes what Intl writes for en-CA and fr-CA: grouping, decimal sign, rounding, trimmed zeros, no '-0'", () => {
    const values = [
      0, -0, 1, -1, 0.5, 1.5, 2.5, -2.5, 0.125, 1.005, 2.675, 0.0004, -0.0004, -0.004, 12.3456, 999.9996, 999.5, 1000, 1234.5,
      -1234.5, 99999.995, 1234567.891, 1e9, 123456789012.5, 0.1 + 0.2, 400, 37.25, 1e20, 2.345e-5, 9.9995,
    ];
    const options: NumberOptions[] = [{}, { maxDecimals: 2 }, { minDecimals: 2 }, { minDecimals: 3, maxDecimals: 3 }, { minDecimals: 1, maxDecimals: 3 }, { grouping: false, maxDecimals: 1 }];
    for (const lang of ['en', 'fr'] as const) {
      for (const opts of options) {
        for (const value of values) {
          expect(formatNumber(value, lang, opts), `${value} ${lang} ${JSON.stringify(opts)}`).toBe(intl(value, lang, opts));
        }
      }
    }
  });

  it('writes numbers in exponent form in full, and nothing for what is not a number', () => {
    expect(formatNumber(1e21, 'en')).toBe(intl(1e21, 'en', {}));
    expect(formatNumber(1.5e-7, 'fr', { maxDecimals: 7 })).toBe(intl(1.5e-7, 'fr', { maxDecimals: 7 }));
    expect(formatNumber(Number.POSITIVE_INFINITY, 'en')).toBe('');
    expect(formatNumber('12' as unknown as number, 'en')).toBe('');
  });
});

describe('groupThousands', () => {
  it('groups by three from the right', () => {
    expect(groupThousands('1234567', ',')).toBe('1,234,567');
    expect(groupThousands('123', ',')).toBe('123');
    expect(groupThousands('1000', '\u00a0')).toBe('1\u00a0000');
  });
});
