/**
 * Byte counts in readable decimal units (1 kB = 1000 B), for the Wi-Fi traffic chart and the device
 * dialog (PLAT-179), in the chosen language: '1.25 kB', '34.5 MB' in English; '1,25 ko', '34,5 Mo'
 * in French (octets). Pure functions.
 */
import { unitSpace, type Language } from './locale';
import { formatDecimal } from './number';

const UNITS = ['B', 'kB', 'MB', 'GB', 'TB', 'PB'] as const;
export type ByteUnit = (typeof UNITS)[number];

/** How French writes the units: octets (o, ko, Mo, Go, To, Po). */
const FRENCH_UNITS: Record<ByteUnit, string> = { B: 'o', kB: 'ko', MB: 'Mo', GB: 'Go', TB: 'To', PB: 'Po' };

/** The unit as the language writes it: 'MB' → 'MB' in English, 'Mo' in French. */
export function byteUnitLabel(unit: ByteUnit, lang: Language = 'en'): string {
  return lang === 'fr' ? FRENCH_UNITS[unit] : unit;
}

/** The unit a chart axis uses for values up to max bytes: the largest whose value is ≥ 1. */
export function unitFor(maxBytes: number): ByteUnit {
  let i = 0;
  let v = Number.isFinite(maxBytes) && maxBytes > 0 ? maxBytes : 0;
  while (v >= 1000 && i < UNITS.length - 1) {
    v /= 1000;
    i += 1;
  }
  return UNITS[i]!;
}

/** bytes expressed in unit (a number, not rounded). */
export function inUnit(bytes: number, unit: ByteUnit): number {
  const n = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  return n / 1000 ** UNITS.indexOf(unit);
}

/** Decimals for three significant figures at most: 0 from 100, 1 from 10, else 2. */
function digitsFor(value: number): number {
  return value >= 100 ? 0 : value >= 10 ? 1 : 2;
}

/** Readable bytes: 0 B, 950 B, 1.2 kB, 34.5 MB, 1.23 GB (three significant figures); French 1,23 Go. */
export function formatBytes(bytes: number, lang: Language = 'en'): string {
  const unit = unitFor(bytes);
  const v = inUnit(bytes, unit);
  const digits = unit === 'B' ? 0 : digitsFor(v);
  return `${formatDecimal(v, digits, lang)}${unitSpace(lang)}${byteUnitLabel(unit, lang)}`;
}

/** A value already in unit, for tooltips and ticks: '12.3 MB' / '12,3 Mo'. */
export function formatInUnit(value: number, unit: ByteUnit, lang: Language = 'en'): string {
  return `${formatDecimal(value, digitsFor(value), lang)}${unitSpace(lang)}${byteUnitLabel(unit, lang)}`;
}
