// covers: MISC-017, MISC-018, MISC-019, MISC-020, MISC-021, MISC-022, MISC-023, PLAT-189, PLAT-190, NET-001
import { focusManager } from '@tanstack/react-query';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { demoRoutes, installFakeServer, type FakeAnswer, type FakeCall } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';

// These pages poll and draw charts: on a busy machine they need more than the suite's 5 s.
configure({ asyncUtilTimeout: 10_000 });

// The pages and charts are lazy chunks: load them once before the tests, so the first test does
// not spend its waiting time compiling them.
beforeAll(async () => {
  await Promise.all([
    import('./traffic-monitor-page'),
    import('./router-charts'),
    import('./traffic-chart'),
  ]);
}, 120_000);


const ZONE = 'America/Edmonton';

function branding(): FakeAnswer {
  const base = demoRoutes()['GET /guest/branding'] as { json: Record<string, unknown> };
  return { json: { ...base.json, timezone: ZONE } };
}

function deviceInfo(hasRouter: boolean): FakeAnswer {
  return {
    json: {
      error: 0,
      hasRouter,
      list: [{ alias: 'Kitchen iPad', vendor: 'Apple', mac: 'aa:bb:cc:dd:ee:01', bandwidth: { '30days': { up: 2e9, down: 8e9 }, '1day': { up: 1e8, down: 3e8 } } }],
    },
  };
}

/** Router counters: call n reads rx = n × 125 000 B and tx = n × 12 500 B at router second n (1 mb/s and 100 kb/s). */
function counters(opts: { resetAt?: number; offline?: (n: number) => boolean } = {}) {
  let n = 0;
  return (): FakeAnswer => {
    n += 1;
    if (opts.offline?.(n)) return { status: 433, json: { error: 1, message: 'The router has not reported.' } };
    const k = opts.resetAt !== undefined && n >= opts.resetAt ? n - opts.resetAt : n;
    return { json: { error: 0, object: { interface: 'ether1', rx_bytes: k * 125_000, tx_bytes: k * 12_500, timestamp: 1_763_900_000_000 + n * 1_000 } } };
  };
}

/** 24 h of 5-minute WAN samples ending at the last whole 5 minutes: rx 250 kB/s (2 mb/s) with a peak, tx 25 kB/s. */
function graphs(call: FakeCall): FakeAnswer {
  const body = call.body as { metric: string; from: number };
  const end = Math.floor(Date.now() / 300_000) * 300;
  const data: [number, number][] = [];
  for (let ts = end - 86_100; ts <= end; ts += 300) {
    const rx = ts === end - 3_600 ? 1_250_000 : 250_000;
    data.push([body.metric.endsWith('.rx') ? rx : 25_000, ts]);
  }
  return { json: { error: 0, object: { metric: body.metric, data } } };
}

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  focusManager.setFocused(undefined);
});

