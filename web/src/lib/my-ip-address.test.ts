// covers: PLAT-138, NET-100
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeServer } from '../test/fake-server';
import { MalformedAnswerError, setToken } from './api-client';
import { myIpAddressQuery } from './my-ip-address';

beforeEach(() => setToken('tok'));

const read = () => new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(myIpAddressQuery());

describe('whatismyipaddress', () => {
  it('decodes the Go answer ({ip, private})', async () => {
    installFakeServer({ 'GET me.1/whatismyipaddress': { json: { error: 0, message: '', object: { ip: '192.168.88.20', private: true }, zeroRows: false, name: 'whatismyipaddress' } } });
    expect(await read()).toEqual({ ip: '192.168.88.20', private: true });
  });

  it("reads a field left out as '' / false, and 433–435 as null", async () => {
    installFakeServer({ 'GET me.1/whatismyipaddress': { json: { error: 0, object: { ip: '203.0.113.7' } } } });
    expect(await read()).toEqual({ ip: '203.0.113.7', private: false });
    installFakeServer({ 'GET me.1/whatismyipaddress': { status: 433, json: { error: 1 } } });
    expect(await read()).toBeNull();
  });

  it('refuses a malformed answer', async () => {
    installFakeServer({ 'GET me.1/whatismyipaddress': { json: { error: 0, object: { ip: '10.0.0.1', private: 'yes' } } } });
    await expect(read()).rejects.toBeInstanceOf(MalformedAnswerError);
  });
});
