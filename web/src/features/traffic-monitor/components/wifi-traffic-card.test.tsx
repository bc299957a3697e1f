// covers: PLAT-175, PLAT-176, PLAT-177, PLAT-178, PLAT-179, PLAT-180, PLAT-181, PLAT-182, PLAT-183, PLAT-184, PLAT-185, PLAT-186, PLAT-189, PLAT-191, PLAT-194
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { LIVE_REFRESH_MS, REFRESH_MS } from '../../../lib/api-client/query';
import { installFakeServer } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';
import { cardHeight, isPhoneUserAgent } from './wifi-traffic-card';

// These pages poll and draw charts: on a busy machine they need more than the suite's 5 s.
configure({ asyncUtilTimeout: 10_000 });

// The pages and charts are lazy chunks: load them once before the tests, so the first test does
// not spend its waiting time compiling them.
beforeAll(async () => {
  await Promise.all([
    import('./traffic-monitor-page'),
    import('./traffic-chart'),
    import('../../../pages/wifi/wifi-page'),
  ]);
}, 120_000);


const NOTE =
  'Note: This chart only includes wireless devices on your network and does not include devices wired directly to your router via ethernet cable.';

/** Twelve devices: device i has 30-day traffic (i+1) GB up and 1 GB down; 1-day traffic reversed. */
function devices() {
  return Array.from({ length: 12 }, (_, i) => ({
    alias: i === 0 ? 'Kitchen iPad' : '',
    vendor: i === 1 ? 'unknown' : `Vendor ${i}`,
    mac: `aa:bb:cc:dd:ee:${String(i).padStart(2, '0')}`,
    bandwidth: {
      '30days': { up: (i + 1) * 1e9, down: 1e9 },
      '1day': { up: (12 - i) * 1e6, down: 0 },
    },
  }));
}

/** Without a router by default: the router cards have their own tests (traffic-monitor). */
function wifiAnswer(list: unknown[] = devices(), hasRouter = false) {
  return { json: { error: 0, list, hasRouter, name: 'wifiDeviceInfo', pk: 'mac' } };
}

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

async function table() {
  const card = await screen.findByTestId('wifi-traffic-card', {}, { timeout: 10_000 });
  return within(card).findByRole('table');
}

function rowNames(t: HTMLElement) {
  return within(t)
    .getAllByRole('rowheader')
    .map((c) => c.textContent);
}

