/**
 * The auto-payment screen's rules, without React (PAY-013, PAY-021…023, PAY-036/037, G.1): what a
 * method is, the name on card, and what the void-cheque counter allows.
 */
import type { FileProblem } from '../../lib/upload';
import type { AutopaymentMethod } from './api/get-autopayment';
import type { EftPhotoStatus } from './api/get-eft-photo';

/** The method types (PAY-013): VA Visa, MC Mastercard, EF a bank account (EFT). */
export const methodTypes = ['VA', 'MC', 'EF'] as const;
export type MethodType = (typeof methodTypes)[number];

/** The catalog key of a method type's name ('billing.summary.types.VA' …; 'other' for an unknown one). */
export function methodTypeKey(type: string): string {
  return `billing.summary.types.${(methodTypes as readonly string[]).includes(type) ? type : 'other'}`;
}

/** True for a card method (it has an expiry). */
export function isCardMethod(method: Pick<AutopaymentMethod, 'type'>): boolean {
  return method.type === 'VA' || method.type === 'MC';
}

/** A card's expiry as MM and YYYY, or null (a bank account, or none given). */
export function cardExpiry(method: AutopaymentMethod): { month: string; year: string } | null {
  if (!isCardMethod(method) || method.expmonth < 1 || method.expmonth > 12 || method.expyear <= 0) return null;
  const year = method.expyear < 100 ? 2000 + method.expyear : method.expyear;
  return { month: String(method.expmonth).padStart(2, '0'), year: String(year) };
}

/** Only these card brands are accepted (PAY-021); the gateway's page refuses the others. */
export const acceptedCardBrands = ['Visa', 'Mastercard'] as const;

/** The longest name on card the server takes. */
export const NAME_ON_CARD_MAX = 64;

/** The name on card as sent: spaces trimmed and collapsed. */
export function normalizeNameOnCard(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/**
 * The name on card's problem, or null (PAY-022): it is required and must not be blank. Its format
 * is the server's to check (its message comes back as the card session's refusal).
 */
export function nameOnCardProblem(name: string): 'required' | null {
  return normalizeNameOnCard(name) === '' ? 'required' : null;
}

/** True for the names of a prepaid card: "prepaid" or "PPC", any case (PAY-023, decisions §3). */
export function isPrepaidName(name: string): boolean {
  const n = normalizeNameOnCard(name).toLowerCase();
  return n === 'prepaid' || n === 'ppc';
}

/** What the void-cheque counter means on this screen (PAY-036, PAY-037, decisions §15). */
export interface ChequeState {
  /** > 0: the processing message is shown. */
  processing: boolean;
  /** ≥ 2: the upload is hidden (the server refuses a third). */
  uploadHidden: boolean;
  /** The reason of the latest photo when it was rejected and nothing waits ('' when none given); null otherwise. */
  rejectedReason: string | null;
}

/** The photos that may wait for review at once. */
export const MAX_PENDING_PHOTOS = 2;

export function chequeState(status: EftPhotoStatus | null | undefined): ChequeState {
  const pending = status?.pendingphotos ?? 0;
  const latest = [...(status?.photos ?? [])].sort((a, b) => b.ts - a.ts)[0];
  return {
    processing: pending > 0,
    uploadHidden: pending >= MAX_PENDING_PHOTOS,
    rejectedReason: pending === 0 && latest?.status === 'rejected' ? latest.reason : null,
  };
}

/** The catalog key of a file problem's text: G.1's messages, word for word. */
export function fileProblemKey(problem: FileProblem): string {
  return `billing.file.${problem}`;
}
