/**
 * Byte counts in readable decimal units (1 kB = 1000 B), for the Wi-Fi traffic chart (PLAT-179).
 * Pure functions.
 */

const UNITS = ['B', 'kB', 'MB', 'GB', 'TB', 'PB'] as const;
export type ByteUnit = (typeof UNITS)[number];

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

/** A number with at most `digits` decimals, trailing zeros dropped ('1.5', '12', '0.25'). */
function trim(value: number, digits: number): string {
  return String(Number(value.toFixed(digits)));
}

/** Readable bytes: 0 B, 950 B, 1.2 kB, 34.5 MB, 1.23 GB (three significant figures). */
export function formatBytes(bytes: number): string {
  const unit = unitFor(bytes);
  const v = inUnit(bytes, unit);
  const digits = v >= 100 ? 0 : v >= 10 ? 1 : 2;
  return `${trim(v, unit === 'B' ? 0 : digits)} ${unit}`;
}

/** A value already in unit, for tooltips and ticks: '12.3 MB'. */
export function formatInUnit(value: number, unit: ByteUnit): string {
  const digits = value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${trim(value, digits)} ${unit}`;
}
