import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { decodeList } from '../../../lib/api-client/decode';
import { targetQuery } from '../../../lib/api-client/query';
import { meTarget } from '../../../lib/target';

export const globalNotificationTarget = meTarget('globalnotification');

/** The global notification: the first list item of me.1/globalnotification (PLAT-128). */
export interface GlobalNotification {
  id: string;
  message: string;
}

/** A list item of me.1/globalnotification (Go notificationItem: id, message). */
export const GlobalNotificationItemSchema = v.object({
  id: v.union([v.number(), v.string()]),
  message: v.optional(v.string(), ''),
});

export const globalNotificationQuery = () =>
  targetQuery<GlobalNotification | null>(globalNotificationTarget, (answer) => {
    if (answer === false) return null;
    const first = decodeList(answer, GlobalNotificationItemSchema)[0];
    if (!first) return null;
    const id = String(first.id);
    const message = first.message.trim();
    // An item without an id or a text is not shown (nothing to remember its dismissal by).
    if (id === '' || message === '') return null;
    return { id, message };
  });

/** The current global notification, or null. */
export function useGlobalNotification() {
  return useQuery(globalNotificationQuery());
}
