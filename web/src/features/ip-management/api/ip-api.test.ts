// covers: IP-003, IP-004, IP-007, IP-011, IP-022, IP-024
import { beforeEach, describe, expect, it } from 'vitest';
import { MalformedAnswerError, ProductError, setToken } from '../../../lib/api-client';
import { clearSchemaCache } from '../../../lib/schema-form';
import { addressRegistrationSchema, addressRoutes, demoAddressRegistrations, installFakeServer } from '../../../test/fake-server';
import { fetchAddressCounts } from './get-address-counts';
import { fetchNat } from './get-nat';
import { fetchRegistrations } from './get-registrations';
import { deleteRegistration, postRegistration, refreshKeys } from './write-registration';

beforeEach(() => {
  setToken('tok');
  clearSchemaCache();
});

describe('ipaddr_overview', () => {
  it('decodes the Go answer (bpsId, static, ip_address, network_mask, gateway_address, mac_address, description) with the form schema', async () => {
    installFakeServer(addressRoutes());
    const r = await fetchRegistrations(1001);
    expect(r.items).toEqual(demoAddressRegistrations);
    expect(r.schema?.props.mac_address?.maxLength).toBe(17);
    expect(r.schema?.props.description?.maxLength).toBe(64);
  });

  it('reads fields left out or null as empty, and an answer without a list as none', async () => {
    installFakeServer({
      'GET user.1001/ipaddr_overview': { json: { error: 0, list: [{ bpsId: 9, static: false, description: null }], schema: addressRegistrationSchema } },
    });
    expect((await fetchRegistrations(1001)).items).toEqual([
      { bpsId: 9, static: false, ip_address: '', network_mask: '', gateway_address: '', mac_address: '', description: '', source: 'base' },
    ]);
    installFakeServer({ 'GET user.1001/ipaddr_overview': { json: { error: 0, zeroRows: true, schema: addressRegistrationSchema } } });
    expect((await fetchRegistrations(1001)).items).toEqual([]);
  });

  it.each([
    ['a bpsId as text', [{ ...demoAddressRegistrations[0], bpsId: '1' }]],
    ['no static flag', [{ bpsId: 1, ip_address: '1.2.3.4' }]],
  ])('refuses a malformed item: %s', async (_name, list) => {
    installFakeServer(addressRoutes(1001, { list }));
    await expect(fetchRegistrations(1001)).rejects.toBeInstanceOf(MalformedAnswerError);
  });
});

describe('ipaddr_count and isnaton', () => {
  it('decode the counts and the NAT flag', async () => {
    installFakeServer(addressRoutes(1001, { nat: true }));
    expect(await fetchAddressCounts(1001)).toEqual({
      base_used: 2,
      base_available: 2,
      base_canbestatic: true,
      addon_used: 1,
      addon_available: 2,
      addon_canbestatic: false,
    });
    expect(await fetchNat(1001)).toBe(true);
  });

  it('refuse counts of the wrong type', async () => {
    installFakeServer(addressRoutes(1001, { counts: { base_used: '2' } }));
    await expect(fetchAddressCounts(1001)).rejects.toBeInstanceOf(MalformedAnswerError);
  });
});

describe('the writes', () => {
  it('create posts {static, mac_address, description} to ipaddr_registermac; edit posts {mac_address, description} to ipaddr_registermac.{bpsId}', async () => {
    const server = installFakeServer({
      'POST user.1001/ipaddr_registermac': { json: { error: 0, success: true, message: 'Registered.' } },
      'POST user.1001/ipaddr_registermac.3': { json: { error: 0, success: true, message: 'The registration was updated.' } },
    });
    expect(await postRegistration(1001, { static: false, mac_address: 'aa:bb:cc:dd:ee:ff', description: 'Laptop' })).toMatchObject({ message: 'Registered.' });
    expect(server.callsTo('POST', 'user.1001/ipaddr_registermac')[0]?.body).toEqual({ static: false, mac_address: 'aa:bb:cc:dd:ee:ff', description: 'Laptop' });
    await postRegistration(1001, { bpsId: 3, mac_address: '9c:8e:cd:20:b4:17', description: 'Barn camera' });
    expect(server.callsTo('POST', 'user.1001/ipaddr_registermac.3')[0]?.body).toEqual({ mac_address: '9c:8e:cd:20:b4:17', description: 'Barn camera' });
  });

  it('delete sends DELETE ipaddr_registermac.{bpsId}', async () => {
    const server = installFakeServer({ 'DELETE user.1001/ipaddr_registermac.2': { json: { error: 0, success: true, message: 'The registration was deleted.' } } });
    expect(await deleteRegistration(1001, 2)).toMatchObject({ message: 'The registration was deleted.' });
    expect(server.callsTo('DELETE', 'user.1001/ipaddr_registermac.2')).toHaveLength(1);
  });

  it("throws a refusal's message (450 or the error flag)", async () => {
    installFakeServer({ 'POST user.1001/ipaddr_registermac': { status: 450, json: { error: 1, message: 'This MAC address is already registered on your account.' } } });
    await expect(postRegistration(1001, { static: false, mac_address: '00:11:32:7a:41:0c', description: '' })).rejects.toMatchObject({
      kind: 'product',
      message: 'This MAC address is already registered on your account.',
    });
    installFakeServer({ 'DELETE user.1001/ipaddr_registermac.2': { json: { error: 1, message: 'No.' } } });
    await expect(deleteRegistration(1001, 2)).rejects.toEqual(new ProductError('No.'));
  });

  it("refresh the account's reads and the warnings", () => {
    expect(refreshKeys(1001)).toEqual([['user', '1001'], ['me', '1', 'accountwarning']]);
  });
});
