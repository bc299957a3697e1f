// covers: NET-008, NET-016, NET-017, NET-018
import { describe, expect, it } from 'vitest';
import { donutSlices, isUnlimitedCap, usageLevel, usagePercent } from './usage-rules';

describe('usage percent and donut colour', () => {
  it.each([
    [0, 425, 0],
    [340, 425, 80],
    [403.74, 425, 95], // 94.998… rounds to 95
    [403.5, 425, 95],
    [403.2, 425, 95],
    [401.0, 425, 94],
    [424.9, 425, 100],
    [437.75, 425, 103],
    [1, 3, 33],
    [2, 3, 67],
    [5, 0, 100],
    [0, 0, 0],
    [-4, 100, 0],
    [Number.NaN, 100, 0],
  ])('round(%d / %d × 100) = %d', (used, total, percent) => {
    expect(usagePercent(used, total)).toBe(percent);
  });

  it.each([
    [0, 'normal'],
    [94, 'normal'],
    [95, 'warning'],
    [99, 'warning'],
    [100, 'over'],
    [140, 'over'],
  ] as const)('%d %% is %s (green < 95, orange ≥ 95, red ≥ 100)', (percent, level) => {
    expect(usageLevel(percent)).toBe(level);
  });

  it('rounds before choosing the colour: 94.6 % is orange, 99.5 % is red', () => {
    expect(usageLevel(usagePercent(94.6, 100))).toBe('warning');
    expect(usageLevel(usagePercent(99.5, 100))).toBe('over');
    expect(usageLevel(usagePercent(94.4, 100))).toBe('normal');
  });

  it('donut slices never go negative and never exceed the cap', () => {
    expect(donutSlices(340, 425)).toEqual([340, 85]);
    expect(donutSlices(500, 425)).toEqual([425, 0]);
    expect(donutSlices(0, 425)).toEqual([0, 425]);
    expect(donutSlices(3, 0)).toEqual([1, 0]);
  });
});

describe('Unlimited caps', () => {
  it.each([
    [999999, true],
    ['999999', true],
    [9999, true],
    [999999.0, true],
    [400, false],
    [1500, false],
    [99999.5, false],
    [0, false],
    [null, false],
    [undefined, false],
  ])('isUnlimitedCap(%s) = %s', (cap, unlimited) => {
    expect(isUnlimitedCap(cap)).toBe(unlimited);
  });
});
