// covers: PLAT-065, PLAT-066
import { describe, expect, it } from 'vitest';
import { isValidHw, isValidPi } from './validators';

describe('isValidPi', () => {
  it.each([
    ['ab', true],
    ['a'.repeat(512), true],
    ['a'.repeat(513), false],
    ['a', false],
    ['', false],
    ['AZaz09+./=_-', true],
    ['abc def', false],
    ['abc%20', false],
    ['abc&x=1', false],
    ['é1', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (value, want) => {
    expect(isValidPi(value as string | null)).toBe(want);
  });
});

describe('isValidHw', () => {
  it.each([
    ['aa:bb:cc:dd:ee:ff', true],
    ['AA:BB:CC:DD:EE:FF', true],
    ['00:1a:2B:3c:4D:5e', true],
    ['aa:bb:cc:dd:ee', false],
    ['aa:bb:cc:dd:ee:ff:00', false],
    ['aa-bb-cc-dd-ee-ff', false],
    ['aabbccddeeff', false],
    ['gg:bb:cc:dd:ee:ff', false],
    ['a:bb:cc:dd:ee:ff', false],
    [' aa:bb:cc:dd:ee:ff', false],
    ['', false],
    [null, false],
  ])('%j → %s', (value, want) => {
    expect(isValidHw(value as string | null)).toBe(want);
  });
});
