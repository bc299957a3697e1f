// covers: MISC-001, MISC-002, MISC-003, MISC-004, MISC-005, MISC-006, MISC-007, MISC-008, NET-062
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { installFakeServer, type FakeRoutes } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';

const EXPIRES = Math.floor(Date.now() / 1000) + 60 * 86400;

function offer(redirecturl = '/user/package') {
  return {
    offercode: 'FIBER500',
    title: 'Go faster with Fiber 500',
    text: '$15 off your upgrade to Fiber 500',
    description: 'Five times the speed of Fiber 100.\nOffer ends soon.',
    buttontext: 'Upgrade to Fiber 500',
    redirecturl,
    upgradetext: 'Fiber 500 with $15 off the prorated charge',
    expires: EXPIRES,
  };
}

const fiber = (id: number, description: string, cap: number, fee: number) => ({
  id,
  bpid: 7001,
  description,
  cap,
  monthly_fee: fee,
  rate_download: 100,
  rate_upload: 100,
  link: '',
  technology: 'fiber',
  featured: id === 65,
});

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    'POST user.1001/offerquery': (call) =>
      (call.body as { offercode?: string }).offercode === 'FIBER500'
        ? { json: { error: 0, object: offer() } }
        : { status: 450, json: { error: 1, message: 'Offer not found' } },
    'GET user.1001/currentbroadband': {
      json: { error: 0, object: { ...fiber(63, 'Fiber 100', 400, 74.95), changed_at: Date.now() - 120 * 86400000, downgrade_allowed_at: Date.now() - 90 * 86400000 } },
    },
    'GET user.1001/upgradable': { json: { error: 0, list: [fiber(64, 'Fiber 300', 800, 89.95), fiber(65, 'Fiber 500', 1500, 104.95)] } },
    'GET user.1001/upgradewizard': { json: { error: 0, object: { messages: ['Billing is prorated.'], trafficpack: { gb: 50, price: 10 } } } },
    'GET user.1001/slowdown': { json: { error: 0, object: { slowdown_mode: false, switch_disabled: false, canslowdown: true } } },
    ...extra,
  };
}

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

describe('Offer page', () => {
  it('the of flag lands on /offer, which shows the offer, keeps it as previousOffer and clears the flag', async () => {
    localStorage.setItem('offercode', 'FIBER500');
    localStorage.setItem('of', 'true');
    const server = installFakeServer(routes());
    renderApp('/ui/');
    expect(await screen.findByRole('heading', { name: 'Go faster with Fiber 500', level: 2 }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/user/offer');
    expect(server.callsTo('POST', 'user.1001/offerquery')[0]!.body).toEqual({ offercode: 'FIBER500' });
    const card = screen.getByTestId('offer-card');
    expect(card).toHaveTextContent('$15 off your upgrade to Fiber 500');
    expect(card).toHaveTextContent('Five times the speed of Fiber 100.');
    await waitFor(() => expect(localStorage.getItem('of')).toBeNull());
    expect(localStorage.getItem('previousOffer')).toBe('FIBER500');
    expect(localStorage.getItem('offercode')).toBe('FIBER500');
    // /offer is not in the menu.
    expect(screen.queryByRole('link', { name: 'Offer' })).not.toBeInTheDocument();
  });

  it('the button stores the upgrade promo and opens the package upgrade in the app', async () => {
    localStorage.setItem('offercode', 'FIBER500');
    localStorage.setItem('of', 'true');
    installFakeServer(routes());
    renderApp('/ui/user/offer');
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Fiber 500' }));
    expect(JSON.parse(localStorage.getItem('upgradePromo.1001')!)).toEqual({
      offercode: 'FIBER500',
      upgradetext: 'Fiber 500 with $15 off the prorated charge',
      expires: EXPIRES,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade your package' });
    expect(screen.getByTestId('location')).toHaveTextContent('/user/package');
    expect(within(dialog).getByRole('radio', { name: /^Fiber 300:/ })).toBeChecked();
    expect(screen.getByTestId('active-offer')).toHaveTextContent('Fiber 500 with $15 off the prorated charge');
  });

  it('a button to another site is a plain link', async () => {
    localStorage.setItem('offercode', 'FIBER500');
    installFakeServer(routes({ 'POST user.1001/offerquery': { json: { error: 0, object: offer('https://provider.example/fiber') } } }));
    renderApp('/ui/user/offer');
    expect(await screen.findByRole('link', { name: 'Upgrade to Fiber 500' })).toHaveAttribute('href', 'https://provider.example/fiber');
  });

  it('an unknown code shows "Offer" / "Offer not found" and clears the stored code but keeps previousOffer', async () => {
    localStorage.setItem('offercode', 'NOSUCH');
    localStorage.setItem('previousOffer', 'FIBER500');
    localStorage.setItem('of', 'true');
    const server = installFakeServer(routes());
    renderApp('/ui/');
    expect(await screen.findByRole('heading', { name: 'Offer', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText('Offer not found')).toBeInTheDocument();
    expect(server.callsTo('POST', 'user.1001/offerquery')[0]!.body).toEqual({ offercode: 'NOSUCH' });
    await waitFor(() => expect(localStorage.getItem('offercode')).toBeNull());
    expect(localStorage.getItem('of')).toBeNull();
    expect(localStorage.getItem('previousOffer')).toBe('FIBER500');
  });

  it('without a stored code it says "Offer not found" without asking; with only a previous offer it shows that one', async () => {
    const server = installFakeServer(routes());
    const { unmount } = renderApp('/ui/user/offer');
    expect(await screen.findByText('Offer not found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Offer', level: 2 })).toBeInTheDocument();
    expect(server.callsTo('POST', 'user.1001/offerquery')).toHaveLength(0);
    unmount();
    localStorage.setItem('previousOffer', 'FIBER500');
    renderApp('/ui/user/offer');
    expect(await screen.findByRole('heading', { name: 'Go faster with Fiber 500', level: 2 })).toBeInTheDocument();
  });
});
