/**
 * Numbers for the chosen language: grouping and the decimal sign of en-CA (1,234.5) or fr-CA
 * (1 234,5), decimals trimmed or fixed, and percents (80% / 80 %). Pure functions.
 *
 * The separators are written here rather than by Intl.NumberFormat, as money.ts does: the
 * browser's first Intl number or date formatter loads its ICU data, some 13 ms of a fast
 * machine's main thread (50 ms on a mid-range phone) in the middle of a page's first draw, and
 * every browser then writes the same. The result is Intl's for en-CA and fr-CA (tests).
 */
import { NBSP, unitSpace, type Language } from './locale';

/** Groups an integer's digit string by thousands with sep: '1234567' → '1,234,567'. */
export function groupThousands(digits: string, sep: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

export interface NumberOptions {
  /** Decimals always written (0 by default). */
  minDecimals?: number;
  /** Decimals at most (trailing zeros beyond minDecimals dropped); minDecimals by default. */
  maxDecimals?: number;
  /** Thousands separators (true by default). */
  grouping?: boolean;
}

/**
 * The digits of a non-negative number's shortest decimal form (what String writes, the form Intl
 * rounds) either side of the point: 1.005 → ['1', '005'], 1e-7 → ['0', '0000001'], 1e21 → ['1000…', ''].
 */
function decimalDigits(abs: number): [string, string] {
  const [mantissa = '0', exponent = '0'] = String(abs).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** A number with the language's grouping and decimal sign: 1234.5 → '1,234.5' / '1 234,5'; not a number → ''. */
export function formatNumber(value: number, lang: Language = 'en', opts: NumberOptions = {}): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const min = opts.minDecimals ?? 0;
  const max = Math.max(min, opts.maxDecimals ?? min);
  // Rounded to max decimals half away from zero, on the decimal form (1.005 → 1.01), as Intl does.
  const [whole, fraction] = decimalDigits(Math.abs(value));
  let kept = whole + fraction.slice(0, max).padEnd(max, '0');
  if ((fraction[max] ?? '0') >= '5') kept = (BigInt(kept) + 1n).toString().padStart(kept.length, '0');
  const roundedWhole = kept.slice(0, kept.length - max).replace(/^0+(?=\d)/, '');
  const decimals = kept.slice(kept.length - max).replace(/0+$/, '').padEnd(min, '0');
  const grouped = opts.grouping === false ? roundedWhole : groupThousands(roundedWhole, lang === 'fr' ? NBSP : ',');
  // A minus only before a figure that is not zero once rounded (never '-0').
  const sign = value < 0 && /[1-9]/.test(kept) ? '-' : '';
  return `${sign}${grouped}${decimals ? (lang === 'fr' ? ',' : '.') + decimals : ''}`;
}

/**
 * A value with at most `digits` decimals, trailing zeros dropped and no grouping, for chart
 * figures: '1.5', '12', '0.25' in English (exactly String(Number(v.toFixed(digits)))), '1,5' in French.
 */
export function formatDecimal(value: number, digits: number, lang: Language = 'en'): string {
  const text = String(Number(value.toFixed(digits)));
  return lang === 'fr' ? text.replace('.', ',') : text;
}

/** A whole percent: 80 → '80%' in English, '80 %' (no-break space) in French. */
export function formatPercent(percent: number, lang: Language = 'en'): string {
  const v = Number.isFinite(percent) ? Math.round(percent) : 0;
  return lang === 'fr' ? `${formatNumber(v, lang)}${unitSpace(lang)}%` : `${formatNumber(v, lang)}%`;
}
