// covers: MISC-017, MISC-019, MISC-020, MISC-021, MISC-022, MISC-023
import { describe, expect, it } from 'vitest';
import {
  addSample,
  alignedTicks,
  counterRate,
  formatClock,
  formatRate,
  historyFrom,
  historyMetric,
  historyRows,
  historySeries,
  inRateUnit,
  liveRange,
  rateUnit,
  rateUnitFor,
  ratesFromSamples,
  windowPoints,
  type CounterSample,
} from './traffic-rules';

const s = (sec: number, rx: number, tx: number, seenSec = sec): CounterSample => ({ at: sec * 1000, seenAt: seenSec * 1000, rx, tx });

describe('rates from the router counters', () => {
  it('multiplies byte deltas by 8 and divides by the router time between readings', () => {
    expect(counterRate(1_000, 126_000, 1_000)).toBe(1_000_000); // 125 000 B in 1 s = 1 mb/s
    expect(counterRate(0, 500, 2_000)).toBe(2_000); // 500 B in 2 s = 2000 b/s
    expect(counterRate(10, 10, 1_000)).toBe(0);
  });

  it('gives no rate on a counter reset, a zero or negative interval, or broken numbers', () => {
    expect(counterRate(9_000, 100, 1_000)).toBeNull();
    expect(counterRate(1, 2, 0)).toBeNull();
    expect(counterRate(1, 2, -5)).toBeNull();
    expect(counterRate(Number.NaN, 2, 1_000)).toBeNull();
  });

  it('makes one point per interval at the later reading, rx and tx apart; a reset leaves a gap', () => {
    const samples = [s(100, 0, 0), s(101, 125_000, 12_500), s(102, 250_000, 25_000), s(103, 1_000, 37_500), s(104, 126_000, 50_000)];
    expect(ratesFromSamples(samples)).toEqual([
      { t: 101_000, rx: 1_000_000, tx: 100_000 },
      { t: 102_000, rx: 1_000_000, tx: 100_000 },
      { t: 103_000, rx: null, tx: 100_000 },
      { t: 104_000, rx: 1_000_000, tx: 100_000 },
    ]);
  });

  it('uses the router clock for the rate and the arrival time for the position', () => {
    // Readings 2 s apart on the router arrived 1 s apart here.
    const pts = ratesFromSamples([s(10, 0, 0, 500), s(12, 2_000, 0, 501)]);
    expect(pts).toEqual([{ t: 501_000, rx: 8_000, tx: 0 }]);
  });

  it('turns readings further apart than the gap limit into a gap, not an average', () => {
    expect(ratesFromSamples([s(0, 0, 0), s(30, 3_000_000, 0)])).toEqual([{ t: 30_000, rx: null, tx: null }]);
    expect(ratesFromSamples([s(0, 0, 0), s(30, 3_000_000, 0)], 60_000)).toEqual([{ t: 30_000, rx: 800_000, tx: 0 }]);
  });

  it('needs two readings for a rate', () => {
    expect(ratesFromSamples([])).toEqual([]);
    expect(ratesFromSamples([s(1, 1, 1)])).toEqual([]);
  });
});

describe('keeping readings', () => {
  it('appends newer readings, ignores repeats and out-of-order ones, and drops old ones', () => {
    let list: CounterSample[] = [];
    list = addSample(list, s(100, 1, 1));
    list = addSample(list, s(101, 2, 2));
    const same = addSample(list, s(101, 3, 3)); // the router has not reported again
    expect(same).toBe(list);
    expect(addSample(list, s(99, 0, 0))).toBe(list);
    expect(list.map((x) => x.at)).toEqual([100_000, 101_000]);
    list = addSample(list, s(200, 9, 9), 50_000);
    expect(list.map((x) => x.at)).toEqual([200_000]);
  });

  it('ignores broken readings', () => {
    expect(addSample([], { at: Number.NaN, seenAt: 1, rx: 1, tx: 1 })).toEqual([]);
    expect(addSample([], { at: 1, seenAt: 1, rx: -1, tx: 1 })).toEqual([]);
  });
});

