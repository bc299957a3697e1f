/**
 * Pure rules of the Package page (internet spec §2, §9; decisions §17 and "Money"): Unlimited
 * caps, money as $1,234.56, the fibre-speed rule and the package action=upgrade pre-selects.
 */

/** A broadband package as the server sends it (docs/internet-api.md "Packages", NET-049). */
export interface BroadbandPackage {
  /** Catalog package id. */
  id: number;
  /** The account's broadband subscription id: what packageupgrade.{bpid} changes. */
  bpid: number;
  description: string;
  /** GB per month; all nines means Unlimited. */
  cap: number;
  /** Dollars, 2 decimals. */
  monthly_fee: number;
  /** mbps. */
  rate_download: number;
  rate_upload: number;
  /** The package's public page ('' when none). */
  link: string;
  technology: string;
  /** The provider's featured package (decisions §17). */
  featured: boolean;
}

/** True when a cap consists only of 9s: the package is Unlimited (NET-018). */
export function isUnlimitedCap(cap: number | string | null | undefined): boolean {
  if (cap === null || cap === undefined) return false;
  const s = String(cap).trim();
  return /^9+$/.test(s);
}

/** Groups an integer's digits by thousands: 1234567 → '1,234,567'. */
function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Money as the app shows it (decisions "Money"): '$1,234.56'; a negative amount is a credit,
 * '$12.34 CR'. Works on whole cents so 0.1 + 0.2 style noise never shows; not a number → ''.
 */
export function formatMoney(dollars: number): string {
  if (typeof dollars !== 'number' || !Number.isFinite(dollars)) return '';
  const cents = Math.round(Math.abs(dollars) * 100);
  const whole = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  const text = `$${groupThousands(whole)}.${rest}`;
  return dollars < 0 && cents > 0 ? `${text} CR` : text;
}

/** A GB count with thousands separators and at most 3 decimals: 1500 → '1,500'. */
export function formatGb(gb: number): string {
  if (!Number.isFinite(gb)) return '';
  const rounded = Math.round(gb * 1000) / 1000;
  const [int, frac] = String(Math.abs(rounded)).split('.');
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${groupThousands(Number(int))}${frac ? `.${frac}` : ''}`;
}

/**
 * Whether a package card shows its fibre download and upload speeds: only when the description
 * contains "fiber", in any case (NET-050).
 */
export function showsFiberSpeeds(description: string | null | undefined): boolean {
  return typeof description === 'string' && /fiber/i.test(description);
}

/** A cap for ordering: Unlimited counts as the biggest. */
function capRank(cap: number): number {
  return isUnlimitedCap(cap) ? Number.POSITIVE_INFINITY : cap;
}

/**
 * The package action=upgrade pre-selects: the upgradable package with the lowest cap (Unlimited
 * counts as the biggest); on equal caps the cheaper one, then the first listed (NET-054).
 * Undefined when there is nothing to upgrade to.
 */
export function lowestCapPackage<P extends Pick<BroadbandPackage, 'cap' | 'monthly_fee'>>(list: readonly P[]): P | undefined {
  let best: P | undefined;
  for (const p of list) {
    if (
      best === undefined ||
      capRank(p.cap) < capRank(best.cap) ||
      (capRank(p.cap) === capRank(best.cap) && p.monthly_fee < best.monthly_fee)
    ) {
      best = p;
    }
  }
  return best;
}


/** A date as the package page shows it: 'November 23, 2026'; '' for a missing one. */
export function formatDate(epochMs: number, timeZone?: string): string {
  if (!Number.isFinite(epochMs) || epochMs <= 0) return '';
  try {
    return new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone }).format(new Date(epochMs));
  } catch {
    return new Intl.DateTimeFormat('en-CA', { dateStyle: 'long' }).format(new Date(epochMs));
  }
}
