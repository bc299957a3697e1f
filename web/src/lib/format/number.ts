/**
 * Numbers for the chosen language: grouping and the decimal sign of en-CA (1,234.5) or fr-CA
 * (1 234,5), decimals trimmed or fixed, and percents (80% / 80 %). Pure functions.
 */
import { localeOf, unitSpace, type Language } from './locale';

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: Language, min: number, max: number, grouping: boolean): Intl.NumberFormat {
  const key = `${lang}|${min}|${max}|${grouping}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(localeOf(lang), {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      useGrouping: grouping,
      signDisplay: 'negative', // never '-0'
    });
    formats.set(key, f);
  }
  return f;
}

export interface NumberOptions {
  /** Decimals always written (0 by default). */
  minDecimals?: number;
  /** Decimals at most (trailing zeros beyond minDecimals dropped); minDecimals by default. */
  maxDecimals?: number;
  /** Thousands separators (true by default). */
  grouping?: boolean;
}

/** A number with the language's grouping and decimal sign: 1234.5 → '1,234.5' / '1 234,5'; not a number → ''. */
export function formatNumber(value: number, lang: Language = 'en', opts: NumberOptions = {}): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const min = opts.minDecimals ?? 0;
  const max = Math.max(min, opts.maxDecimals ?? min);
  return numberFormat(lang, min, max, opts.grouping ?? true).format(value);
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
