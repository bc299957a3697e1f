// covers: PLAT-148, PLAT-149, PLAT-154
import { beforeEach, describe, expect, it } from 'vitest';
import { MalformedAnswerError, ProductError, setToken } from '../../../lib/api-client';
import { clearSchemaCache } from '../../../lib/schema-form';
import { installFakeServer } from '../../../test/fake-server';
import { fetchServiceEmails } from './get-service-emails';
import { postServiceEmail } from './post-service-email';

beforeEach(() => {
  setToken('tok');
  clearSchemaCache();
});

const schema = {
  sVersion: '1',
  pk: 'id',
  httpGetParameters: {},
  generalSchema: {},
  props: { forwardingaddress: { type: 'oi', expectedType: 'string', label: 'Forwarding address', required: false, autoFocus: true } },
};

/** user.1001/serviceemail as the Go server writes it (serviceEmailItem). */
const list = [
  { id: 5, email: 'avery@demonet.test', forwarding: true, forwardingaddress: 'avery@example.test' },
  { id: 6, email: 'farm@demonet.test', forwarding: false, forwardingaddress: '' },
];

describe('serviceemail', () => {
  it('decodes the Go answer with its schema', async () => {
    installFakeServer({ 'GET user.1001/serviceemail': { json: { error: 0, message: '', list, zeroRows: false, name: 'serviceemail', pk: 'id', schema } } });
    const r = await fetchServiceEmails(1001);
    expect(r.items).toEqual(list);
    expect(r.schema?.props.forwardingaddress?.label).toBe('Forwarding address');
  });

  it('reads forwarding left out as off and no forwarding address as ""', async () => {
    installFakeServer({ 'GET user.1001/serviceemail': { json: { error: 0, list: [{ id: 5, email: 'a@b.test' }], schema } } });
    expect((await fetchServiceEmails(1001)).items).toEqual([{ id: 5, email: 'a@b.test', forwarding: false, forwardingaddress: '' }]);
  });

  it.each([
    ['an id as text', [{ ...list[0], id: '5' }]],
    ['no e-mail', [{ id: 5, forwarding: false }]],
  ])('refuses a malformed item: %s', async (_name, items) => {
    installFakeServer({ 'GET user.1001/serviceemail': { json: { error: 0, list: items, schema } } });
    await expect(fetchServiceEmails(1001)).rejects.toBeInstanceOf(MalformedAnswerError);
  });

  it("checks a write's answer and throws a refusal's message", async () => {
    installFakeServer({ 'POST user.1001/serviceemail.5': { json: { error: 0, message: 'Forwarding is on.' } } });
    expect(await postServiceEmail(1001, 5, { forwardingaddress: 'x@y.test' })).toMatchObject({ message: 'Forwarding is on.' });
    installFakeServer({ 'POST user.1001/serviceemail.5': { json: { error: 1, message: 'Not allowed.' } } });
    await expect(postServiceEmail(1001, 5, { abandon: true })).rejects.toEqual(new ProductError('Not allowed.'));
    installFakeServer({ 'POST user.1001/serviceemail.5': { json: { error: null } } });
    await expect(postServiceEmail(1001, 5, { abandon: true })).rejects.toBeInstanceOf(MalformedAnswerError);
  });
});
