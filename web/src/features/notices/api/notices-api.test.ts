// covers: PLAT-128
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { MalformedAnswerError, setToken } from '../../../lib/api-client';
import { installFakeServer } from '../../../test/fake-server';
import { globalNotificationQuery } from './get-global-notification';
import { postFeedback } from './post-feedback';

beforeEach(() => setToken('tok'));

const read = () => new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(globalNotificationQuery());

describe('globalnotification', () => {
  it("decodes the Go answer (notificationItem) and keeps the first item, its id as text", async () => {
    installFakeServer({
      'GET me.1/globalnotification': {
        json: { error: 0, message: '', list: [{ id: 7, message: ' Maintenance tonight. ' }, { id: 8, message: 'Second' }], zeroRows: false, name: 'globalnotification', pk: 'id' },
      },
    });
    expect(await read()).toEqual({ id: '7', message: 'Maintenance tonight.' });
  });

  it('is null for an empty list or an item without text', async () => {
    installFakeServer({ 'GET me.1/globalnotification': { json: { error: 0, list: [], zeroRows: true } } });
    expect(await read()).toBeNull();
    installFakeServer({ 'GET me.1/globalnotification': { json: { error: 0, list: [{ id: 7, message: '  ' }] } } });
    expect(await read()).toBeNull();
  });

  it('refuses an item without an id or with a message that is not text', async () => {
    installFakeServer({ 'GET me.1/globalnotification': { json: { error: 0, list: [{ message: 'No id' }] } } });
    await expect(read()).rejects.toBeInstanceOf(MalformedAnswerError);
    installFakeServer({ 'GET me.1/globalnotification': { json: { error: 0, list: [{ id: 7, message: 5 }] } } });
    await expect(read()).rejects.toBeInstanceOf(MalformedAnswerError);
  });
});

describe('feedback', () => {
  it("resolves with the server's message and refuses a malformed answer", async () => {
    installFakeServer({ 'POST me.1/feedback': { json: { error: 0, message: 'Thank you!' } } });
    expect(await postFeedback({ message: 'hi', context: '/ui/user/dashboard' })).toBe('Thank you!');
    installFakeServer({ 'POST me.1/feedback': { json: { error: 0, message: ['Thank you!'] } } });
    await expect(postFeedback({ message: 'hi', context: '' })).rejects.toBeInstanceOf(MalformedAnswerError);
  });
});
