/**
 * The e-payment amount (phone/account/billing spec §5 "Payment amount", PAY-002, PAY-003,
 * decisions §19): an optional minus, 1 to 30 digits, an optional decimal point and up to 2
 * decimals; Pay is enabled only for an amount more than zero and at most what may be paid now.
 * Amounts are compared in whole cents, never as floats. Pure.
 */

/** PAY-002, the server's pattern too (internal/billing/amount.go). */
export const AMOUNT_PATTERN = /^(-?)([0-9]{1,30})(?:\.([0-9]{0,2}))?$/;

/** The amount as typed, tidied: spaces dropped and a decimal comma (French) read as a point. */
export function normalizeAmount(typed: string): string {
  const s = typed.replace(/[\s\u00a0\u202f]/g, '');
  return /^-?[0-9]*,[0-9]*$/.test(s) ? s.replace(',', '.') : s;
}

/** Whole cents of a text matching the pattern (BigInt: 30 digits do not fit a double). */
function centsOf(m: RegExpExecArray): bigint {
  const fraction = (m[3] ?? '').padEnd(2, '0');
  const cents = BigInt(m[2]! + fraction);
  return m[1] === '-' ? -cents : cents;
}

/** Dollars (a JSON number with 2 decimals) as whole cents. */
export function dollarsToCents(dollars: number): bigint {
  return BigInt(Math.round(dollars * 100));
}

/** Why Pay is disabled, or 'ok'. */
export type AmountCheck =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'notPositive' }
  | { kind: 'overPayable' }
  | { kind: 'ok'; amount: string };

/**
 * Checks a typed amount against PAY-002 and the payable amount (decisions §19). `amount` of an
 * 'ok' is what is sent: the normalized text, e.g. "25.5".
 */
export function checkAmount(typed: string, payable: number): AmountCheck {
  const s = normalizeAmount(typed);
  if (s === '') return { kind: 'empty' };
  const m = AMOUNT_PATTERN.exec(s);
  if (!m) return { kind: 'invalid' };
  const cents = centsOf(m);
  if (cents <= 0n) return { kind: 'notPositive' };
  if (cents > dollarsToCents(payable)) return { kind: 'overPayable' };
  return { kind: 'ok', amount: s };
}
