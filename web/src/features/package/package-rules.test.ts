import { describe, expect, it } from 'vitest';
import { formatGb, formatMoney, isUnlimitedCap, lowestCapPackage, showsFiberSpeeds } from './package-rules';

describe('package rules', () => {
  it('reads a cap of only nines as Unlimited', () => { // covers: NET-018, NET-049
    expect(isUnlimitedCap(999999)).toBe(true);
    expect(isUnlimitedCap('9999')).toBe(true);
    expect(isUnlimitedCap(9)).toBe(true);
    expect(isUnlimitedCap(1500)).toBe(false);
    expect(isUnlimitedCap(999998)).toBe(false);
    expect(isUnlimitedCap(0)).toBe(false);
    expect(isUnlimitedCap(null)).toBe(false);
    expect(isUnlimitedCap('')).toBe(false);
  });

  it('formats money as $1,234.56 and credits with CR', () => {
    expect(formatMoney(1234.56)).toBe('$1,234.56');
    expect(formatMoney(89.95)).toBe('$89.95');
    expect(formatMoney(10)).toBe('$10.00');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
    expect(formatMoney(-12.34)).toBe('$12.34 CR');
    expect(formatMoney(Number.NaN)).toBe('');
  });

  it('formats GB with separators and at most 3 decimals', () => {
    expect(formatGb(1500)).toBe('1,500');
    expect(formatGb(50)).toBe('50');
    expect(formatGb(12.34567)).toBe('12.346');
  });

  it('shows fibre speeds only when the description contains fiber, in any case', () => { // covers: NET-050
    expect(showsFiberSpeeds('Fiber 500')).toBe(true);
    expect(showsFiberSpeeds('Home FIBER plus')).toBe(true);
    expect(showsFiberSpeeds('superfiber')).toBe(true);
    expect(showsFiberSpeeds('Wireless 50')).toBe(false);
    expect(showsFiberSpeeds('Fibre 100')).toBe(false);
    expect(showsFiberSpeeds('')).toBe(false);
    expect(showsFiberSpeeds(undefined)).toBe(false);
  });

  it('pre-selects the lowest-cap package, Unlimited counting as the biggest', () => { // covers: NET-054
    const p = (id: number, cap: number, fee: number) => ({ id, cap, monthly_fee: fee });
    expect(lowestCapPackage([p(66, 999999, 129.95), p(65, 1500, 104.95), p(64, 800, 89.95)])?.id).toBe(64);
    expect(lowestCapPackage([p(62, 999999, 99.95), p(67, 600, 79.95)])?.id).toBe(67);
    expect(lowestCapPackage([p(1, 800, 90), p(2, 800, 80), p(3, 800, 80)])?.id).toBe(2);
    expect(lowestCapPackage([p(66, 999999, 129.95)])?.id).toBe(66);
    expect(lowestCapPackage([])).toBeUndefined();
  });
});
