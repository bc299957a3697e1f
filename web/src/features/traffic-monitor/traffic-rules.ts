/**
 * Rules of the Traffic Monitor router charts (internet spec §7 "Live traffic and history charts",
 * §9; MISC-017…023): rates from the router's octet counters, the live window with its delay, the
 * kb/s or mb/s unit, and the 24-hour history series. Pure functions; rates and clock times are
 * written for the chosen language (lib/format).
 */
import { formatClock as formatClockIn, formatDecimal, type Language } from '../../lib/format';
import { unitSpace } from '../../lib/format/locale';

/** Live chart: 20 s window, 1 s refresh (LIVE_REFRESH_MS), 2 s delay (MISC-019). */
export const LIVE_WINDOW_MS = 20_000;
export const LIVE_DELAY_MS = 2_000;
/** Two counter readings further apart than this are a gap (polling paused, router away), not a rate. */
export const LIVE_MAX_GAP_MS = 10_000;
/** History charts cover the last 86400 s (MISC-023). */
export const HISTORY_SECONDS = 86_400;

/** One reading of the router's WAN counters (GET user.{id}/cpefastpull.{id}). */
export interface CounterSample {
  /** The router's time of the reading, epoch ms (the answer's `timestamp`). */
  at: number;
  /** When the app received it, epoch ms on this device's clock (where the chart draws it). */
  seenAt: number;
  /** Octets received (download) and transmitted (upload) since the router started. */
  rx: number;
  tx: number;
}

/** A point of the live chart: bits per second over the interval ending at t (null = no rate). */
export interface RatePoint {
  /** Epoch ms on this device's clock. */
  t: number;
  rx: number | null;
  tx: number | null;
}

/**
 * Adds a reading to the kept ones: a reading whose router time is not newer than the last one
 * (the router has not reported again, or answers arrived out of order) is ignored; readings older
 * than keepMs before the new one are dropped. Returns a new array (or the same one when unchanged).
 */
export function addSample(samples: readonly CounterSample[], sample: CounterSample, keepMs = LIVE_WINDOW_MS + LIVE_DELAY_MS + LIVE_MAX_GAP_MS): CounterSample[] {
  const valid = [sample.at, sample.seenAt, sample.rx, sample.tx].every((n) => Number.isFinite(n)) && sample.rx >= 0 && sample.tx >= 0;
  const last = samples[samples.length - 1];
  if (!valid || (last && sample.at <= last.at)) return samples as CounterSample[];
  return [...samples.filter((s) => s.seenAt >= sample.seenAt - keepMs), sample];
}

/** Bits per second between two counter values dt ms apart; null on a counter reset (it went down). */
export function counterRate(before: number, after: number, dtMs: number): number | null {
  if (!(dtMs > 0) || !Number.isFinite(before) || !Number.isFinite(after)) return null;
  if (after < before) return null; // the router restarted and its counters began again at 0
  return ((after - before) * 8 * 1000) / dtMs;
}

/**
 * The rate points of consecutive readings (MISC-020: bytes × 8 → bits). A point sits at the time
 * the later reading arrived; the rate uses the router's own times. A counter reset gives a null
 * (a gap in the line) for that counter; readings more than maxGapMs apart give a gap for both.
 */
export function ratesFromSamples(samples: readonly CounterSample[], maxGapMs = LIVE_MAX_GAP_MS): RatePoint[] {
  const points: RatePoint[] = [];
  for (let i = 1; i < samples.length; i++) {
    const a = samples[i - 1]!;
    const b = samples[i]!;
    const dt = b.at - a.at;
    if (dt > maxGapMs) {
      points.push({ t: b.seenAt, rx: null, tx: null });
      continue;
    }
    points.push({ t: b.seenAt, rx: counterRate(a.rx, b.rx, dt), tx: counterRate(a.tx, b.tx, dt) });
  }
  return points;
}

/** The time range the live chart shows at `now`: the 20 s ending 2 s ago (MISC-019). */
export function liveRange(now: number, windowMs = LIVE_WINDOW_MS, delayMs = LIVE_DELAY_MS): { min: number; max: number } {
  return { min: now - delayMs - windowMs, max: now - delayMs };
}

/** The points inside the live range at `now`, oldest first. */
export function windowPoints(points: readonly RatePoint[], now: number, windowMs = LIVE_WINDOW_MS, delayMs = LIVE_DELAY_MS): RatePoint[] {
  const { min, max } = liveRange(now, windowMs, delayMs);
  return points.filter((p) => p.t >= min && p.t <= max).sort((a, b) => a.t - b.t);
}

/** Units of the router charts (MISC-020): kilobits or megabits per second, decimal. */
export type RateUnit = 'kb/s' | 'mb/s';

/** mb/s once the largest value reaches 1 mb/s, else kb/s. */
export function rateUnit(maxBitsPerSecond: number): RateUnit {
  return Number.isFinite(maxBitsPerSecond) && maxBitsPerSecond >= 1_000_000 ? 'mb/s' : 'kb/s';
}

