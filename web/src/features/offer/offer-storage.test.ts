import { describe, expect, it } from 'vitest';
import {
  clearOfferCode,
  clearOfferFlag,
  isValidOfferCode,
  offerDestination,
  readOfferCode,
  readPreviousOffer,
  storePreviousOffer,
  takeOfferFromUrl,
} from './offer-storage';

describe('offer storage and links', () => {
  it('an offer link stores offercode, sets the of flag and leaves the address bar', () => { // covers: MISC-001, MISC-008
    const r = takeOfferFromUrl('https://portal.test/ui/?offercode=FIBER500&x=1#top');
    expect(r).toEqual({ code: 'FIBER500', cleaned: '/ui/?x=1#top' });
    expect(localStorage.getItem('offercode')).toBe('FIBER500');
    expect(localStorage.getItem('of')).toBe('true');
    expect(readOfferCode()).toBe('FIBER500');
    clearOfferFlag();
    expect(localStorage.getItem('of')).toBeNull();
    expect(readOfferCode()).toBe('FIBER500');
  });

  it('ignores addresses without a code and drops a malformed code without storing it', () => {
    expect(takeOfferFromUrl('https://portal.test/ui/user/package')).toEqual({ code: null, cleaned: null });
    expect(takeOfferFromUrl('https://portal.test/ui/?offercode=%3Cscript%3E')).toEqual({ code: null, cleaned: '/ui/' });
    expect(localStorage.getItem('offercode')).toBeNull();
    expect(localStorage.getItem('of')).toBeNull();
    expect(isValidOfferCode('A'.repeat(64))).toBe(true);
    expect(isValidOfferCode('A'.repeat(65))).toBe(false);
    expect(isValidOfferCode('')).toBe(false);
  });

  it('keeps the previous offer apart from the waiting code', () => { // covers: MISC-007, MISC-008
    localStorage.setItem('offercode', 'FIBER500');
    storePreviousOffer('FIBER500');
    clearOfferCode();
    expect(readOfferCode()).toBeNull();
    expect(readPreviousOffer()).toBe('FIBER500');
  });

  it('resolves where the offer button leads', () => { // covers: MISC-005
    const origin = 'https://portal.test';
    expect(offerDestination('/user/package', origin)).toEqual({ app: '/user/package' });
    expect(offerDestination('/ui/user/package', origin)).toEqual({ app: '/user/package' });
    expect(offerDestination('https://portal.test/ui/user/package?x=1', origin)).toEqual({ app: '/user/package?x=1' });
    expect(offerDestination('https://provider.example/fiber', origin)).toEqual({ external: 'https://provider.example/fiber' });
    expect(offerDestination('https://portal.test/other', origin)).toEqual({ external: 'https://portal.test/other' });
    expect(offerDestination('javascript:alert(1)', origin)).toBeNull();
    expect(offerDestination('//evil.test/x', origin)).toBeNull();
    expect(offerDestination('', origin)).toBeNull();
  });
});
