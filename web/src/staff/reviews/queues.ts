import type { QueueId } from '../api';

/** The review queues' ids, as in the console's addresses (/staff/reviews/:queue). */
export const queueIds: readonly QueueId[] = ['identity-documents', 'contracts', 'void-cheques', 'change-requests', 'failed-mail'];

export function isQueue(s: string | undefined): s is QueueId {
  return queueIds.includes(s as QueueId);
}

/** An item id of an address: a positive whole number, else undefined. */
export function itemId(s: string | undefined): number | undefined {
  if (!s || !/^[1-9]\d{0,17}$/.test(s)) return undefined;
  return Number(s);
}
