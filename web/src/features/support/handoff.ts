/**
 * What another page hands to the new-request form through the router's state (the troubleshooting
 * page's "Still not working": `{ category: 'internet', diagnostics: lines }`), read with care: the
 * state is anything the history holds.
 */
import { CATEGORIES, type Category } from './api/support-api';

export interface NewRequestState {
  category?: Category;
  diagnostics: string[];
}

/** The form's starting point from a location's state; anything unexpected is left out. */
export function readNewRequestState(state: unknown): NewRequestState {
  if (state === null || typeof state !== 'object') return { diagnostics: [] };
  const s = state as { category?: unknown; diagnostics?: unknown };
  const category = CATEGORIES.find((c) => c === s.category);
  const diagnostics = Array.isArray(s.diagnostics) ? s.diagnostics.filter((l): l is string => typeof l === 'string' && l.trim() !== '') : [];
  return { ...(category ? { category } : {}), diagnostics };
}

/** The ticket page's state after a sending: the server's message. */
export function sentMessageOf(state: unknown): string {
  const sent = state !== null && typeof state === 'object' ? (state as { sent?: unknown }).sent : undefined;
  return typeof sent === 'string' ? sent : '';
}
