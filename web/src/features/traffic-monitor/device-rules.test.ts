// covers: PLAT-180, PLAT-185, PLAT-186
import { describe, expect, it } from 'vitest';
import { ALIAS_MAX_LENGTH, aliasProblem, deviceLabel, formatMac, labelIsMac, macTail, normalizeAlias, topDevices, totalTraffic, type WifiDevice } from './device-rules';

describe('deviceLabel', () => {
  it.each([
    [{ alias: 'Kitchen iPad', vendor: 'Apple', mac: 'aabbccddeeff' }, 'Kitchen iPad', 'Kitchen iPad'],
    [{ alias: '  ', vendor: 'Apple', mac: 'aabbccddeeff' }, 'Apple', 'Apple'],
    [{ alias: null, vendor: 'Samsung', mac: 'aa:bb:cc:dd:ee:ff' }, 'Samsung', 'Samsung'],
    [{ vendor: 'unknown', mac: 'AABBCCDDEEFF' }, 'aa:bb:cc:dd:ee:ff', 'MAC:dd:ee:ff'],
    [{ vendor: 'Unknown', mac: 'aa-bb-cc-dd-ee-ff' }, 'aa:bb:cc:dd:ee:ff', 'MAC:dd:ee:ff'],
    [{ vendor: '', mac: 'aa:bb:cc:dd:ee:ff' }, 'aa:bb:cc:dd:ee:ff', 'MAC:dd:ee:ff'],
    [{ vendor: null, mac: '001122334455' }, '00:11:22:33:44:55', 'MAC:33:44:55'],
    [{ mac: '001122334455' }, '00:11:22:33:44:55', 'MAC:33:44:55'],
    [{ alias: '', vendor: '', mac: '' }, '', 'MAC:'],
  ] as [WifiDevice, string, string][])('%j → "%s" / "%s"', (device, card, monitor) => {
    expect(deviceLabel(device)).toBe(card);
    expect(deviceLabel(device, 'card')).toBe(card);
    expect(deviceLabel(device, 'trafficMonitor')).toBe(monitor);
    // A MAC-made label is kept on one line (the table may wrap other labels anywhere).
    expect(labelIsMac(device)).toBe(monitor.startsWith('MAC:'));
  });

  it('formats MACs and tails', () => {
    expect(formatMac('AABBCCDDEEFF')).toBe('aa:bb:cc:dd:ee:ff');
    expect(macTail('aa:bb:cc:dd:ee:ff')).toBe('dd:ee:ff');
  });
});

describe('topDevices', () => {
  const dev = (mac: string, d30: [number, number], d1: [number, number] = [0, 0]): WifiDevice => ({
    mac,
    bandwidth: { '30days': { up: d30[0], down: d30[1] }, '1day': { up: d1[0], down: d1[1] } },
  });

  it('orders by up plus down, descending, per period', () => {
    const list = [dev('a', [1, 1], [9, 9]), dev('b', [5, 0], [0, 1]), dev('c', [0, 3], [2, 2])];
    expect(topDevices(list, '30days').map((d) => d.mac)).toEqual(['b', 'c', 'a']);
    expect(topDevices(list, '1day').map((d) => d.mac)).toEqual(['a', 'c', 'b']);
  });

  it('cuts to the top 10 and keeps the order of equal totals', () => {
    const list = Array.from({ length: 14 }, (_, i) => dev(`m${i}`, [i % 3, 0]));
    const top = topDevices(list, '30days');
    expect(top).toHaveLength(10);
    expect(top.map((d) => d.mac)).toEqual(['m2', 'm5', 'm8', 'm11', 'm1', 'm4', 'm7', 'm10', 'm13', 'm0']);
  });

  it('counts missing or broken numbers as 0 and does not change its input', () => {
    const list: WifiDevice[] = [{ mac: 'x' }, { mac: 'y', bandwidth: { '30days': { up: Number.NaN, down: 2 } } }];
    const copy = structuredClone(list);
    expect(topDevices(list, '30days').map((d) => d.mac)).toEqual(['y', 'x']);
    expect(totalTraffic(list[0]!, '1day')).toBe(0);
    expect(list).toEqual(copy);
  });

  it('handles fewer than 10 and an empty list', () => {
    expect(topDevices([], '30days')).toEqual([]);
    expect(topDevices([dev('a', [1, 2])], '1day')).toHaveLength(1);
  });
});

// covers: PLAT-187, PLAT-188
describe('device names', () => {
  it('accepts up to 32 characters after trimming, and an empty name (which clears it)', () => {
    expect(ALIAS_MAX_LENGTH).toBe(32);
    expect(aliasProblem('')).toBeNull();
    expect(aliasProblem('x'.repeat(32))).toBeNull();
    expect(aliasProblem(`  ${'x'.repeat(32)}  `)).toBeNull();
    expect(aliasProblem('x'.repeat(33))).toBe('tooLong');
    // Characters, not UTF-16 units: 32 emoji are 32 characters.
    expect(aliasProblem('📱'.repeat(32))).toBeNull();
    expect(aliasProblem('📱'.repeat(33))).toBe('tooLong');
    expect(normalizeAlias('  Kitchen iPad ')).toBe('Kitchen iPad');
  });
});
