import { useQuery } from '@tanstack/react-query';
import { targetQuery } from '../../../lib/api-client/query';
import { meTarget } from '../../../lib/target';

export const globalNotificationTarget = meTarget('globalnotification');

/** The global notification: the first list item of me.1/globalnotification (PLAT-128). */
export interface GlobalNotification {
  id: string;
  message: string;
}

export const globalNotificationQuery = () =>
  targetQuery<GlobalNotification | null>(globalNotificationTarget, (answer) => {
    if (answer === false || !answer || typeof answer !== 'object') return null;
    const list = (answer as { list?: unknown }).list;
    const first = Array.isArray(list) ? (list[0] as Record<string, unknown> | undefined) : undefined;
    if (!first || typeof first !== 'object') return null;
    const id = first.id;
    const message = typeof first.message === 'string' ? first.message.trim() : '';
    if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '' || message === '') return null;
    return { id: String(id), message };
  });

/** The current global notification, or null. */
export function useGlobalNotification() {
  return useQuery(globalNotificationQuery());
}
