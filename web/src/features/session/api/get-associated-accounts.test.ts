// covers: PLAT-033, PLAT-034, PLAT-037
import { describe, expect, it } from 'vitest';
import { ProductError, UnavailableError } from '../../../lib/api-client';
import { parseAssociatedAccounts } from './get-associated-accounts';

describe('parseAssociatedAccounts', () => {
  it.each([
    ['no list', { error: 0 }],
    ['an empty list', { error: 0, list: [] }],
    ['no associatedAccounts', { error: 0, list: [{ email: 'a@b.c' }] }],
    ['associatedAccounts not a list', { error: 0, list: [{ associatedAccounts: 1001, email: 'a@b.c' }] }],
    ['an empty associatedAccounts', { error: 0, list: [{ associatedAccounts: [], email: 'a@b.c' }] }],
  ])("throws 'No associated account' for %s", (_name, answer) => {
    const e = (() => {
      try {
        parseAssociatedAccounts(answer);
      } catch (x) {
        return x;
      }
    })();
    expect(e).toBeInstanceOf(ProductError);
    expect((e as Error).message).toBe('No associated account');
  });

  it('treats 433–435 (false) as temporarily unavailable, not as no account', () => {
    expect(() => parseAssociatedAccounts(false)).toThrow(UnavailableError);
  });

  it('reads the sorted ids, the e-mail and isVip per account', () => {
    expect(
      parseAssociatedAccounts({
        list: [{ associatedAccounts: [1003, 1001, 1002], email: 'a@b.c', associatedAccountsProperties: { '1002': { isVip: true } } }],
      }),
    ).toEqual({ ids: [1001, 1002, 1003], email: 'a@b.c', vip: { 1001: false, 1002: true, 1003: false } });
  });
});
