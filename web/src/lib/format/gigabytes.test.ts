// covers: NET-008
import { describe, expect, it } from 'vitest';
import { formatGb } from './gigabytes';

describe('GB to 3 decimals', () => {
  it.each([
    [0, '0.000'],
    [12.3456, '12.346'],
    [340, '340.000'],
    [1500, '1,500.000'],
    [0.0004, '0.000'],
    [-0.0001, '0.000'],
    [Number.NaN, '0.000'],
    [1234567.891, '1,234,567.891'],
  ])('formatGb(%d) = %s', (gb, text) => {
    expect(formatGb(gb)).toBe(text);
  });
});
