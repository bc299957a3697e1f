/**
 * Phone numbers on the Account page (phone/account/billing spec §5 "Phone number input"): digits
 * only, shown as (123) 456-7890 while typing. The same rules as the phone pages' input (features
 * are leaves, so this feature keeps its own copy).
 */

/** The digits of a text, nothing else. */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** '4035550123' → '(403) 555-0123'; partial input grows into that shape; '' for no digits. */
export function formatPhoneNumber(digits: string): string {
  const d = phoneDigits(digits);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** A stored number for reading (ACCT-006): 10 digits as (403) 555-0123, anything else as it is. */
export function displayPhoneNumber(number: string): string {
  const d = phoneDigits(number);
  return d.length === 10 ? formatPhoneNumber(d) : number;
}

/** Where the caret goes in the formatted text: after the same number of digits as before. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return formatted.startsWith('(') ? 1 : 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!)) {
      seen++;
      if (seen === digitsBefore) return i + 1;
    }
  }
  return formatted.length;
}

/**
 * The digits after an edit of the formatted text, at most 10. A deleted punctuation sign takes the
 * digit before it with it, so Backspace always removes something.
 */
export function digitsAfterEdit(previous: string, typed: string, caret: number | null): { digits: string; caretDigits: number } {
  const before = phoneDigits(previous);
  let digits = phoneDigits(typed);
  const at = caret ?? typed.length;
  let caretDigits = phoneDigits(typed.slice(0, at)).length;
  if (digits === before && typed.length < formatPhoneNumber(before).length && caretDigits > 0) {
    digits = digits.slice(0, caretDigits - 1) + digits.slice(caretDigits);
    caretDigits -= 1;
  }
  return { digits: digits.slice(0, 10), caretDigits: Math.min(caretDigits, 10) };
}
