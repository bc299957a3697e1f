/**
 * Usage rules of the dashboard card (internet spec §9; NET-008, NET-016…018): the percent of the
 * cap used, the donut's colour and Unlimited caps (GB figures: lib/format/gigabytes.ts).
 */

/** Donut levels: green below 95 %, orange from 95 %, red from 100 % (NET-017). */
export type UsageLevel = 'normal' | 'warning' | 'over';

export const WARNING_PERCENT = 95;
export const OVER_PERCENT = 100;

/** A cap made only of nines (999999) means Unlimited (NET-018). */
export function isUnlimitedCap(cap: unknown): boolean {
  if (typeof cap !== 'number' && typeof cap !== 'string') return false;
  const s = String(cap).trim();
  return /^9+(\.0*)?$/.test(s);
}

/**
 * round(used / total × 100) (NET-016). A cap of 0 with usage counts as 100 %, without usage as 0;
 * negative or missing figures count as 0.
 */
export function usagePercent(used: number, total: number): number {
  const u = Number.isFinite(used) && used > 0 ? used : 0;
  const t = Number.isFinite(total) && total > 0 ? total : 0;
  if (t === 0) return u > 0 ? 100 : 0;
  return Math.round((u / t) * 100);
}

/** The donut's level for a percent (NET-017). */
export function usageLevel(percent: number): UsageLevel {
  if (percent >= OVER_PERCENT) return 'over';
  if (percent >= WARNING_PERCENT) return 'warning';
  return 'normal';
}

/** The donut's two slices: used (at most the cap) and what is left (never negative). */
export function donutSlices(used: number, total: number): [number, number] {
  const u = Number.isFinite(used) && used > 0 ? used : 0;
  const t = Number.isFinite(total) && total > 0 ? total : 0;
  if (t === 0) return u > 0 ? [1, 0] : [0, 1];
  return [Math.min(u, t), Math.max(t - u, 0)];
}