describe('Wi-Fi traffic by device card', { timeout: 30_000 }, () => {
  it('shows the top 10 devices of the last 30 days on Traffic Monitor with MAC: labels, the note and a labelled chart', async () => {
    installFakeServer({ 'GET user.1001/wifiDeviceInfo': wifiAnswer() });
    renderApp('/ui/user/trafficMonitor');
    // The first render loads the page's chunks: room for a busy machine.
    expect(await screen.findByRole('heading', { name: 'Traffic Monitor', level: 2 }, { timeout: 10_000 })).toBeInTheDocument();
    const t = await table();
    const names = rowNames(t);
    expect(names).toHaveLength(10);
    // Ordered by up + down, descending: device 11 (12 GB + 1 GB) first; devices 0 and 1 are cut.
    expect(names[0]).toBe('Vendor 11');
    expect(names[9]).toBe('Vendor 2');
    // Download before upload, in the table as in the chart's legend (and the Live and 24-hour charts).
    expect(within(t).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Device', 'Download', 'Upload', 'Total']);
    expect(within(t).getAllByRole('row')[1]).toHaveTextContent('Vendor 111 GB12 GB13 GB');
    const chart = await screen.findByRole('img', { name: /Bar chart of download and upload traffic for the top 10 Wi-Fi devices, last 30 days/ });
    expect(chart).toHaveAttribute('data-series', 'Download, Upload');
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches to the last 24 hours, refetching the device data (Traffic Monitor label rule)', async () => {
    const server = installFakeServer({ 'GET user.1001/wifiDeviceInfo': wifiAnswer() });
    renderApp('/ui/user/trafficMonitor');
    await table();
    const before = server.callsTo('GET', 'user.1001/wifiDeviceInfo').length;
    await userEvent.click(screen.getByRole('button', { name: 'Last 24 hours' }));
    await waitFor(() => expect(server.callsTo('GET', 'user.1001/wifiDeviceInfo').length).toBeGreaterThan(before));
    expect(screen.getByRole('button', { name: 'Last 24 hours' })).toHaveAttribute('aria-pressed', 'true');
    const names = rowNames(await table());
    expect(names.slice(0, 3)).toEqual(['Kitchen iPad', 'MAC:dd:ee:01', 'Vendor 2']);
    expect(await screen.findByRole('img', { name: /last 24 hours/ })).toBeInTheDocument();
  });

  it('labels MAC-only devices with colon pairs on the Wi-Fi page', async () => {
    installFakeServer({ 'GET user.1001/wifiDeviceInfo': wifiAnswer() });
    renderApp('/ui/user/wifi');
    expect(await screen.findByRole('heading', { name: 'Wi-Fi', level: 2 })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Last 24 hours' }));
    await waitFor(async () => expect(rowNames(await table())[1]).toBe('aa:bb:cc:dd:ee:01'));
  });

  it('shows the names tip after the accounts tip, in the page, until GOT IT, then never again', async () => {
    installFakeServer({ 'GET user.1001/wifiDeviceInfo': wifiAnswer() });
    const first = renderApp('/ui/user/trafficMonitor');
    // One overlay at a time: the accounts tip of the header comes first (first-visit queue).
    const accounts = await screen.findByRole('note', { name: 'Click here to switch accounts' });
    await table();
    expect(screen.queryByText(/names you give your devices appear here/)).toBeNull();
    await userEvent.click(within(accounts).getByRole('button', { name: 'GOT IT' }));
    const tip = await screen.findByRole('note', { name: /names you give your devices appear here/ });
    // A callout inside the card, not a floating tooltip.
    expect(within(screen.getByTestId('wifi-traffic-card')).getByRole('note')).toBe(tip);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.click(within(tip).getByRole('button', { name: 'GOT IT' }));
    expect(window.localStorage.getItem('editnamesTooltip')).toBe('true');
    await waitFor(() => expect(screen.queryByText(/names you give your devices appear here/)).toBeNull());
    // The focus goes to the first device's name, what the tip was about.
    expect(within(await table()).getAllByRole('button')[0]).toHaveFocus();
    first.unmount();
    renderApp('/ui/user/trafficMonitor');
    await table();
    expect(screen.queryByText(/names you give your devices appear here/)).toBeNull();
  });

  it('says so when no device used the network in the period', async () => {
    const idle = devices().map((d) => ({ ...d, bandwidth: { '30days': { up: 0, down: 0 }, '1day': { up: 0, down: 0 } } }));
    installFakeServer({ 'GET user.1001/wifiDeviceInfo': wifiAnswer(idle) });
    renderApp('/ui/user/trafficMonitor');
    expect(await screen.findByText('No wireless devices have used your network in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Bar chart/ })).toBeNull();
    expect(screen.getByText(NOTE)).toBeInTheDocument();
  });

  it('shows a clear state when the account has no Wi-Fi (434)', async () => {
    installFakeServer({ 'GET user.1001/wifiDeviceInfo': { status: 434, json: { error: 1, message: 'This account has no Wi-Fi service.' } } });
    renderApp('/ui/user/trafficMonitor');
    expect(await screen.findByText('Wi-Fi traffic is not available for this account.')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the chart', async () => {
    let fail = true;
    installFakeServer({
      'GET user.1001/wifiDeviceInfo': () => (fail ? { status: 500, json: {} } : wifiAnswer()),
    });
    renderApp('/ui/user/trafficMonitor');
    const alert = await screen.findByText(/The Wi-Fi traffic could not be loaded/);
    fail = false;
    await userEvent.click(within(alert.closest('.MuiAlert-root') as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(rowNames(await table())).toHaveLength(10);
  });

  it('has a chart 60vh high on desktops and 40vh on phones', () => {
    expect(cardHeight(false)).toBe('60vh');
    expect(cardHeight(true)).toBe('40vh');
    expect(isPhoneUserAgent({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' })).toBe(true);
    expect(isPhoneUserAgent({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8)' })).toBe(true);
    expect(isPhoneUserAgent({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130' })).toBe(false);
    expect(isPhoneUserAgent({ userAgent: 'x', userAgentData: { mobile: true } })).toBe(true);
  });
});

// covers: PLAT-103, PLAT-104, MISC-019
describe('refresh period in the internet area', () => {
  it('the Traffic Monitor views use the shared 10 s refresh; only the live traffic chart uses the one-second mode', async () => {
    installFakeServer({
      'GET user.1001/wifiDeviceInfo': wifiAnswer(devices(), true),
      'GET user.1001/cpefastpull.1001': { json: { error: 0, object: { rx_bytes: 1, tx_bytes: 1, timestamp: Date.now() } } },
      'POST user.1001/cpegraphs': { json: { error: 0, object: { data: [] } } },
    });
    const { queryClient } = renderApp('/ui/user/trafficMonitor');
    await table();
    await screen.findByTestId('live-traffic-card');
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: ['user', '1001', 'cpegraphs'] }).length).toBe(2));
    const intervals = (key: readonly unknown[]) =>
      queryClient
        .getQueryCache()
        .findAll({ queryKey: key })
        .flatMap((q) => q.observers.map((o) => {
          const i = o.options.refetchInterval;
          return typeof i === 'function' ? i(q as never) : i;
        }));
    expect(intervals(['user', '1001', 'wifiDeviceInfo'])).not.toHaveLength(0);
    expect(new Set(intervals(['user', '1001', 'wifiDeviceInfo']))).toEqual(new Set([REFRESH_MS]));
    expect(new Set(intervals(['user', '1001', 'cpegraphs']))).toEqual(new Set([REFRESH_MS]));
    expect(new Set(intervals(['user', '1001', 'cpefastpull', '1001']))).toEqual(new Set([LIVE_REFRESH_MS]));
    const others = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.queryKey[2] !== 'cpefastpull')
      .flatMap((q) => q.observers.map((o) => o.options.refetchInterval));
    expect(others).toContain(REFRESH_MS);
    expect(others).not.toContain(LIVE_REFRESH_MS);
    expect(REFRESH_MS).toBe(10_000);
    expect(LIVE_REFRESH_MS).toBe(1_000);
  });
});
