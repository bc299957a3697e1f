/**
 * Usage figures in GB as the dashboard and the calendar show them (NET-008): 3 decimals with
 * thousands separators, for the chosen language. Shared by both screens, so it lives below the features.
 */
import type { Language } from './locale';
import { formatNumber } from './number';

/** A GB figure to 3 decimals with thousands separators: 1234.5 → '1,234.500', in French '1 234,500' (NET-008). */
export function formatGb(gb: number, lang: Language = 'en'): string {
  const v = Number.isFinite(gb) ? gb : 0;
  // Never '-0.000' for a tiny negative rounding remainder.
  return formatNumber(Math.abs(v) < 0.0005 ? 0 : v, lang, { minDecimals: 3, maxDecimals: 3 });
}
