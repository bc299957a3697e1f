// covers: PLAT-132
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/api-client';
import { installFakeServer } from '../../../test/fake-server';
import { postFirstMacRegister } from './post-first-mac-register';

beforeEach(() => setToken('tok'));

describe('firstmacregister', () => {
  it('decodes the Go answer: case and message at the top level and in object', async () => {
    const message = 'Your device is registered. We are setting up your connection.';
    installFakeServer({ 'POST me.1/firstmacregister': { json: { error: 0, message, object: { case: 100, message }, zeroRows: false, case: 100 } } });
    expect(await postFirstMacRegister('AA:BB:CC:DD:EE:FF', 'north')).toEqual({ kind: 'answer', case: 100, message });
  });

  it("falls back to object's case and message, and reads none as null and ''", async () => {
    installFakeServer({ 'POST me.1/firstmacregister': { json: { error: 0, object: { case: 10, message: 'No internet service.' } } } });
    expect(await postFirstMacRegister('hw', 'seg')).toEqual({ kind: 'answer', case: 10, message: 'No internet service.' });
    installFakeServer({ 'POST me.1/firstmacregister': { json: { error: 0 } } });
    expect(await postFirstMacRegister('hw', 'seg')).toEqual({ kind: 'answer', case: null, message: '' });
  });

  it('counts a malformed answer as a failed registration', async () => {
    installFakeServer({ 'POST me.1/firstmacregister': { json: { error: 0, case: '100', message: 'ok' } } });
    expect(await postFirstMacRegister('hw', 'seg')).toEqual({ kind: 'failed' });
  });
});
