// covers: NET-087, NET-091, NET-100
import { beforeEach, describe, expect, it } from 'vitest';
import { MalformedAnswerError, ProductError, setToken } from '../../../lib/api-client';
import { installFakeServer } from '../../../test/fake-server';
import { fetchAccountWarnings } from './get-account-warnings';
import { postClearDisruptiveTicket } from './post-clear-disruptive-ticket';
import { postAutoRegister } from './post-ipaddr-autoregister';

beforeEach(() => setToken('tok'));

/** me.1/accountwarning as the Go server writes it (warningItem). */
const warnings = {
  error: 0,
  message: '',
  list: [
    { id: 11, type: 'hitcap', title: 'Data cap reached', body: 'You have used 400 GB.', clearable: false, user: 1001, multipleusers: true },
    { id: 12, type: 'disruptiveticket', title: 'Outage', body: 'Work in your area.', clearable: true, user: 1002, multipleusers: true },
  ],
  zeroRows: false,
  name: 'accountwarning',
  pk: 'id',
};

describe('accountwarning', () => {
  it('decodes the Go answer; an empty list is no warning', async () => {
    installFakeServer({ 'GET me.1/accountwarning': { json: warnings } });
    expect(await fetchAccountWarnings()).toEqual(warnings.list);
    installFakeServer({ 'GET me.1/accountwarning': { json: { error: 0, message: '', list: [], zeroRows: true, name: 'accountwarning', pk: 'id' } } });
    expect(await fetchAccountWarnings()).toEqual([]);
  });

  it('refuses a malformed warning', async () => {
    installFakeServer({ 'GET me.1/accountwarning': { json: { error: 0, list: [{ id: 11, type: 'hitcap', clearable: 'no' }] } } });
    await expect(fetchAccountWarnings()).rejects.toBeInstanceOf(MalformedAnswerError);
  });
});

describe('the warning actions', () => {
  it("resolve with the Go answer (done: success and message) and throw a refusal's message", async () => {
    installFakeServer({
      'POST user.1001/cleardisruptiveticket': { json: { error: 0, message: 'Ticket cleared.', success: true } },
      'POST user.1001/ipaddr_autoregister': { json: { error: 1, message: 'Not at home.' } },
    });
    expect(await postClearDisruptiveTicket(1001, 'Avery Fields')).toMatchObject({ message: 'Ticket cleared.', success: true });
    await expect(postAutoRegister(1001)).rejects.toEqual(new ProductError('Not at home.'));
  });

  it('refuse an answer whose flags are malformed', async () => {
    installFakeServer({ 'POST user.1001/ipaddr_autoregister': { json: { error: '0', message: 'ok' } } });
    await expect(postAutoRegister(1001)).rejects.toBeInstanceOf(MalformedAnswerError);
  });
});
