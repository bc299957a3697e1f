// covers: PLAT-035, PLAT-039, PLAT-050
import { beforeEach, describe, expect, it } from 'vitest';
import { noServiceFlags } from '../../../lib/account';
import { MalformedAnswerError, setToken } from '../../../lib/api-client';
import { installFakeServer } from '../../../test/fake-server';
import { fetchContractStatus } from './get-contract-status';
import { fetchServiceFlags } from './get-service-identification';
import { fetchUserName } from './get-user-name';

beforeEach(() => setToken('tok'));

describe('the start-up reads', () => {
  it('decode the Go answers (userObject, serviceFlags, contractStatus)', async () => {
    const flags = { hasBroadband: true, hasPhone: true, hasContactInfo: true, hasAr: true, hasPreinstall: false, hidedocuments: false, hasWiFi: true, hasRouter: true };
    installFakeServer({
      'GET user.1001': { json: { error: 0, message: '', object: { id: 1001, name: 'Avery Fields', name2: '', type: 'residential' }, zeroRows: false, name: 'user', pk: 'id' } },
      'GET user.1001/serviceidentification': { json: { error: 0, message: '', list: [flags], zeroRows: false, name: 'serviceidentification' } },
      'GET user.1001/contract': { json: { error: 0, message: '', list: [{ contractResign: true, contractResignType: 'NEEDDOC_IDVERIFY' }], zeroRows: false, name: 'contract' } },
    });
    expect(await fetchUserName(1001)).toBe('Avery Fields');
    expect(await fetchServiceFlags(1001)).toEqual(flags);
    expect(await fetchContractStatus(1001)).toEqual({ contractResign: true, contractResignType: 'NEEDDOC_IDVERIFY' });
  });

  it("decode the fake server's demo answers, which leave fields out", async () => {
    installFakeServer();
    expect(await fetchUserName(1002)).toBe('Fields Farm Ltd');
    expect(await fetchServiceFlags(1003)).toEqual({ ...noServiceFlags, hasContactInfo: true });
    expect(await fetchContractStatus(1002)).toEqual({ contractResign: false, contractResignType: '' });
  });

  it('read an empty list as nothing: no flags, no pending contract, no name', async () => {
    installFakeServer({
      'GET user.1001': { json: { error: 0 } },
      'GET user.1001/serviceidentification': { json: { error: 0, list: [] } },
      'GET user.1001/contract': { json: { error: 0, list: [] } },
    });
    expect(await fetchUserName(1001)).toBe('');
    expect(await fetchServiceFlags(1001)).toEqual(noServiceFlags);
    expect(await fetchContractStatus(1001)).toEqual({ contractResign: false, contractResignType: '' });
  });

  it.each([
    ['user.1001', { object: { id: 1001, name: 42 } }, () => fetchUserName(1001)],
    ['user.1001/serviceidentification', { list: [{ hasBroadband: 'true' }] }, () => fetchServiceFlags(1001)],
    ['user.1001/contract', { list: [{ contractResign: 1 }] }, () => fetchContractStatus(1001)],
  ] as const)('refuse a malformed %s answer', async (target, body, read) => {
    installFakeServer({ [`GET ${target}`]: { json: { error: 0, ...body } } });
    await expect(read()).rejects.toBeInstanceOf(MalformedAnswerError);
  });
});
