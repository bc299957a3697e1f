/**
 * The rules of IP address management that need no server (phone/account/billing spec §2, §5, §9;
 * docs/phone-api.md "IP address management"): the MAC input's formatting, which registrations are
 * still available, and where a new one comes from (the base package first, then the add-on).
 */

/** The longest MAC address input: six pairs and five colons (IP-020). */
export const MAC_MAX_LENGTH = 17;

/** A complete MAC address as the server stores it: six lower-case hex pairs with colons. */
export const MAC_PATTERN = /^[0-9a-f]{2}(?::[0-9a-f]{2}){5}$/;

/** The longest description the server accepts (characters; the form's descriptor says the same). */
export const DESCRIPTION_MAX_LENGTH = 64;

/**
 * The MAC input as typed (IP-017…020): lower case, only 0-9 and a-f, a colon after each pair, at
 * most 17 characters. `typing` is true while characters are added: a complete pair then gets its
 * colon at once (`aa` → `aa:`); while deleting, the trailing colon is not put back, so Backspace
 * goes through it. Pasted text in any layout (`AA-BB-CC-DD-EE-FF`, `aabb.ccdd.eeff`) comes out
 * as `aa:bb:cc:dd:ee:ff`.
 */
export function formatMacInput(raw: string, typing = true): string {
  const hex = raw
    .toLowerCase()
    .replace(/[^0-9a-f]/g, '')
    .slice(0, 12);
  const pairs = hex.match(/.{1,2}/g) ?? [];
  let out = pairs.join(':');
  if (typing && hex.length > 0 && hex.length < 12 && hex.length % 2 === 0) out += ':';
  return out.slice(0, MAC_MAX_LENGTH);
}

/** True for a complete MAC address (six lower-case pairs with colons). */
export function isCompleteMac(mac: string): boolean {
  return MAC_PATTERN.test(mac);
}

/** Where a registration's allowance comes from (the overview's `source`). */
export type RegistrationSource = 'base' | 'addon';

/** GET user.{id}/ipaddr_count's object: used and allowed registrations per source (IP-007). */
export interface AddressCounts {
  base_used: number;
  base_available: number;
  base_canbestatic: boolean;
  addon_used: number;
  addon_available: number;
  addon_canbestatic: boolean;
}

/** How many registrations a source has left (never below 0). */
function left(used: number, available: number): number {
  return Math.max(0, available - used);
}

/**
 * The source a new registration of a type would take, as the server picks it: the base package
 * while it has one left (and, for a static address, may be static), else the add-on on the same
 * terms; null when none is left for that type.
 */
export function nextSource(counts: AddressCounts, isStatic: boolean): RegistrationSource | null {
  if (left(counts.base_used, counts.base_available) > 0 && (!isStatic || counts.base_canbestatic)) return 'base';
  if (left(counts.addon_used, counts.addon_available) > 0 && (!isStatic || counts.addon_canbestatic)) return 'addon';
  return null;
}

/**
 * Whether "Register Dynamic IP address" and "Register Static IP address" are enabled (IP-010,
 * docs/phone-api.md): each only while a registration of that type is still available from the
 * base package or the add-on; a static one only from a source that may be static.
 */
export function registerButtons(counts: AddressCounts | undefined): { dynamic: boolean; static: boolean } {
  if (!counts) return { dynamic: false, static: false };
  return { dynamic: nextSource(counts, false) !== null, static: nextSource(counts, true) !== null };
}

/**
 * Why a register button is disabled: 'included' when the package includes no registration of that
 * type at all, 'used' when every one it includes is in use; null while one is available.
 */
export function unavailableReason(counts: AddressCounts, isStatic: boolean): 'included' | 'used' | null {
  if (nextSource(counts, isStatic) !== null) return null;
  const base = counts.base_available > 0 && (!isStatic || counts.base_canbestatic);
  const addon = counts.addon_available > 0 && (!isStatic || counts.addon_canbestatic);
  return base || addon ? 'used' : 'included';
}

/** One row of the summary table (IP-008): From, Type, Registered/Total. */
export interface SummaryRow {
  source: RegistrationSource;
  /** The type of address this source allows: static (and dynamic) where it may be static, else dynamic only. */
  canBeStatic: boolean;
  used: number;
  available: number;
}

/** The summary's rows: the base package, then the add-on when the account has one (or registrations from it). */
export function summaryRows(counts: AddressCounts): SummaryRow[] {
  const rows: SummaryRow[] = [
    { source: 'base', canBeStatic: counts.base_canbestatic, used: counts.base_used, available: counts.base_available },
  ];
  if (counts.addon_available > 0 || counts.addon_used > 0) {
    rows.push({ source: 'addon', canBeStatic: counts.addon_canbestatic, used: counts.addon_used, available: counts.addon_available });
  }
  return rows;
}
