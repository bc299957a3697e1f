// covers: PLAT-033, PLAT-034, PLAT-037
import { describe, expect, it } from 'vitest';
import { MalformedAnswerError, ProductError, UnavailableError } from '../../../lib/api-client';
import { parseAssociatedAccounts } from './get-associated-accounts';

describe('parseAssociatedAccounts', () => {
  it.each([
    ['no list', { error: 0 }],
    ['an empty list', { error: 0, list: [] }],
    ['no associatedAccounts', { error: 0, list: [{ email: 'a@b.c' }] }],
    ['a null associatedAccounts', { error: 0, list: [{ associatedAccounts: null, email: 'a@b.c' }] }],
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

  it.each([
    ['associatedAccounts not a list', { error: 0, list: [{ associatedAccounts: 1001, email: 'a@b.c' }] }],
    ['an id that is not a number', { error: 0, list: [{ associatedAccounts: [1001, '1002'], email: 'a@b.c' }] }],
    ['isVip not a boolean', { error: 0, list: [{ associatedAccounts: [1001], associatedAccountsProperties: { '1001': { isVip: 'yes' } } }] }],
  ])('refuses a malformed answer (%s) as an unexpected one, not as no account', (_name, answer) => {
    expect(() => parseAssociatedAccounts(answer as never)).toThrow(MalformedAnswerError);
  });

  it('treats 433–435 (false) as temporarily unavailable, not as no account', () => {
    expect(() => parseAssociatedAccounts(false)).toThrow(UnavailableError);
  });

  it('reads the answer of the Go server (associatedAccounts): sorted ids, the e-mail and isVip per account', () => {
    expect(
      parseAssociatedAccounts({
        error: 0,
        message: '',
        list: [
          {
            associatedAccounts: [1001, 1002, 1003],
            email: 'avery@demo.test',
            associatedAccountsProperties: { '1001': { isVip: true }, '1002': { isVip: false }, '1003': { isVip: false } },
          },
        ],
        zeroRows: false,
        name: 'associatedaccounts',
      }),
    ).toEqual({ ids: [1001, 1002, 1003], email: 'avery@demo.test', vip: { 1001: true, 1002: false, 1003: false } });
  });

  it('reads the sorted ids, the e-mail and isVip per account', () => {
    expect(
      parseAssociatedAccounts({
        list: [{ associatedAccounts: [1003, 1001, 1002], email: 'a@b.c', associatedAccountsProperties: { '1002': { isVip: true } } }],
      }),
    ).toEqual({ ids: [1001, 1002, 1003], email: 'a@b.c', vip: { 1001: false, 1002: true, 1003: false } });
  });
});
