// covers: PLAT-179
import { describe, expect, it } from 'vitest';
import { formatBytes, formatInUnit, inUnit, unitFor } from './bytes';

describe('traffic units (decimal)', () => {
  it.each([
    [0, '0 B'],
    [-5, '0 B'],
    [Number.NaN, '0 B'],
    [950, '950 B'],
    [1000, '1 kB'],
    [1_250, '1.25 kB'],
    [34_500_000, '34.5 MB'],
    [999_000_000, '999 MB'],
    [1_234_000_000, '1.23 GB'],
    [52_000_000_000, '52 GB'],
    [3_400_000_000_000, '3.4 TB'],
  ])('formatBytes(%d) = %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it('picks the axis unit from the largest value', () => {
    expect(unitFor(0)).toBe('B');
    expect(unitFor(999)).toBe('B');
    expect(unitFor(12_000_000)).toBe('MB');
    expect(unitFor(4_000_000_000)).toBe('GB');
    expect(inUnit(2_500_000_000, 'GB')).toBe(2.5);
    expect(inUnit(2_500_000, 'GB')).toBeCloseTo(0.0025);
    expect(formatInUnit(0.0025, 'GB')).toBe('0 GB');
    expect(formatInUnit(12.345, 'MB')).toBe('12.3 MB');
  });
});