describe('Traffic Monitor router cards', { timeout: 30_000 }, () => {
  it('with a router: Live Traffic polls the counters every second and shows rates in Mbps after the 2 s delay', async () => {
    const server = installFakeServer({
      'GET /guest/branding': branding(),
      'GET user.1001/wifiDeviceInfo': deviceInfo(true),
      'GET user.1001/cpefastpull.1001': counters(),
      'POST user.1001/cpegraphs': graphs,
    });
    renderApp('/ui/user/trafficMonitor');
    const card = await screen.findByTestId('live-traffic-card', {}, { timeout: 10_000 });
    expect(within(card).getByRole('heading', { name: 'Live Traffic', level: 3 })).toBeInTheDocument();
    // 125 000 B/s × 8 = 1 mb/s down, 12 500 B/s × 8 = 100 kb/s up, in the window's unit.
    expect(await within(card).findByText('Now: download 1 Mbps, upload 0.1 Mbps', {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: /over the last 20 seconds, in Mbps/ })).toBeInTheDocument();
    const rows = within(within(card).getByTestId('live-traffic-table')).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(1);
    expect(rows[1]).toHaveTextContent(/^\d\d:\d\d:\d\d1 Mbps0\.1 Mbps$/);
    // Polled about once a second.
    const calls = server.callsTo('GET', 'user.1001/cpefastpull.1001');
    expect(calls.length).toBeGreaterThanOrEqual(3);
  }, 15_000);

  it('shows kbps when the window stays under 1 Mbps, and a counter reset as a gap', async () => {
    let n = 0;
    installFakeServer({
      'GET /guest/branding': branding(),
      'GET user.1001/wifiDeviceInfo': deviceInfo(true),
      'GET user.1001/cpefastpull.1001': () => {
        n += 1;
        const k = n >= 3 ? n - 3 : n + 100; // the router restarts before the 3rd reading
        return { json: { error: 0, object: { rx_bytes: k * 50_000, tx_bytes: k * 5_000, timestamp: 1_763_900_000_000 + n * 1_000 } } };
      },
      'POST user.1001/cpegraphs': graphs,
    });
    renderApp('/ui/user/trafficMonitor');
    const card = await screen.findByTestId('live-traffic-card', {}, { timeout: 10_000 });
    expect(await within(card).findByText('Now: download 400 kbps, upload 40 kbps', {}, { timeout: 8_000 })).toBeInTheDocument();
    const table = within(card).getByTestId('live-traffic-table');
    // The interval across the restart has no rate.
    await waitFor(() => expect(within(table).getAllByRole('row').some((r) => /–/.test(r.textContent ?? ''))).toBe(true), { timeout: 8_000 });
  }, 20_000);

  it('says so when the router stops reporting (433) or a poll fails, keeps polling, and goes on when it is back', async () => {
    let state: 'offline' | 'failing' | 'back' = 'offline';
    const server = installFakeServer({
      'GET /guest/branding': branding(),
      'GET user.1001/wifiDeviceInfo': deviceInfo(true),
      'GET user.1001/cpefastpull.1001': (() => {
        const next = counters();
        return () => (state === 'offline' ? { status: 433, json: { error: 1 } } : state === 'failing' ? { status: 500, json: {} } : next());
      })() as FakeAnswer,
      'POST user.1001/cpegraphs': graphs,
    });
    renderApp('/ui/user/trafficMonitor');
    const card = await screen.findByTestId('live-traffic-card', {}, { timeout: 10_000 });
    expect(await within(card).findByText(/Your router has not reported in the last 2 minutes/)).toBeInTheDocument();
    const before = server.callsTo('GET', 'user.1001/cpefastpull.1001').length;
    await waitFor(() => expect(server.callsTo('GET', 'user.1001/cpefastpull.1001').length).toBeGreaterThan(before + 1), { timeout: 4_000 });
    // A failure after that replaces the message; polling goes on.
    state = 'failing';
    expect(await within(card).findByText(/The live traffic could not be read\. Trying again every second\. Server error 500/)).toBeInTheDocument();
    expect(within(card).queryByText(/Your router has not reported/)).toBeNull();
    state = 'back';
    expect(await within(card).findByText(/^Now: download/, {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(within(card).queryByText(/Your router has not reported/)).toBeNull();
    expect(within(card).queryByText(/could not be read/)).toBeNull();
  }, 20_000);

  it('stops polling while the page is hidden and once the page is left', async () => {
    const server = installFakeServer({
      'GET /guest/branding': branding(),
      'GET user.1001/wifiDeviceInfo': deviceInfo(true),
      'GET user.1001/cpefastpull.1001': counters(),
      'POST user.1001/cpegraphs': graphs,
    });
    const view = renderApp('/ui/user/trafficMonitor');
    await screen.findByTestId('live-traffic-card');
    const count = () => server.callsTo('GET', 'user.1001/cpefastpull.1001').length;
    await waitFor(() => expect(count()).toBeGreaterThanOrEqual(2));
    focusManager.setFocused(false);
    await new Promise((r) => setTimeout(r, 100));
    const hidden = count();
    await new Promise((r) => setTimeout(r, 2_500));
    expect(count()).toBe(hidden);
    focusManager.setFocused(true);
    await waitFor(() => expect(count()).toBeGreaterThan(hidden));
    view.unmount();
    const gone = count();
    await new Promise((r) => setTimeout(r, 2_000));
    expect(count()).toBe(gone);
  }, 15_000);

  it('Traffic Over Last 24 Hours: asks for the WAN rx and tx of the last 86400 s and draws them in Mbps with provider-zone times', async () => {
    const server = installFakeServer({
      'GET /guest/branding': branding(),
      'GET user.1001/wifiDeviceInfo': deviceInfo(true),
      'GET user.1001/cpefastpull.1001': counters(),
      'POST user.1001/cpegraphs': graphs,
    });
    renderApp('/ui/user/trafficMonitor');
    const card = await screen.findByTestId('traffic-history-card');
    expect(within(card).getByRole('heading', { name: 'Traffic Over Last 24 Hours', level: 3 })).toBeInTheDocument();
    const chart = await within(card).findByRole('img', { name: /over the last 24 hours, in Mbps, times in America\/Edmonton/ });
    // The legend's order, the same as the Wi-Fi traffic chart's: download first.
    expect(chart).toHaveAttribute('data-series', 'Download, Upload');
    const calls = server.callsTo('POST', 'user.1001/cpegraphs');
    const bodies = calls.map((c) => c.body as { metric: string; from: number });
    expect(new Set(bodies.map((b) => b.metric))).toEqual(new Set(['eth.wan.if_octets.rx', 'eth.wan.if_octets.tx']));
    for (const b of bodies) expect(Math.abs(b.from - (Math.floor(Date.now() / 1000) - 86_400))).toBeLessThan(30);
    // Peak: 1 250 000 B/s × 8 = 10 mb/s, an hour before the last sample, written in Edmonton time.
    const end = Math.floor(Date.now() / 300_000) * 300_000;
    const at = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(end - 3_600_000);
    expect(within(card).getByText(`Highest download 10 Mbps at ${at}; highest upload 0.2 Mbps at ${new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(end - 86_100_000)}. Times in ${ZONE}.`)).toBeInTheDocument();
    // The table has every sample: 288 five-minute steps.
    expect(within(card).getAllByRole('row')).toHaveLength(1 + 288);
  });

  it('shows a clear state when the history is empty or not available', async () => {
    installFakeServer({
      'GET /guest/branding': branding(),
      'GET user.1001/wifiDeviceInfo': deviceInfo(true),
      'GET user.1001/cpefastpull.1001': { status: 434, json: { error: 1 } },
      'POST user.1001/cpegraphs': { json: { error: 0, object: { data: [] } } },
    });
    renderApp('/ui/user/trafficMonitor');
    expect(await screen.findByText('No traffic was recorded in the last 24 hours.')).toBeInTheDocument();
    expect(await screen.findByText('Live traffic is not available for this account.')).toBeInTheDocument();
  });

  it('shows the history error with a retry', async () => {
    let fail = true;
    installFakeServer({
      'GET /guest/branding': branding(),
      'GET user.1001/wifiDeviceInfo': deviceInfo(true),
      'GET user.1001/cpefastpull.1001': counters(),
      'POST user.1001/cpegraphs': (c) => (fail ? { status: 500, json: {} } : graphs(c)),
    });
    renderApp('/ui/user/trafficMonitor');
    const card = await screen.findByTestId('traffic-history-card');
    expect(await within(card).findByText(/The traffic history could not be loaded/)).toBeInTheDocument();
    fail = false;
    within(card).getByRole('button', { name: 'Try again' }).click();
    expect(await within(card).findByRole('img', { name: /over the last 24 hours/ })).toBeInTheDocument();
  });

  it('without a router (hasRouter false) has no second and third card and never polls', async () => {
    const server = installFakeServer({
      'GET /guest/branding': branding(),
      'GET user.1001/wifiDeviceInfo': deviceInfo(false),
    });
    renderApp('/ui/user/trafficMonitor');
    await screen.findByTestId('wifi-traffic-card');
    await screen.findByRole('button', { name: 'Kitchen iPad' });
    expect(screen.queryByTestId('live-traffic-card')).toBeNull();
    expect(screen.queryByTestId('traffic-history-card')).toBeNull();
    expect(screen.queryByText('Live Traffic')).toBeNull();
    expect(server.callsTo('GET', 'user.1001/cpefastpull.1001')).toHaveLength(0);
    expect(server.callsTo('POST', 'user.1001/cpegraphs')).toHaveLength(0);
  });
});
