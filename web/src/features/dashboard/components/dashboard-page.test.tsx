// covers: NET-001, NET-003, NET-008, NET-009, NET-012, NET-013, NET-014, NET-015, NET-016, NET-017, NET-018, NET-019, NET-020
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/api-client';
import { REFRESH_MS } from '../../../lib/api-client/query';
import { browser } from '../../../lib/browser';
import { demoRoutes, installFakeServer, type FakeAnswer, type FakeRoutes } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';
import { isPromotionShown } from './app-promotion-slot';

/** Nov 23 2026, 11:00 in Edmonton (8 days left in November, today included). */
const NOW = new Date('2026-11-23T18:00:00Z');

function traffic(o: Partial<Record<string, unknown>> = {}) {
  return {
    json: {
      error: 0,
      object: {
        used_gb: 340.1234,
        base_cap: 400,
        loyalty_extra_gb: 25,
        onetime_extra_gb: 0,
        total_cap: 425,
        unlimited: false,
        period_start: Date.parse('2026-11-01T06:00:00Z'),
        period_end: Date.parse('2026-12-01T07:00:00Z'),
        today: { year: 2026, month: 11, day: 23 },
        ...o,
      },
    },
  };
}

const noSurvey = { json: { error: 0, object: { getrating: false, rating: null } } };

function server(routes: FakeRoutes = {}) {
  return installFakeServer({
    'GET user.1001/broadbandtraffic': traffic(),
    'GET user.1001/ratingsurvey': noSurvey,
    ...routes,
  });
}

