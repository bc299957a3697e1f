// covers: NET-047, NET-048, NET-055, NET-068, NET-069, NET-071, NET-075
import { beforeEach, describe, expect, it } from 'vitest';
import { accountWarningsTarget } from '../../../lib/account';
import { MalformedAnswerError, setToken } from '../../../lib/api-client';
import { targetQueryKey } from '../../../lib/target';
import { updateSessionValues } from '../../../lib/session-values';
import { installFakeServer } from '../../../test/fake-server';
import { fetchCurrentBroadband } from './get-current-broadband';
import { fetchSlowdown } from './get-slowdown';
import { fetchUpgradable } from './get-upgradable';
import { fetchUpgradeWizard } from './get-upgrade-wizard';
import { postTrafficPack } from './post-traffic-pack';
import { refreshKeys } from './refresh-keys';

beforeEach(() => setToken('tok'));

/** A package as the Go server writes it (packageItem). */
const pkg = {
  id: 3,
  bpid: 501,
  description: 'Fibre 500',
  cap: 999999,
  monthly_fee: 89.95,
  rate_download: 500,
  rate_upload: 100,
  link: 'https://example.test/fibre-500',
  technology: 'fibre',
  featured: true,
};

describe('currentbroadband', () => {
  it('decodes the Go answer (currentPackage)', async () => {
    const object = { ...pkg, changed_at: 1790000000000, downgrade_allowed_at: 1792592000000 };
    installFakeServer({ 'GET user.1001/currentbroadband': { json: { error: 0, message: '', object, zeroRows: false, name: 'currentbroadband', pk: 'id' } } });
    expect(await fetchCurrentBroadband(1001)).toEqual(object);
  });

  it('is null without an object, and reads fields left out as 0 / ""', async () => {
    installFakeServer({ 'GET user.1001/currentbroadband': { json: { error: 0 } } });
    expect(await fetchCurrentBroadband(1001)).toBeNull();
    installFakeServer({ 'GET user.1001/currentbroadband': { json: { error: 0, object: { id: 3 } } } });
    expect(await fetchCurrentBroadband(1001)).toMatchObject({ id: 3, bpid: 0, description: '', featured: false, changed_at: 0 });
  });

  it('refuses a number sent as text', async () => {
    installFakeServer({ 'GET user.1001/currentbroadband': { json: { error: 0, object: { ...pkg, cap: '999999' } } } });
    await expect(fetchCurrentBroadband(1001)).rejects.toBeInstanceOf(MalformedAnswerError);
  });
});

describe('upgradable, upgradewizard and slowdown', () => {
  it('decode the Go answers', async () => {
    installFakeServer({
      'GET user.1001/upgradable': { json: { error: 0, message: '', list: [pkg, { ...pkg, id: 4, featured: false }], zeroRows: false, name: 'upgradable', pk: 'id' } },
      'GET user.1001/upgradewizard': {
        json: { error: 0, message: '', object: { messages: ['Your new speed starts today.', ''], trafficpack: { gb: 50, price: 10 } }, zeroRows: false, name: 'upgradewizard' },
      },
      'GET user.1001/slowdown': { json: { error: 0, message: '', object: { slowdown_mode: true, switch_disabled: false, canslowdown: true, rate_download: 10 }, zeroRows: false, name: 'slowdown' } },
    });
    expect(await fetchUpgradable(1001)).toEqual([pkg, { ...pkg, id: 4, featured: false }]);
    expect(await fetchUpgradeWizard(1001)).toEqual({ messages: ['Your new speed starts today.'], trafficpack: { gb: 50, price: 10 } });
    expect(await fetchSlowdown(1001)).toEqual({ slowdown_mode: true, switch_disabled: false, canslowdown: true, rate_download: 10 });
  });

  it('keep the defaults: no traffic pack of 0 GB, a slowdown that cannot be switched without an object', async () => {
    installFakeServer({
      'GET user.1001/upgradewizard': { json: { error: 0, object: { messages: [], trafficpack: { gb: 0, price: 0 } } } },
      'GET user.1001/slowdown': { json: { error: 0 } },
    });
    expect(await fetchUpgradeWizard(1001)).toEqual({ messages: [], trafficpack: null });
    expect(await fetchSlowdown(1001)).toEqual({ slowdown_mode: false, switch_disabled: true, canslowdown: false, rate_download: 0 });
  });

  it.each([
    ['upgradable', { list: [{ ...pkg, featured: 'yes' }] }, fetchUpgradable],
    ['upgradewizard', { object: { messages: 'Welcome', trafficpack: null } }, fetchUpgradeWizard],
    ['slowdown', { object: { slowdown_mode: 1 } }, fetchSlowdown],
  ] as const)('refuse a malformed %s answer', async (read, body, fetch) => {
    installFakeServer({ [`GET user.1001/${read}`]: { json: { error: 0, ...body } } });
    await expect(fetch(1001)).rejects.toBeInstanceOf(MalformedAnswerError);
  });

  it("checks a write's answer, and sends the attempt's Idempotency-Key", async () => {
    const server = installFakeServer({ 'POST user.1001/trafficpack': { json: { error: 0, message: 'Added 50 GB.', success: true } } });
    expect(await postTrafficPack(1001, 'key-of-the-attempt')).toMatchObject({ message: 'Added 50 GB.' });
    expect(server.calls.at(-1)?.headers.get('Idempotency-Key')).toBe('key-of-the-attempt');
    installFakeServer({ 'POST user.1001/trafficpack': { json: { error: 0, message: 'Added 50 GB.', success: 1 } } });
    await expect(postTrafficPack(1001, 'another-key')).rejects.toBeInstanceOf(MalformedAnswerError);
  });
});

describe('refreshKeys', () => {
  it('names each read once, by the account id, which a user.session read of the active account shares', () => {
    updateSessionValues({ user: 1001 });
    const keys = refreshKeys(1001, ['slowdown', 'broadbandtraffic']);
    expect(keys).toEqual([['user', '1001', 'slowdown'], ['user', '1001', 'broadbandtraffic'], targetQueryKey(accountWarningsTarget)]);
    expect(keys).toContainEqual(targetQueryKey('user.session/slowdown'));
    expect(refreshKeys(1001, ['currentbroadband'], false)).toEqual([['user', '1001', 'currentbroadband']]);
  });
});
