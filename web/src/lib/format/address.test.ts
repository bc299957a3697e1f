import { describe, expect, it } from 'vitest';
import { keepPostalCodesTogether } from './address';

describe('keepPostalCodesTogether', () => {
  it('joins the two halves of a postal code with a no-break space, and nothing else', () => {
    expect(keepPostalCodesTogether('100 Main Street, Red Deer, AB T4N 1A1')).toBe('100 Main Street, Red Deer, AB T4N\u00a01A1');
    expect(keepPostalCodesTogether('PO Box 12\nRed Deer AB  t4n 3z9')).toBe('PO Box 12\nRed Deer AB  t4n\u00a03z9');
  });

  it('leaves text without a postal code as it is', () => {
    for (const s of ['', '4718 Gaetz Avenue', 'Suite 2A 1B, Unit 100 200', 'T4N1A1']) expect(keepPostalCodesTogether(s)).toBe(s);
  });
});