/** The unit for a set of values (nulls and non-numbers ignored). */
export function rateUnitFor(values: readonly (number | null | undefined)[]): RateUnit {
  let max = 0;
  for (const v of values) if (typeof v === 'number' && Number.isFinite(v) && v > max) max = v;
  return rateUnit(max);
}

/** bits per second in unit. */
export function inRateUnit(bitsPerSecond: number, unit: RateUnit): number {
  const n = Number.isFinite(bitsPerSecond) && bitsPerSecond > 0 ? bitsPerSecond : 0;
  return n / (unit === 'mb/s' ? 1_000_000 : 1_000);
}

/**
 * How each language writes the units, the same in every text and chart of the app (issue 13:
 * 'Mbps' everywhere, as on the package cards): English kbps and Mbps, French kbit/s and Mbit/s.
 */
const RATE_UNIT_LABELS: Record<Language, Record<RateUnit, string>> = {
  en: { 'kb/s': 'kbps', 'mb/s': 'Mbps' },
  fr: { 'kb/s': 'kbit/s', 'mb/s': 'Mbit/s' },
};

/** The unit as the language writes it: 'mb/s' → 'Mbps' in English, 'Mbit/s' in French. */
export function rateUnitLabel(unit: RateUnit, lang: Language = 'en'): string {
  return RATE_UNIT_LABELS[lang][unit];
}

/** A value already in unit (chart ticks and tooltips): '12.3 Mbps' / '12,3 Mbit/s' (three significant figures at most). */
export function formatRateValue(value: number, unit: RateUnit, lang: Language = 'en'): string {
  const digits = value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${formatDecimal(value, digits, lang)}${unitSpace(lang)}${rateUnitLabel(unit, lang)}`;
}

/** A rate for text: '12.3 Mbps', '850 kbps', '0.42 kbps' (three significant figures at most); French '12,3 Mbit/s'. */
export function formatRate(bitsPerSecond: number, unit: RateUnit = rateUnit(bitsPerSecond), lang: Language = 'en'): string {
  return formatRateValue(inRateUnit(bitsPerSecond, unit), unit, lang);
}

/** A point of a history chart: bits per second averaged over the sample ending at t (epoch ms). */
export interface HistoryPoint {
  t: number;
  bits: number;
}

/**
 * The history series of a cpegraphs answer's object.data ([[bytes per second, epoch s]], MISC-021):
 * bits per second at epoch ms, oldest first; malformed pairs are left out, a repeated timestamp
 * keeps its last value.
 */
export function historySeries(data: unknown): HistoryPoint[] {
  if (!Array.isArray(data)) return [];
  const byTime = new Map<number, number>();
  for (const pair of data) {
    if (!Array.isArray(pair) || pair.length < 2) continue;
    const value = Number(pair[0]);
    const ts = Number(pair[1]);
    if (pair[0] === null || pair[1] === null || !Number.isFinite(value) || !Number.isFinite(ts) || value < 0 || ts <= 0) continue;
    byTime.set(ts * 1000, value * 8);
  }
  return [...byTime.entries()].sort((a, b) => a[0] - b[0]).map(([t, bits]) => ({ t, bits }));
}

/** One row of a history table: the download and upload rates at a time (null when a series has none). */
export interface HistoryRow {
  t: number;
  down: number | null;
  up: number | null;
}

/** The download and upload series side by side, by time, oldest first. */
export function historyRows(down: readonly HistoryPoint[], up: readonly HistoryPoint[]): HistoryRow[] {
  const rows = new Map<number, HistoryRow>();
  for (const p of down) rows.set(p.t, { t: p.t, down: p.bits, up: null });
  for (const p of up) rows.set(p.t, { ...(rows.get(p.t) ?? { t: p.t, down: null }), up: p.bits });
  return [...rows.values()].sort((a, b) => a.t - b.t);
}

/** The `from` of a history request: now − 86400 s, in whole epoch seconds. */
export function historyFrom(nowMs: number): number {
  return Math.floor(nowMs / 1000) - HISTORY_SECONDS;
}

/** The history metrics (MISC-022): the WAN's or a Wi-Fi device's (mac as lower-case colon pairs). */
export function historyMetric(direction: 'rx' | 'tx', mac?: string): string {
  if (mac === undefined) return `eth.wan.if_octets.${direction}`;
  const pairs = mac.replace(/[^0-9a-fA-F]/g, '').toLowerCase().match(/.{2}/g) ?? [];
  return `wifi.${pairs.join(':')}.if_octets.${direction}`;
}

/**
 * A clock time in the provider's zone: '14:05' or with seconds '14:05:09' (24-hour; French
 * '14 h 05'). An unknown zone falls back to this device's zone (lib/format/time.ts).
 */
export function formatClock(ms: number, timeZone: string | undefined, withSeconds = false, lang: Language = 'en'): string {
  return formatClockIn(ms, timeZone, withSeconds, lang);
}

/** Axis ticks at whole multiples of step (epoch ms) between min and max, inclusive. */
export function alignedTicks(min: number, max: number, step: number): number[] {
  if (!(step > 0) || !Number.isFinite(min) || !Number.isFinite(max) || max < min) return [];
  const ticks: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max; v += step) ticks.push(v);
  return ticks;
}
