import { describe, expect, it } from 'vitest';
import { invoiceWords, ofWord } from './invoice-words';

describe('invoice words', () => {
  it('names an invoice by its month in both languages, French eliding before a vowel', () => {
    expect(invoiceWords({ invoiceperiod: '2026-11' }, 'en')).toEqual({ month: 'November 2026', invoice: 'the November 2026 invoice' });
    expect(invoiceWords({ invoiceperiod: '2026-11' }, 'fr')?.invoice).toBe('la facture de novembre 2026');
    expect(invoiceWords({ invoiceperiod: '2026-10' }, 'fr')?.invoice).toBe('la facture d’octobre 2026');
    expect(invoiceWords({ invoiceperiod: '2027-04' }, 'fr')?.invoice).toBe('la facture d’avril 2027');
    expect(invoiceWords({ invoiceperiod: '2027-08' }, 'fr')?.invoice).toBe('la facture d’août 2027');
    expect(ofWord('mars')).toBe('de mars');
  });

  it('names none without a month', () => {
    expect(invoiceWords({ invoiceperiod: '' }, 'en')).toBeNull();
  });
});
