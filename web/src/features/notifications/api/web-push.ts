import * as v from 'valibot';
import { translate } from '../../../i18n/i18n';
import { apiGet, apiPost } from '../../../lib/api-client/api-client';
import { decodeEnvelope, decodeObject } from '../../../lib/api-client/decode';
import { ProductError, UnavailableError } from '../../../lib/api-client/errors';
import { meTarget } from '../../../lib/target';

/** me.1/webpush: the VAPID public key (GET) and the browser's subscription (POST). */
export const webPushTarget = meTarget('webpush');
/** me.1/webpushremove: forget the browser's subscription. */
export const webPushRemoveTarget = meTarget('webpushremove');

const KeySchema = v.object({ publickey: v.string() });

/** GET me.1/webpush: the key the browser subscribes with ('' when alerts on devices are off). */
export async function fetchPushKey(): Promise<string> {
  const answer = await apiGet(webPushTarget);
  if (answer === false) throw new UnavailableError(webPushTarget);
  return decodeObject(answer, KeySchema).publickey;
}

/** What the server keeps of a PushSubscription (its toJSON()). */
export interface PushSubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

async function write(target: string, body: unknown): Promise<void> {
  const result = await apiPost(target, body);
  if (result === false) throw new ProductError(translate('errors.generic'));
  const answer = decodeEnvelope(result);
  if (answer.error) throw new ProductError(answer.message || translate('errors.generic'));
}

/** POST me.1/webpush {endpoint, keys}; a refusal is thrown with the server's message. */
export function postPushSubscription(body: PushSubscriptionBody): Promise<void> {
  return write(webPushTarget, body);
}

/** POST me.1/webpushremove {endpoint}. */
export function postPushRemoval(endpoint: string): Promise<void> {
  return write(webPushRemoveTarget, { endpoint });
}
