/**
 * Pure rules of the Package page (internet spec §2, §9; decisions §17 and "Money"): Unlimited
 * caps, money as $1,234.56, the fibre-speed rule and the package action=upgrade pre-selects.
 */
import { formatMoney as formatMoneyIn, formatNumber, type Language } from '../../lib/format';

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

/**
 * Money as the app shows it (decisions "Money"): '$1,234.56', a credit '$12.34 CR'; in French
 * '1 234,56 $' and '12,34 $ CR' (lib/format/money.ts). Not a number → ''.
 */
export function formatMoney(dollars: number, lang: Language = 'en'): string {
  return formatMoneyIn(dollars, lang);
}

/** A GB count with thousands separators and at most 3 decimals: 1500 → '1,500' (French '1 500'); not a number → ''. */
export function formatGb(gb: number, lang: Language = 'en'): string {
  if (!Number.isFinite(gb)) return '';
  return formatNumber(Math.round(gb * 1000) / 1000, lang, { maxDecimals: 3 });
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
