/**
 * The way to My Balance's amount field (issue 28): the spec keeps My Balance and its Pay on the
 * Account page (ACCT-041), so the dashboard's balance card, its "Pay my bill" shortcut and Billing
 * all lead there with this state; the Account page scrolls the field into view and focuses it,
 * filled with the amount when one is given.
 */

/** The Account page, where My Balance is. */
export const MY_BALANCE_PATH = '/user/account';

/** The navigation state asking the Account page for the amount field. */
export interface PayRequestState {
  focus: 'pay';
  /** Dollars to prefill, e.g. "134.85". */
  amount?: string;
}

/** The state of a link to My Balance's amount field, prefilled with `dollars` when given (> 0). */
export function payState(dollars?: number): PayRequestState {
  return dollars !== undefined && dollars > 0 ? { focus: 'pay', amount: dollars.toFixed(2) } : { focus: 'pay' };
}

/** The pay request a location's state carries, if any. */
export function payRequestOf(state: unknown): PayRequestState | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as { focus?: unknown; amount?: unknown };
  if (s.focus !== 'pay') return null;
  return typeof s.amount === 'string' && /^[0-9]{1,30}(\.[0-9]{1,2})?$/.test(s.amount) ? { focus: 'pay', amount: s.amount } : { focus: 'pay' };
}
