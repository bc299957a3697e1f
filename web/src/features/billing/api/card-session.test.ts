// covers: PAY-024, PAY-025, PAY-026, PAY-027, PAY-029, PAY-030
import { beforeEach, describe, expect, it } from 'vitest';
import { ProductError, setToken } from '../../../lib/api-client';
import { installFakeServer } from '../../../test/fake-server';
import { isWebAddress, saveCard, startCardSession } from './card-session';

beforeEach(() => setToken('tok'));

const session = { id: 42, sessiontoken: 'st_1', url: 'http://localhost/sandbox/pay?code=4&sessiontoken=st_1' };

describe('opening a card session', () => {
  it('GETs user.{id}/cctoken with nameoncard and reads list[0] (PAY-024)', async () => {
    const server = installFakeServer({ 'GET user.1001/cctoken': { json: { error: 0, list: [session], name: 'cctoken' } } });
    expect(await startCardSession(1001, 'Avery Fields')).toEqual(session);
    const call = server.callsTo('GET', 'user.1001/cctoken')[0]!;
    expect(call.url.searchParams.get('nameoncard')).toBe('Avery Fields');
    expect(call.headers.get('x-omicron')).toBe('tok');
  });

  it('throws the server’s message for a refusal (PAY-025)', async () => {
    installFakeServer({ 'GET user.1001/cctoken': { status: 450, json: { error: 1, message: 'Online payments are not available at the moment.' } } });
    await expect(startCardSession(1001, 'Avery')).rejects.toThrow('Online payments are not available at the moment.');
    installFakeServer({ 'GET user.1001/cctoken': { json: { error: 1, message: 'Refused with the error flag' } } });
    await expect(startCardSession(1001, 'Avery')).rejects.toThrow('Refused with the error flag');
  });

  it('throws when the answer has no list (PAY-026)', async () => {
    installFakeServer({ 'GET user.1001/cctoken': { json: { error: 0 } } });
    const p = startCardSession(1001, 'Avery');
    await expect(p).rejects.toBeInstanceOf(ProductError);
    await expect(p).rejects.toThrow('The payment service did not open a card page. Please try again.');
    installFakeServer({ 'GET user.1001/cctoken': { json: { error: 0, list: [] } } });
    await expect(startCardSession(1001, 'Avery')).rejects.toThrow('The payment service did not open a card page. Please try again.');
  });

  it('refuses a page address that is not a web address', async () => {
    installFakeServer({ 'GET user.1001/cctoken': { json: { error: 0, list: [{ ...session, url: 'javascript:alert(1)' }] } } });
    await expect(startCardSession(1001, 'Avery')).rejects.toThrow('The payment service did not open a card page. Please try again.');
    expect(isWebAddress('https://pay.example/x')).toBe(true);
    expect(isWebAddress('/sandbox/pay?code=4')).toBe(true);
    expect(isWebAddress('data:text/html,x')).toBe(false);
  });

  it('throws "Session user null" without a session user, and calls nothing (PAY-027)', async () => {
    const server = installFakeServer();
    await expect(startCardSession(null, 'Avery')).rejects.toThrow('Session user null');
    await expect(startCardSession(undefined, 'Avery')).rejects.toThrow('Session user null');
    await expect(startCardSession(0, 'Avery')).rejects.toThrow('Session user null');
    expect(server.calls.filter((c) => c.target.includes('cctoken'))).toHaveLength(0);
  });
});

describe('saving the returned card', () => {
  const save = { user: 1001, id: 42, sessiontoken: 'st_1', cctoken: 'tok_abc' };

  it('POSTs user.{id}/cctoken.{session} with {sessiontoken, cctoken} and reads the message (PAY-029)', async () => {
    const server = installFakeServer({
      'POST user.1001/cctoken.42': { json: { error: 0, success: true, message: 'Your Visa ending in 4242 will be used for automatic payments.', object: { type: 'VA' } } },
    });
    expect(await saveCard(save)).toBe('Your Visa ending in 4242 will be used for automatic payments.');
    expect(server.callsTo('POST', 'user.1001/cctoken.42')[0]!.body).toEqual({ sessiontoken: 'st_1', cctoken: 'tok_abc' });
  });

  it('throws the message of a failure or of success false (PAY-030)', async () => {
    installFakeServer({ 'POST user.1001/cctoken.42': { status: 450, json: { error: 1, message: 'This card setup has expired or was already used. Please start again.' } } });
    await expect(saveCard(save)).rejects.toThrow('This card setup has expired or was already used. Please start again.');
    installFakeServer({ 'POST user.1001/cctoken.42': { json: { error: 0, success: false, message: 'The card was not added. Please try again or use another card.' } } });
    await expect(saveCard(save)).rejects.toThrow('The card was not added. Please try again or use another card.');
  });
});
