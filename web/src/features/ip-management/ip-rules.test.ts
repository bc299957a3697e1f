// covers: IP-008, IP-010, IP-017, IP-018, IP-019, IP-020
import { describe, expect, it } from 'vitest';
import { formatMacInput, isCompleteMac, MAC_MAX_LENGTH, nextSource, registerButtons, summaryRows, unavailableReason, type AddressCounts } from './ip-rules';

/** Avery's #1001 (demo): base 2/2 (static allowed), add-on 1/2 (dynamic only). */
const AVERY: AddressCounts = { base_used: 2, base_available: 2, base_canbestatic: true, addon_used: 1, addon_available: 2, addon_canbestatic: false };
/** Drew's #4001 (demo): one dynamic registration, none used, no add-on. */
const DREW: AddressCounts = { base_used: 0, base_available: 1, base_canbestatic: false, addon_used: 0, addon_available: 0, addon_canbestatic: false };

/** Types a string one character at a time into a value, the way the field's onChange sees it. */
function typeInto(value: string, text: string): string {
  for (const c of text) value = formatMacInput(value + c, true);
  return value;
}

describe('the MAC address input', () => {
  it('lowercases as typed (IP-017)', () => {
    expect(typeInto('', 'AB')).toBe('ab:');
    expect(formatMacInput('AABBCCDDEEFF')).toBe('aa:bb:cc:dd:ee:ff');
  });

  it('accepts only 0-9 and a-f (IP-018)', () => {
    expect(typeInto('', 'g1z2-x3 k4!')).toBe('12:34:');
    expect(typeInto('', 'ghijklmnop')).toBe('');
    expect(formatMacInput('AA-BB-CC-DD-EE-FF')).toBe('aa:bb:cc:dd:ee:ff');
    expect(formatMacInput('aabb.ccdd.eeff')).toBe('aa:bb:cc:dd:ee:ff');
  });

  it('puts a colon after each pair (IP-019)', () => {
    expect(typeInto('', 'a')).toBe('a');
    expect(typeInto('', 'a1')).toBe('a1:');
    expect(typeInto('', 'a1b')).toBe('a1:b');
    expect(typeInto('', '001a2b3c4d5e')).toBe('00:1a:2b:3c:4d:5e');
    // A colon typed after the automatic one is not doubled.
    expect(typeInto('', 'aa:bb:')).toBe('aa:bb:');
  });

  it('lets Backspace go through a colon: no colon is added while deleting', () => {
    expect(formatMacInput('aa:bb', false)).toBe('aa:bb');
    expect(formatMacInput('aa', false)).toBe('aa');
    expect(formatMacInput('a', false)).toBe('a');
    expect(formatMacInput('', false)).toBe('');
  });

  it('is at most 17 characters (IP-020)', () => {
    expect(MAC_MAX_LENGTH).toBe(17);
    const full = typeInto('', '0123456789abcdef0123');
    expect(full).toBe('01:23:45:67:89:ab');
    expect(full).toHaveLength(17);
    expect(formatMacInput('01:23:45:67:89:ab:cd:ef')).toHaveLength(17);
  });

  it('knows a complete address', () => {
    expect(isCompleteMac('00:1a:2b:3c:4d:5e')).toBe(true);
    expect(isCompleteMac('00:1a:2b:3c:4d')).toBe(false);
    expect(isCompleteMac('00:1A:2B:3C:4D:5E')).toBe(false);
  });
});

describe('the register buttons (IP-010)', () => {
  it('are both disabled until the counts are known', () => {
    expect(registerButtons(undefined)).toEqual({ dynamic: false, static: false });
  });

  it('avery: a dynamic registration is left on the add-on, no static one', () => {
    expect(registerButtons(AVERY)).toEqual({ dynamic: true, static: false });
    expect(nextSource(AVERY, false)).toBe('addon');
    expect(nextSource(AVERY, true)).toBeNull();
    expect(unavailableReason(AVERY, true)).toBe('used');
    expect(unavailableReason(AVERY, false)).toBeNull();
  });

  it('drew: one dynamic registration on the base package; static is not included', () => {
    expect(registerButtons(DREW)).toEqual({ dynamic: true, static: false });
    expect(nextSource(DREW, false)).toBe('base');
    expect(unavailableReason(DREW, true)).toBe('included');
    const used = { ...DREW, base_used: 1 };
    expect(registerButtons(used)).toEqual({ dynamic: false, static: false });
    expect(unavailableReason(used, false)).toBe('used');
  });

  it('take the base package first, then the add-on; static only where it may be static', () => {
    const both = { base_used: 0, base_available: 1, base_canbestatic: false, addon_used: 0, addon_available: 1, addon_canbestatic: true };
    expect(nextSource(both, false)).toBe('base');
    expect(nextSource(both, true)).toBe('addon');
    expect(registerButtons(both)).toEqual({ dynamic: true, static: true });
    const baseFull = { ...both, base_used: 1 };
    expect(nextSource(baseFull, false)).toBe('addon');
    expect(registerButtons({ ...baseFull, addon_used: 1 })).toEqual({ dynamic: false, static: false });
  });

  it('an account given no allowance has both disabled, as not included', () => {
    const none = { base_used: 0, base_available: 0, base_canbestatic: false, addon_used: 0, addon_available: 0, addon_canbestatic: false };
    expect(registerButtons(none)).toEqual({ dynamic: false, static: false });
    expect(unavailableReason(none, false)).toBe('included');
  });
});

describe('the summary rows (IP-008)', () => {
  it('base package then add-on, with used/available and whether static is allowed', () => {
    expect(summaryRows(AVERY)).toEqual([
      { source: 'base', canBeStatic: true, used: 2, available: 2 },
      { source: 'addon', canBeStatic: false, used: 1, available: 2 },
    ]);
  });

  it('leaves the add-on out when the account has none', () => {
    expect(summaryRows(DREW)).toEqual([{ source: 'base', canBeStatic: false, used: 0, available: 1 }]);
  });
});
