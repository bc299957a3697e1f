// covers: PLAT-160, PLAT-161, PLAT-162, PLAT-163
import { describe, expect, it } from 'vitest';
import { parseAcceptance, PROMO_SUPPRESS_MS, shouldShowForwardingPromo, type PromoStorage } from './forwarding-promo';

const now = Date.parse('2026-03-10T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const on = [{ forwarding: false }, { forwarding: true }];
const off = [{ forwarding: false }, { forwarding: false }];
const none: PromoStorage = { dismissed: null, accepted: null };

describe('shouldShowForwardingPromo', () => {
  it.each([
    ['forwarding on, nothing stored', on, none, true],
    ['no forwarding on', off, none, false],
    ['no service e-mails', [], none, false],
    ['list not loaded', undefined, none, false],
    ['dismissed this session', on, { dismissed: 'true', accepted: null }, false],
    ['accepted just now', on, { dismissed: null, accepted: iso(now) }, false],
    ['accepted 1 ms short of 7 days ago', on, { dismissed: null, accepted: iso(now - PROMO_SUPPRESS_MS + 1) }, false],
    ['accepted exactly 7 days ago', on, { dismissed: null, accepted: iso(now - PROMO_SUPPRESS_MS) }, true],
    ['accepted 8 days ago', on, { dismissed: null, accepted: iso(now - 8 * 86_400_000) }, true],
    ['accepted 3 days ago as epoch ms', on, { dismissed: null, accepted: String(now - 3 * 86_400_000) }, false],
    ['unreadable acceptance date', on, { dismissed: null, accepted: 'soon' }, true],
    ['accepted 8 days ago but dismissed this session', on, { dismissed: 'true', accepted: iso(now - 8 * 86_400_000) }, false],
  ] as const)('%s → %s', (_name, emails, storage, expected) => {
    expect(shouldShowForwardingPromo(emails, now, storage)).toBe(expected);
    expect(shouldShowForwardingPromo(emails, new Date(now), storage)).toBe(expected);
  });

  it('reads ISO dates and epoch milliseconds', () => {
    expect(parseAcceptance('2026-03-10T12:00:00.000Z')).toBe(now);
    expect(parseAcceptance(String(now))).toBe(now);
    expect(parseAcceptance(null)).toBeNull();
    expect(parseAcceptance('')).toBeNull();
  });
});
