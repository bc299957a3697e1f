/**
 * The phone area's pure rules (phone/account/billing spec §5, §9; decisions §21): the phone number
 * input's format and messages, which 911 profiles may be deleted, call durations and the merging
 * of call history pages.
 */

/** The longest text the phone number input takes: '(123) 456-7890' (PHONE-010). */
export const PHONE_INPUT_MAX = 14;

/** The digits of a text, nothing else (PHONE-007). */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * Digits as the phone number input shows them: '4035550123' → '(403) 555-0123'; partial input
 * grows into that shape ('(403', '(403) 555', '(403) 555-01'); digits past ten are kept at the end
 * (so the input can say it is too long). '' for no digits.
 */
export function formatPhoneNumber(digits: string): string {
  const d = phoneDigits(digits);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** A stored number for reading: 10 digits formatted, anything else as it is. */
export function displayPhoneNumber(number: string): string {
  const d = phoneDigits(number);
  return d.length === 10 ? formatPhoneNumber(d) : number;
}

/** Why a phone number input is refused (PHONE-008…010), or null. */
export type PhoneNumberProblem = 'blank' | 'max' | 'format' | null;

/**
 * The phone number input's own check: empty while required → 'blank' ("Field cannot be blank");
 * longer than 14 characters as shown → 'max' ("Max number of characters"); not ten digits →
 * 'format' ("Expected format: (123) 456-7890"). An empty optional field passes.
 */
export function phoneNumberProblem(digits: string, required: boolean): PhoneNumberProblem {
  const d = phoneDigits(digits);
  if (d.length === 0) return required ? 'blank' : null;
  if (formatPhoneNumber(d).length > PHONE_INPUT_MAX) return 'max';
  if (d.length !== 10) return 'format';
  return null;
}

/** Where the caret goes in the formatted text: after the same number of digits as before. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return formatted.startsWith('(') && formatted.length > 0 ? 1 : 0;
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
 * The digits after an edit of the formatted text. A deleted punctuation sign ('(', ')', ' ', '-')
 * takes the digit before it with it, so Backspace always removes something.
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
  return { digits, caretDigits };
}

/** A package's 911 model (phone-api.md): one selected profile for all numbers, or one per number. */
export type EmergencyProfileType = 'packageoriented' | 'numberoriented' | string;

/** Whether a profile (or package) type is package-oriented: only then is there a "Selected" radio (PHONE-016). */
export function isPackageOriented(type: EmergencyProfileType): boolean {
  return type === 'packageoriented';
}

/**
 * Delete is offered only while a profile is not in use (PHONE-018, decisions §21): a
 * package-oriented profile that is not selected, or a number-oriented one with no numbers.
 */
export function canDeleteProfile(p: { emergencyprofile_type: EmergencyProfileType; selected: boolean; directorynumbers: readonly string[] }): boolean {
  return isPackageOriented(p.emergencyprofile_type) ? !p.selected : p.directorynumbers.length === 0;
}

/** A duration in seconds split for display: hours, minutes, seconds. */
export function durationParts(totalSeconds: number): { hours: number; minutes: number; seconds: number } {
  const s = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.round(totalSeconds) : 0;
  return { hours: Math.floor(s / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

/** One page of the call history as the server answers it (newest first, `more` when older ones exist). */
export interface CallPage<T extends { id: string; callstartdate: number }> {
  list: T[];
  more: boolean;
}

/**
 * The pages of a call history as one list, newest first, each call once (a call can sit on two
 * pages when calls arrive between two reads).
 */
export function mergeCallPages<T extends { id: string; callstartdate: number }>(pages: readonly CallPage<T>[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const page of pages) {
    for (const call of page.list) {
      if (seen.has(call.id)) continue;
      seen.add(call.id);
      out.push(call);
    }
  }
  // The server's order: newest first, calls of the same second by id, descending.
  return out.sort((a, b) => b.callstartdate - a.callstartdate || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

/** Where the page after a page starts: its last call's start and id (docs/phone-api.md). */
export interface CallCursor {
  before: number;
  beforeid: string;
}

/** The cursor of the page after this one, when older calls exist. */
export function nextCallsCursor<T extends { id: string; callstartdate: number }>(page: CallPage<T>): CallCursor | undefined {
  const last = page.list[page.list.length - 1];
  return page.more && last ? { before: last.callstartdate, beforeid: last.id } : undefined;
}

/** A Canadian postal code as typed into the 911 form: upper case, a space after the third sign ('t4n3z9' → 'T4N 3Z9'). */
export function formatPostalCode(text: string): string {
  const raw = text.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 6);
  return raw.length > 3 ? `${raw.slice(0, 3)} ${raw.slice(3)}` : raw;
}