describe('the live window', () => {
  it('shows the 20 s ending 2 s before now', () => {
    expect(liveRange(100_000)).toEqual({ min: 78_000, max: 98_000 });
    const points = Array.from({ length: 30 }, (_, i) => ({ t: 75_000 + i * 1_000, rx: i, tx: i }));
    const shown = windowPoints(points, 100_000);
    expect(shown[0]!.t).toBe(78_000);
    expect(shown[shown.length - 1]!.t).toBe(98_000);
    expect(shown).toHaveLength(21);
    // The two newest seconds are held back by the delay.
    expect(shown.find((p) => p.t === 99_000)).toBeUndefined();
  });

  it('is empty when every point is older than the window', () => {
    expect(windowPoints([{ t: 1_000, rx: 1, tx: 1 }], 100_000)).toEqual([]);
  });
});

describe('units', () => {
  it('uses mb/s from 1 mb/s up, kb/s below', () => {
    expect(rateUnit(0)).toBe('kb/s');
    expect(rateUnit(999_999)).toBe('kb/s');
    expect(rateUnit(1_000_000)).toBe('mb/s');
    expect(rateUnit(Number.NaN)).toBe('kb/s');
    expect(rateUnitFor([null, 200_000, undefined, 3_000_000])).toBe('mb/s');
    expect(rateUnitFor([null, 200_000])).toBe('kb/s');
    expect(rateUnitFor([])).toBe('kb/s');
  });

  it('converts and formats', () => {
    expect(inRateUnit(2_500_000, 'mb/s')).toBe(2.5);
    expect(inRateUnit(2_500_000, 'kb/s')).toBe(2_500);
    expect(inRateUnit(-4, 'kb/s')).toBe(0);
    expect(formatRate(12_345_678)).toBe('12.3 Mbps');
    expect(formatRate(850_000)).toBe('850 kbps');
    expect(formatRate(420)).toBe('0.42 kbps');
    expect(formatRate(420_000, 'mb/s')).toBe('0.42 Mbps');
  });
});

describe('history', () => {
  it('turns [bytes per second, epoch s] pairs into bits per second at epoch ms, oldest first', () => {
    const data = [
      [2_000, 1_763_906_700],
      [1_000, 1_763_906_400],
      ['x', 1_763_906_500],
      [5, null],
      [-1, 1_763_906_600],
      'junk',
      [3_000, 1_763_906_700],
    ];
    expect(historySeries(data)).toEqual([
      { t: 1_763_906_400_000, bits: 8_000 },
      { t: 1_763_906_700_000, bits: 24_000 },
    ]);
    expect(historySeries(null)).toEqual([]);
    expect(historySeries({})).toEqual([]);
  });

  it('lines download and upload up by time', () => {
    const rows = historyRows(
      [
        { t: 1, bits: 10 },
        { t: 2, bits: 20 },
      ],
      [
        { t: 2, bits: 5 },
        { t: 3, bits: 6 },
      ],
    );
    expect(rows).toEqual([
      { t: 1, down: 10, up: null },
      { t: 2, down: 20, up: 5 },
      { t: 3, down: null, up: 6 },
    ]);
  });

  it('asks from 86400 s ago, in epoch seconds', () => {
    expect(historyFrom(1_763_906_400_999)).toBe(1_763_906_400 - 86_400);
  });

  it('names the WAN and device metrics', () => {
    expect(historyMetric('rx')).toBe('eth.wan.if_octets.rx');
    expect(historyMetric('tx')).toBe('eth.wan.if_octets.tx');
    expect(historyMetric('rx', 'AA:BB:CC:DD:EE:0F')).toBe('wifi.aa:bb:cc:dd:ee:0f.if_octets.rx');
    expect(historyMetric('tx', 'aabbccddee0f')).toBe('wifi.aa:bb:cc:dd:ee:0f.if_octets.tx');
  });

  it('writes times in the provider zone', () => {
    const t = Date.UTC(2026, 10, 23, 15, 4, 5);
    expect(formatClock(t, 'America/Edmonton')).toBe('08:04');
    expect(formatClock(t, 'America/Edmonton', true)).toBe('08:04:05');
    expect(formatClock(t, 'UTC')).toBe('15:04');
    expect(formatClock(t, 'Not/AZone')).toMatch(/^\d\d:\d\d$/);
  });
});

describe('axis ticks', () => {
  it('sit on whole multiples of the step', () => {
    expect(alignedTicks(78_300, 98_300, 5_000)).toEqual([80_000, 85_000, 90_000, 95_000]);
    expect(alignedTicks(80_000, 90_000, 5_000)).toEqual([80_000, 85_000, 90_000]);
    expect(alignedTicks(0, 10, 0)).toEqual([]);
    expect(alignedTicks(10, 0, 5)).toEqual([]);
  });
});
