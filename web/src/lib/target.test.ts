// covers: PLAT-078, PLAT-080, PLAT-101
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './api-client/query';
import { clearSessionValues, updateSessionValues } from './session-values';
import { invalidationKey, isValidTarget, meTarget, parseTarget, targetKind, targetQueryKey, userTarget } from './target';

describe('targets', () => {
  it.each([
    ['me.1/associatedaccounts', [{ name: 'me', id: '1' }, { name: 'associatedaccounts' }]],
    ['user.1001', [{ name: 'user', id: '1001' }]],
    ['user.session/broadbandtraffic', [{ name: 'user', id: 'session' }, { name: 'broadbandtraffic' }]],
    ['codebook/region', [{ name: 'codebook' }, { name: 'region' }]],
    ['user.1001/serviceemail.5', [{ name: 'user', id: '1001' }, { name: 'serviceemail', id: '5' }]],
  ])('parses %s', (t, want) => {
    expect(parseTarget(t)).toEqual(want);
    expect(isValidTarget(t)).toBe(true);
  });

  it.each(['', '/user', 'user/', '1user', 'user.', 'us er', 'user.1/../x', 'user.1?x=1'])('rejects %j', (t) => {
    expect(isValidTarget(t)).toBe(false);
  });

  it.each([
    ['me.1/associatedaccounts', undefined, ['me', '1', 'associatedaccounts']],
    ['user.1001', undefined, ['user', '1001']],
    ['user.1001/serviceemail.5', undefined, ['user', '1001', 'serviceemail', '5']],
    ['user.1001/wifi', { hardRefresh: true }, ['user', '1001', 'wifi', { hardRefresh: true }]],
    ['user.1001/wifi', {}, ['user', '1001', 'wifi']],
  ])('query key of %s %j', (t, params, want) => {
    expect(targetQueryKey(t, params)).toEqual(want);
  });

  it.each([
    ['user.1001/serviceemail.5', ['user', '1001', 'serviceemail']],
    ['user.1001/serviceemail', ['user', '1001', 'serviceemail']],
    ['me.1/activeuser', ['me', '1', 'activeuser']],
    ['user.1001', ['user']],
  ])('a write to %s invalidates %j', (t, want) => {
    expect(invalidationKey(t)).toEqual(want);
    // the invalidated key is a prefix of the written resource's own key
    expect(targetQueryKey(t).slice(0, want.length)).toEqual(want);
  });

  it('names kinds and builds targets', () => {
    expect(targetKind('user.1001/serviceemail.5')).toBe('user/serviceemail');
    expect(userTarget(1001)).toBe('user.1001');
    expect(userTarget(1001, 'contract')).toBe('user.1001/contract');
    expect(meTarget('logout')).toBe('me.1/logout');
  });
});

describe('user.session in query keys', () => {
  afterEach(() => clearSessionValues());

  it('is the active account of the session values when the key is built', () => {
    updateSessionValues({ user: 1001 });
    expect(targetQueryKey('user.session/broadbandtraffic')).toEqual(['user', '1001', 'broadbandtraffic']);
    expect(targetQueryKey('user.session/serviceemail.5')).toEqual(targetQueryKey('user.1001/serviceemail.5'));
    expect(targetQueryKey('user.session/wifi', { hardRefresh: true })).toEqual(['user', '1001', 'wifi', { hardRefresh: true }]);
    expect(targetQueryKey('user.session')).toEqual(['user', '1001']);
    expect(invalidationKey('user.session/serviceemail.5')).toEqual(['user', '1001', 'serviceemail']);
    updateSessionValues({ user: 1002 });
    expect(targetQueryKey('user.session/slowdown')).toEqual(['user', '1002', 'slowdown']);
  });

  it("stays 'session' before an account is active, and only a user segment is resolved", () => {
    expect(targetQueryKey('user.session/slowdown')).toEqual(['user', 'session', 'slowdown']);
    updateSessionValues({ user: 1001 });
    expect(targetQueryKey('me.1/thing.session')).toEqual(['me', '1', 'thing', 'session']);
  });

  it('lets one write invalidate a read made by either name (a single key)', async () => {
    updateSessionValues({ user: 1001 });
    const client = createQueryClient();
    client.setQueryData(targetQueryKey('user.session/slowdown'), 'by session');
    client.setQueryData(targetQueryKey('user.1001/slowdown'), 'by id');
    expect(client.getQueryCache().getAll()).toHaveLength(1);
    await client.invalidateQueries({ queryKey: invalidationKey('user.1001/slowdown') });
    expect(client.getQueryState(targetQueryKey('user.session/slowdown'))?.isInvalidated).toBe(true);
    client.clear();
  });
});
