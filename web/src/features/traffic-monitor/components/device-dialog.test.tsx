// covers: PLAT-187, PLAT-188, MISC-017, MISC-022, MISC-023
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { installFakeServer, type FakeAnswer, type FakeCall } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';
import { sharePercent } from './device-dialog';

// These pages poll and draw charts: on a busy machine they need more than the suite's 5 s.
configure({ asyncUtilTimeout: 10_000 });

// The pages and charts are lazy chunks: load them once before the tests, so the first test does
// not spend its waiting time compiling them.
beforeAll(async () => {
  await Promise.all([
    import('./traffic-monitor-page'),
    import('./router-charts'),
    import('./traffic-chart'),
    import('../../../pages/wifi/wifi-page'),
  ]);
}, 120_000);


const MAC = 'aa:bb:cc:dd:ee:01';

/** A device list the alias writes change, like the server's. */
function devicesServer(hasRouter = true) {
  const devices = [
    { alias: '', vendor: 'Apple', mac: MAC, bandwidth: { '30days': { up: 2e9, down: 6e9 }, '1day': { up: 1e8, down: 3e8 } } },
    { alias: 'Den TV', vendor: 'Samsung', mac: 'aa:bb:cc:dd:ee:02', bandwidth: { '30days': { up: 1e9, down: 1e9 }, '1day': { up: 0, down: 0 } } },
  ];
  const info = (): FakeAnswer => ({ json: { error: 0, hasRouter, list: structuredClone(devices) } });
  const alias = (call: FakeCall): FakeAnswer => {
    const body = call.body as { mac: string; alias: string };
    const d = devices.find((x) => x.mac === body.mac);
    if (!d) return { status: 450, json: { error: 1, message: 'That device was not found.' } };
    if ([...body.alias].length > 32) return { status: 450, json: { error: 1, message: 'A device name can have at most 32 characters.' } };
    if (body.alias === 'forbidden') return { status: 450, json: { error: 1, message: 'That name cannot be used.' } };
    d.alias = body.alias;
    return { json: { error: 0, success: true, message: 'The device name has been saved.' } };
  };
  return { info, alias };
}

function graphs(call: FakeCall): FakeAnswer {
  const body = call.body as { metric: string };
  const end = Math.floor(Date.now() / 3_600_000) * 3_600;
  const data = Array.from({ length: 24 }, (_, i) => [body.metric.endsWith('.rx') ? 50_000 : 5_000, end - (23 - i) * 3_600]);
  return { json: { error: 0, object: { metric: body.metric, data } } };
}

function install(hasRouter = true) {
  const d = devicesServer(hasRouter);
  return installFakeServer({
    'GET user.1001/wifiDeviceInfo': d.info,
    'POST user.1001/wifidevicealias': d.alias,
    'POST user.1001/cpegraphs': graphs,
    'GET user.1001/cpefastpull.1001': { status: 433, json: { error: 1 } },
  });
}

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

async function openDevice(name: string) {
  const card = await screen.findByTestId('wifi-traffic-card', {}, { timeout: 10_000 });
  await userEvent.click(await within(card).findByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

describe('the device view', { timeout: 30_000 }, () => {
  it('opens from the table with the keyboard: doughnut of the period and the device’s own 24-hour chart', async () => {
    const server = install();
    renderApp('/ui/user/trafficMonitor');
    const card = await screen.findByTestId('wifi-traffic-card', {}, { timeout: 10_000 });
    const button = await within(card).findByRole('button', { name: 'Apple' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Apple' });
    expect(within(dialog).getByText('MAC address: aa:bb:cc:dd:ee:01')).toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: 'Doughnut chart of this device’s traffic, last 30 days: download 6 GB, upload 2 GB.' })).toBeInTheDocument();
    expect(within(dialog).getByText('6 GB (75%)')).toBeInTheDocument();
    expect(within(dialog).getByText('2 GB (25%)')).toBeInTheDocument();
    const history = within(dialog).getByTestId('device-history');
    // 50 000 B/s × 8 = 400 kb/s.
    expect(await within(history).findByRole('img', { name: /over the last 24 hours, in kbps/ })).toBeInTheDocument();
    expect(within(history).getAllByRole('row')).toHaveLength(1 + 24);
    const metrics = server.callsTo('POST', 'user.1001/cpegraphs').map((c) => (c.body as { metric: string }).metric);
    expect(metrics).toEqual(expect.arrayContaining([`wifi.${MAC}.if_octets.rx`, `wifi.${MAC}.if_octets.tx`]));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 15_000);

  it('follows the card’s period', async () => {
    install();
    renderApp('/ui/user/trafficMonitor');
    const card = await screen.findByTestId('wifi-traffic-card', {}, { timeout: 10_000 });
    await userEvent.click(within(card).getByRole('button', { name: 'Last 24 hours' }));
    const dialog = await openDevice('Apple');
    expect(within(dialog).getByRole('heading', { name: 'Download and upload, last 24 hours' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: /last 24 hours: download 300 MB, upload 100 MB/ })).toBeInTheDocument();
  });

  it('renames a device, refreshes the device list, and clears the name with an empty one', async () => {
    const server = install();
    renderApp('/ui/user/trafficMonitor');
    const dialog = await openDevice('Apple');
    const field = within(dialog).getByRole('textbox', { name: 'Device name' });
    const before = server.callsTo('GET', 'user.1001/wifiDeviceInfo').length;
    await userEvent.type(field, '  Kitchen iPad ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByText('The device name has been saved.')).toBeInTheDocument();
    expect(server.callsTo('POST', 'user.1001/wifidevicealias').at(-1)?.body).toEqual({ mac: MAC, alias: 'Kitchen iPad' });
    await waitFor(() => expect(server.callsTo('GET', 'user.1001/wifiDeviceInfo').length).toBeGreaterThan(before));
    // The new name is the dialog's title and the table's.
    expect(await screen.findByRole('dialog', { name: 'Kitchen iPad' })).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(server.callsTo('POST', 'user.1001/wifidevicealias').at(-1)?.body).toEqual({ mac: MAC, alias: '' }));
    expect(await screen.findByRole('dialog', { name: 'Apple' })).toBeInTheDocument();
  });

  it('refuses a name over 32 characters without asking the server, and shows the server’s refusal', async () => {
    const server = install();
    renderApp('/ui/user/trafficMonitor');
    const dialog = await openDevice('Den TV');
    const field = within(dialog).getByRole('textbox', { name: 'Device name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'x'.repeat(33));
    expect(within(dialog).getByText('A device name can have at most 32 characters.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(server.callsTo('POST', 'user.1001/wifidevicealias')).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, 'forbidden');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByText('That name cannot be used.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Den TV' })).toBeInTheDocument();
  });

  // covers: PLAT-188, MISC-021, MISC-022
  it('without a router: the doughnut, renaming and the device\'s own 24-hour chart', async () => {
    const server = install(false);
    renderApp('/ui/user/wifi');
    const dialog = await openDevice('Apple');
    expect(await within(dialog).findByRole('img', { name: /Doughnut chart/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Device name' })).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST', 'user.1001/cpegraphs').length).toBeGreaterThan(0));
    expect(server.callsTo('POST', 'user.1001/cpegraphs')[0]!.body).toMatchObject({ metric: expect.stringMatching(/^wifi\./) });
  });

  it('computes shares', () => {
    expect(sharePercent(3, 4)).toBe(75);
    expect(sharePercent(1, 3)).toBe(33);
    expect(sharePercent(0, 0)).toBe(0);
  });
});
