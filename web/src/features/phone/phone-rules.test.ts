// covers: PHONE-007, PHONE-008, PHONE-009, PHONE-010, PHONE-016, PHONE-018, PHONE-044
import { describe, expect, it } from 'vitest';
import {
  canDeleteProfile,
  caretAfterDigits,
  digitsAfterEdit,
  displayPhoneNumber,
  durationParts,
  formatPhoneNumber,
  formatPostalCode,
  isPackageOriented,
  mergeCallPages,
  nextCallsCursor,
  phoneDigits,
  phoneNumberProblem,
} from './phone-rules';

describe('phone number input rules', () => {
  it('keeps digits only and formats them as (123) 456-7890 while typing', () => {
    expect(phoneDigits('(403) 555-0123 ext')).toBe('4035550123');
    expect(formatPhoneNumber('')).toBe('');
    expect(formatPhoneNumber('4')).toBe('(4');
    expect(formatPhoneNumber('403')).toBe('(403');
    expect(formatPhoneNumber('4035')).toBe('(403) 5');
    expect(formatPhoneNumber('403555')).toBe('(403) 555');
    expect(formatPhoneNumber('4035550')).toBe('(403) 555-0');
    expect(formatPhoneNumber('4035550123')).toBe('(403) 555-0123');
    expect(formatPhoneNumber('40355501234')).toBe('(403) 555-01234');
    expect(displayPhoneNumber('4035550123')).toBe('(403) 555-0123');
    expect(displayPhoneNumber('+1 555')).toBe('+1 555');
  });

  it('says blank, too long or wrong format', () => {
    expect(phoneNumberProblem('', true)).toBe('blank');
    expect(phoneNumberProblem('', false)).toBeNull();
    expect(phoneNumberProblem('403555', false)).toBe('format');
    expect(phoneNumberProblem('4035550123', true)).toBeNull();
    // '(403) 555-0123' is 14 characters; one digit more is beyond the limit.
    expect(formatPhoneNumber('4035550123')).toHaveLength(14);
    expect(phoneNumberProblem('40355501234', true)).toBe('max');
  });

  it('removes the digit before a deleted punctuation sign and keeps the caret after its digit', () => {
    // Backspace right after ')' in '(403) 5': the ')' goes, and with it the 3.
    expect(digitsAfterEdit('(403) 5', '(403 5', 4)).toEqual({ digits: '405', caretDigits: 2 });
    // A digit typed in the middle.
    expect(digitsAfterEdit('(403) 555', '(4093) 555', 4)).toEqual({ digits: '4093555', caretDigits: 3 });
    expect(caretAfterDigits('(409) 355-5', 3)).toBe(4);
    expect(caretAfterDigits('(409) 355-5', 4)).toBe(7);
    expect(caretAfterDigits('(4', 0)).toBe(1);
  });
});

describe('911 profile rules', () => {
  it('offers the Selected radio only for package-oriented profiles', () => {
    expect(isPackageOriented('packageoriented')).toBe(true);
    expect(isPackageOriented('numberoriented')).toBe(false);
  });

  it('offers delete only while a profile is not in use (decisions §21)', () => {
    const pkgProfile = (selected: boolean, numbers: string[] = []) => ({ emergencyprofile_type: 'packageoriented', selected, directorynumbers: numbers });
    const numProfile = (numbers: string[], selected = false) => ({ emergencyprofile_type: 'numberoriented', selected, directorynumbers: numbers });
    expect(canDeleteProfile(pkgProfile(true))).toBe(false);
    expect(canDeleteProfile(pkgProfile(false))).toBe(true);
    expect(canDeleteProfile(numProfile(['4033410220']))).toBe(false);
    expect(canDeleteProfile(numProfile([]))).toBe(true);
    // 'selected' means nothing for number-oriented profiles (the server marks its first one).
    expect(canDeleteProfile(numProfile([], true))).toBe(true);
  });

  it('writes postal codes A1A 1A1', () => {
    expect(formatPostalCode('t4n3z9')).toBe('T4N 3Z9');
    expect(formatPostalCode('T4N 3Z9X')).toBe('T4N 3Z9');
    expect(formatPostalCode('t4')).toBe('T4');
  });
});

describe('call history rules', () => {
  const call = (id: string, at: number) => ({ id, callstartdate: at });

  it('merges pages newest first, each call once, and pages on the last call shown', () => {
    const pages = [
      { list: [call('c', 30), call('b', 20)], more: true },
      { list: [call('b', 20), call('a', 10)], more: false },
    ];
    expect(mergeCallPages(pages).map((c) => c.id)).toEqual(['c', 'b', 'a']);
    expect(nextCallsCursor(pages[0]!)).toEqual({ before: 20, beforeid: 'b' });
    expect(nextCallsCursor(pages[1]!)).toBeUndefined();
  });

  it('keeps calls of the same second in the server order (id, descending)', () => {
    const pages = [{ list: [call('x', 10), call('z', 10)], more: true }, { list: [call('y', 10)], more: false }];
    expect(mergeCallPages(pages).map((c) => c.id)).toEqual(['z', 'y', 'x']);
  });

  it('splits durations', () => {
    expect(durationParts(42)).toEqual({ hours: 0, minutes: 0, seconds: 42 });
    expect(durationParts(125)).toEqual({ hours: 0, minutes: 2, seconds: 5 });
    expect(durationParts(3725)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
    expect(durationParts(-1)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});