async function usageCard() {
  return screen.findByTestId('usage-card', undefined, { timeout: 15_000 });
}

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
  window.innerWidth = 1280;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('dashboard usage card', () => {
  it("asks the usage and the package beside the menu's reads when opened by its address, and not again", async () => {
    // The flags are held back: the shell cannot render yet, but the page's first reads are asked.
    let releaseFlags = () => {};
    const flags = demoRoutes()['GET user.1001/serviceidentification']!;
    const fiber100 = { id: 63, bpid: 7001, description: 'Fiber 100', cap: 400, monthly_fee: 74.95, rate_download: 100, rate_upload: 100, link: 'https://provider.example/packages/63', technology: 'fiber', featured: false };
    const api = server({
      'GET user.1001/currentbroadband': { json: { error: 0, object: { ...fiber100, changed_at: NOW.getTime() - 120 * 86_400_000, downgrade_allowed_at: NOW.getTime() - 90 * 86_400_000 } } },
      'GET user.1001/serviceidentification': () => new Promise<FakeAnswer>((resolve) => (releaseFlags = () => resolve(flags as FakeAnswer))),
    });
    const { queryClient } = renderApp('/ui/user/dashboard');
    await waitFor(() => expect(api.callsTo('GET', 'user.1001/broadbandtraffic')).toHaveLength(1));
    expect(api.callsTo('GET', 'user.1001/currentbroadband')).toHaveLength(1);
    expect(screen.queryByText('Logged as')).toBeNull();
    await waitFor(() => expect(queryClient.getQueryState(['user', '1001', 'broadbandtraffic'])?.status).toBe('success'));
    releaseFlags();
    const card = await usageCard();
    expect(await within(card).findByTestId('used-of-total')).toHaveTextContent('340.123 GB of 425.000 GB used');
    expect(await screen.findByText('Fiber 100')).toBeInTheDocument();
    // The page's cards found the answers: nothing asked twice.
    expect(api.callsTo('GET', 'user.1001/broadbandtraffic')).toHaveLength(1);
    expect(api.callsTo('GET', 'user.1001/currentbroadband')).toHaveLength(1);
  });

  it('shows the donut, used of total to 3 decimals, the cap parts, days left and links to the calendar', async () => {
    server();
    renderApp('/ui/user/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 2 }, { timeout: 15_000 })).toBeInTheDocument();
    const card = await usageCard();
    const donut = await within(card).findByTestId('usage-donut');
    expect(donut).toHaveAttribute('data-percent', '80');
    expect(donut).toHaveAttribute('data-level', 'normal');
    expect(await within(card).findByRole('img', { name: 'Doughnut chart: 80% of your 425.000 GB used this month.' })).toBeInTheDocument();
    expect(within(card).getByText('80%')).toBeInTheDocument();
    expect(within(card).getByTestId('used-of-total')).toHaveTextContent('340.123 GB of 425.000 GB used');
    expect(within(card).getByTestId('usage-base-cap')).toHaveTextContent('Package400.000 GB');
    expect(within(card).getByTestId('usage-loyalty')).toHaveTextContent('Loyalty bonus25.000 GB');
    expect(within(card).getByTestId('usage-onetime')).toHaveTextContent('Traffic packs this month0.000 GB');
    expect(within(card).getByTestId('usage-total-cap')).toHaveTextContent('Total this month425.000 GB');
    expect(within(card).getByTestId('days-left')).toHaveTextContent('8 days left');
    await userEvent.click(within(card).getByRole('link', { name: 'View usage calendar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/calendar'));
  });

  it.each([
    [403.74, '95', 'warning', 'You have used most of the data of your package this month.'],
    [425, '100', 'over', 'You have used all the data of your package this month.'],
    [437.75, '103', 'over', 'You have used all the data of your package this month.'],
    [401, '94', 'normal', null],
  ])('used %d of 425 GB → %s %% (%s)', async (used, percent, level, note) => {
    server({ 'GET user.1001/broadbandtraffic': traffic({ used_gb: used, over_gb: Math.max(0, Number((used - 425).toFixed(3))) }) });
    renderApp('/ui/user/dashboard');
    const donut = await within(await usageCard()).findByTestId('usage-donut');
    expect(donut).toHaveAttribute('data-percent', percent);
    expect(donut).toHaveAttribute('data-level', level);
    if (note) expect(screen.getByText(note)).toBeInTheDocument();
    else expect(screen.queryByText(/You have used/)).toBeNull();
    // How far over the cap, only when over it (issue 28).
    if (used > 425) expect(screen.getByTestId('usage-over')).toHaveTextContent(`Over your cap${(used - 425).toFixed(3)} GB`);
    else expect(screen.queryByTestId('usage-over')).toBeNull();
  });

  it('over the cap: the GB over it, the price per GB and the amount so far, as the server counts them (issue 28)', async () => {
    server({ 'GET user.1001/broadbandtraffic': traffic({ used_gb: 437, over_gb: 12, overage_price: 2, overage_amount: 24 }) });
    renderApp('/ui/user/dashboard');
    const card = await usageCard();
    expect(await within(card).findByTestId('usage-over')).toHaveTextContent('Over your cap12.000 GB');
    expect(within(card).getByTestId('usage-over-price')).toHaveTextContent('Price per GB over your cap$2.00');
    expect(within(card).getByTestId('usage-over-amount')).toHaveTextContent('Extra data charges so far$24.00');
  });

  it('over the cap without a price per GB: the GB over it only', async () => {
    server({ 'GET user.1001/broadbandtraffic': traffic({ used_gb: 437, over_gb: 12 }) });
    renderApp('/ui/user/dashboard');
    const card = await usageCard();
    expect(await within(card).findByTestId('usage-over')).toHaveTextContent('Over your cap12.000 GB');
    expect(within(card).queryByTestId('usage-over-price')).toBeNull();
    expect(within(card).queryByTestId('usage-over-amount')).toBeNull();
  });

  it('shows the one-time extras in the total cap (traffic pack bought this month)', async () => {
    server({ 'GET user.1001/broadbandtraffic': traffic({ onetime_extra_gb: 50, total_cap: 475, used_gb: 100 }) });
    renderApp('/ui/user/dashboard');
    const card = await usageCard();
    expect(await within(card).findByTestId('usage-onetime')).toHaveTextContent('50.000 GB');
    expect(within(card).getByTestId('used-of-total')).toHaveTextContent('100.000 GB of 475.000 GB used');
    expect(within(card).getByTestId('usage-donut')).toHaveAttribute('data-percent', '21');
  });

  it('hides the donut on an Unlimited package and shows a plain Unlimited card', async () => {
    server({
      'GET user.1001/broadbandtraffic': traffic({ base_cap: 999999, total_cap: 999999, loyalty_extra_gb: 0, unlimited: true, used_gb: 812.5 }),
    });
    renderApp('/ui/user/dashboard');
    const card = await usageCard();
    expect(await within(card).findByTestId('usage-unlimited')).toBeInTheDocument();
    expect(within(card).getByText('Unlimited')).toBeInTheDocument();
    expect(within(card).getByTestId('used-unlimited')).toHaveTextContent('812.500 GB used');
    expect(within(card).queryByTestId('usage-donut')).toBeNull();
    expect(within(card).queryByRole('img')).toBeNull();
    expect(within(card).getByTestId('days-left')).toHaveTextContent('8 days left');
    expect(within(card).getByRole('link', { name: 'View usage calendar' })).toBeInTheDocument();
  });

  it('treats a cap of all nines as Unlimited even without the flag', async () => {
    server({ 'GET user.1001/broadbandtraffic': traffic({ base_cap: 999999, total_cap: 999999, unlimited: undefined }) });
    renderApp('/ui/user/dashboard');
    expect(await within(await usageCard()).findByTestId('usage-unlimited')).toBeInTheDocument();
  });

  it('says "1 day left" on the last day of the month', async () => {
    vi.setSystemTime(new Date('2026-12-01T03:00:00Z')); // Nov 30, 20:00 in Edmonton
    server({ 'GET user.1001/broadbandtraffic': traffic({ today: { year: 2026, month: 11, day: 30 } }) });
    renderApp('/ui/user/dashboard');
    expect(await within(await usageCard()).findByTestId('days-left')).toHaveTextContent(/^1 day left$/);
  });

  it("counts days left from the server's today, whatever this browser's time-zone rules say", async () => {
    // The browser reads 00:30 on Dec 1 in Edmonton (its database keeps MDT); the server, on MST,
    // still says Nov 30, and its day is the provider's.
    vi.setSystemTime(new Date('2026-12-01T06:30:00Z'));
    server({ 'GET user.1001/broadbandtraffic': traffic({ today: { year: 2026, month: 11, day: 30 } }) });
    renderApp('/ui/user/dashboard');
    expect(await within(await usageCard()).findByTestId('days-left')).toHaveTextContent(/^1 day left$/);
  });

  it('refreshes with the shared 10 s period and picks up new usage', async () => {
    let used = 100;
    const s = server({ 'GET user.1001/broadbandtraffic': () => traffic({ used_gb: used }) });
    const { queryClient } = renderApp('/ui/user/dashboard');
    const card = await usageCard();
    await within(card).findByText('100.000 GB of 425.000 GB used');
    const intervals = queryClient
      .getQueryCache()
      .findAll({ queryKey: ['user', '1001', 'broadbandtraffic'] })
      .flatMap((q) => q.observers.map((o) => o.options.refetchInterval));
    expect(intervals).toEqual([REFRESH_MS]);
    used = 200;
    const before = s.callsTo('GET', 'user.1001/broadbandtraffic').length;
    await act(() => queryClient.refetchQueries({ queryKey: ['user', '1001', 'broadbandtraffic'] }));
    expect(s.callsTo('GET', 'user.1001/broadbandtraffic').length).toBeGreaterThan(before);
    expect(await within(card).findByText('200.000 GB of 425.000 GB used')).toBeInTheDocument();
  });

  it('shows a clear state without broadband (434), and an error with a retry', async () => {
    server({ 'GET user.1001/broadbandtraffic': { status: 434, json: { error: 1 } } });
    const first = renderApp('/ui/user/dashboard');
    expect(await within(await usageCard()).findByText('Data usage is not available for this account.')).toBeInTheDocument();
    first.unmount();

    let fail = true;
    server({ 'GET user.1001/broadbandtraffic': () => (fail ? { networkError: 'offline' } : traffic()) });
    renderApp('/ui/user/dashboard');
    const card = await usageCard();
    const alert = await within(card).findByText(/Your data usage could not be loaded\. Either you don't have Internet access/);
    fail = false;
    await userEvent.click(within(alert.closest('.MuiAlert-root') as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByTestId('usage-donut')).toBeInTheDocument();
  });
});

// covers: NET-010
describe('mobile app promotion', () => {
  it('shows only over 1500 px', () => {
    expect(isPromotionShown(1501)).toBe(true);
    expect(isPromotionShown(1500)).toBe(false);
    expect(isPromotionShown(375)).toBe(false);
  });

  it('appears and disappears as the window is resized', async () => {
    server();
    window.innerWidth = 1600;
    renderApp('/ui/user/dashboard');
    await usageCard();
    const promo = await screen.findByTestId('app-promotion');
    expect(within(promo).getByRole('heading', { name: 'Get the DemoNet MyAccount app' })).toBeInTheDocument();
    act(() => {
      window.innerWidth = 1500;
      window.dispatchEvent(new Event('resize'));
    });
    await waitFor(() => expect(screen.queryByTestId('app-promotion')).toBeNull());
    act(() => {
      window.innerWidth = 1920;
      window.dispatchEvent(new Event('resize'));
    });
    expect(await screen.findByTestId('app-promotion')).toBeInTheDocument();
  });

  it('is not shown at 1280 px', async () => {
    server();
    renderApp('/ui/user/dashboard');
    await within(await usageCard()).findByTestId('usage-donut');
    expect(screen.queryByTestId('app-promotion')).toBeNull();
  });
});
