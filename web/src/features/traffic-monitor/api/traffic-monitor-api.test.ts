// covers: MISC-018, MISC-021, PLAT-183
import { beforeEach, describe, expect, it } from 'vitest';
import { MalformedAnswerError, setToken } from '../../../lib/api-client';
import { installFakeServer } from '../../../test/fake-server';
import { fetchCpeFastPull } from './get-cpe-fastpull';
import { fetchCpeGraph } from './get-cpe-graphs';
import { fetchWifiDeviceInfo } from './get-wifi-device-info';
import { setDeviceAlias } from './set-device-alias';

beforeEach(() => setToken('tok'));

describe('cpefastpull', () => {
  it('decodes the Go answer (cpeCounters)', async () => {
    installFakeServer({
      'GET user.1001/cpefastpull.1001': {
        json: { error: 0, message: '', object: { interface: 'ether1', rx_bytes: 123456789, tx_bytes: 98765, timestamp: 1795420800000 }, zeroRows: false, name: 'cpefastpull' },
      },
    });
    const r = await fetchCpeFastPull(1001);
    expect(r.kind === 'sample' && { ...r.sample, seenAt: 0 }).toEqual({ at: 1795420800000, seenAt: 0, rx: 123456789, tx: 98765 });
  });

  it.each([
    ['a counter left out', { rx_bytes: 1, timestamp: 1 }],
    ['a null counter', { rx_bytes: 1, tx_bytes: null, timestamp: 1 }],
    ['a counter as text', { rx_bytes: '1', tx_bytes: 1, timestamp: 1 }],
  ])('refuses %s', async (_name, object) => {
    installFakeServer({ 'GET user.1001/cpefastpull.1001': { json: { error: 0, object } } });
    await expect(fetchCpeFastPull(1001)).rejects.toBeInstanceOf(MalformedAnswerError);
  });
});

describe('cpegraphs', () => {
  it('decodes the Go answer (cpeSeries: [bytes/s, epoch s] pairs) as bits per second by time', async () => {
    installFakeServer({
      'POST user.1001/cpegraphs': { json: { error: 0, message: '', object: { metric: 'ether1.rx', data: [[1000, 1795420800], [250, 1795420500]] }, zeroRows: false, name: 'cpegraphs' } },
    });
    expect(await fetchCpeGraph(1001, 'ether1.rx')).toEqual([
      { t: 1795420500000, bits: 2000 },
      { t: 1795420800000, bits: 8000 },
    ]);
  });

  it('reads no data as an empty series and refuses a pair that is not two numbers', async () => {
    installFakeServer({ 'POST user.1001/cpegraphs': { json: { error: 0, object: { metric: 'x', data: null } } } });
    expect(await fetchCpeGraph(1001, 'x')).toEqual([]);
    installFakeServer({ 'POST user.1001/cpegraphs': { json: { error: 0, object: { data: [[1, '2']] } } } });
    await expect(fetchCpeGraph(1001, 'x')).rejects.toBeInstanceOf(MalformedAnswerError);
  });
});

describe('wifiDeviceInfo', () => {
  it('decodes the Go answer (wifiDevice, hasRouter at the top level)', async () => {
    installFakeServer({
      'GET user.1001/wifiDeviceInfo': {
        json: {
          error: 0,
          message: '',
          list: [{ alias: '', vendor: 'Apple', mac: 'aa:bb:cc:dd:ee:01', bandwidth: { '30days': { up: 2000, down: 8000 }, '1day': { up: 100, down: 300 } } }],
          zeroRows: false,
          name: 'wifiDeviceInfo',
          pk: 'mac',
          hasRouter: true,
        },
      },
    });
    expect(await fetchWifiDeviceInfo(1001)).toEqual({
      available: true,
      hasRouter: true,
      devices: [{ alias: '', vendor: 'Apple', mac: 'aa:bb:cc:dd:ee:01', bandwidth: { '30days': { up: 2000, down: 8000 }, '1day': { up: 100, down: 300 } } }],
    });
  });

  it('keeps the defaults: no alias or vendor is null, an unknown period is ignored, no hasRouter is false', async () => {
    installFakeServer({ 'GET user.1001/wifiDeviceInfo': { json: { error: 0, list: [{ mac: 'm', bandwidth: { '1day': { up: -1, down: 5 }, '7days': {} } }] } } });
    expect(await fetchWifiDeviceInfo(1001)).toEqual({
      available: true,
      hasRouter: false,
      devices: [{ alias: null, vendor: null, mac: 'm', bandwidth: { '1day': { up: 0, down: 5 } } }],
    });
  });

  it.each([
    ['a count as text', { list: [{ mac: 'm', bandwidth: { '1day': { up: '1', down: 0 } } }] }],
    ['hasRouter as text', { list: [], hasRouter: 'true' }],
  ])('refuses %s', async (_name, body) => {
    installFakeServer({ 'GET user.1001/wifiDeviceInfo': { json: { error: 0, ...body } } });
    await expect(fetchWifiDeviceInfo(1001)).rejects.toBeInstanceOf(MalformedAnswerError);
  });

  it("checks the alias write's answer", async () => {
    installFakeServer({ 'POST user.1001/wifidevicealias': { json: { error: 0, message: 'Saved.', success: true } } });
    expect(await setDeviceAlias(1001, 'm', 'Den TV')).toBe('Saved.');
    installFakeServer({ 'POST user.1001/wifidevicealias': { json: { error: 0, message: 1 } } });
    await expect(setDeviceAlias(1001, 'm', 'Den TV')).rejects.toBeInstanceOf(MalformedAnswerError);
  });
});
