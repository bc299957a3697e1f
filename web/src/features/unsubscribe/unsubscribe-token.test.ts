// covers: PLAT-166, PLAT-167
import { describe, expect, it } from 'vitest';
import { makeTestToken as makeToken } from './make-test-token';
import { decodeUnsubscribeToken } from './unsubscribe-token';

describe('decodeUnsubscribeToken', () => {
  it('reads the e-mail and the [key, name] pairs of the first part', () => {
    const t = makeToken({ email: 'avery@demo.test', subscriptions: [['news', 'Newsletter'], ['promo', 'Offers & promotions']], nonce: 'x' });
    expect(decodeUnsubscribeToken(t)).toEqual({
      email: 'avery@demo.test',
      subscriptions: [
        { key: 'news', name: 'Newsletter' },
        { key: 'promo', name: 'Offers & promotions' },
      ],
    });
  });

  // Issue 31: a notification e-mail's token also names the login; its subscriptions are the
  // login's categories, named in the login's language, and the page lists them.
  it("reads a notification e-mail's token: the categories, with the login's id beside them", () => {
    const t = makeToken({ email: 'avery@demo.test', subscriptions: [['usage', 'Consommation']], nonce: 'x', identity: 7 });
    expect(decodeUnsubscribeToken(t)).toEqual({ email: 'avery@demo.test', subscriptions: [{ key: 'usage', name: 'Consommation' }] });
  });

  it('decodes UTF-8 names', () => {
    const t = makeToken({ email: 'zoé@demo.test', subscriptions: [['n', 'Nouvelles — été']] });
    expect(decodeUnsubscribeToken(t)?.subscriptions[0]?.name).toBe('Nouvelles — été');
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['garbage', 'not a token!!'],
    ['not JSON', 'bm90IGpzb24.sig'],
    ['no e-mail', makeToken({ subscriptions: [['a', 'A']] })],
    ['no subscriptions', makeToken({ email: 'a@b.c' })],
    ['empty subscriptions', makeToken({ email: 'a@b.c', subscriptions: [] })],
    ['pairs not pairs', makeToken({ email: 'a@b.c', subscriptions: ['A'] })],
    ['a JSON array', makeToken([1, 2])],
  ])('refuses a %s token', (_name, token) => {
    expect(decodeUnsubscribeToken(token)).toBeNull();
  });
});
