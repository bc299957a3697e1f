// covers: issue 32 item 1 (the status card first on the dashboard, the banner on the other pages)
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../lib/api-client';
import { installFakeServer } from '../../test/fake-server';
import { renderApp, setViewportWidth } from '../../test/render-app';

const outage = {
  id: 'out-1',
  kind: 'outage',
  status: 'ongoing',
  title: 'Internet outage on the north tower',
  startsAt: '2026-11-28T15:30:00Z',
  estimate: '2026-11-28T18:30:00Z',
  latest: 'Crews are on their way.',
  latestAt: '2026-11-28T15:40:00Z',
};

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  for (const k of ['hamburgerTooltip', 'accountsTooltip', 'acceptedFwdDialog']) localStorage.setItem(k, 'true');
});

describe('service status', { timeout: 30_000 }, () => {
  it('shows the card on the dashboard (and no banner there), with the latest update and the estimate', async () => {
    installFakeServer({ 'GET user.1001/servicestatus': { json: { error: 0, list: [outage] } } });
    renderApp('/ui/user/dashboard');
    const card = await screen.findByTestId('service-status-card', {}, { timeout: 15_000 });
    expect(within(card).getByText('Service outage in your area: Internet outage on the north tower')).toBeInTheDocument();
    expect(card).toHaveTextContent('Latest update');
    expect(card).toHaveTextContent('Crews are on their way.');
    expect(card).toHaveTextContent('Estimated restoration:');
    expect(screen.queryByTestId('service-status-banner')).toBeNull();
  });

  it('shows the banner on another page, without an estimate when none is given', async () => {
    installFakeServer({ 'GET user.1001/servicestatus': { json: { error: 0, list: [{ ...outage, estimate: null }] } } });
    renderApp('/ui/user/contactus');
    const banner = await screen.findByRole('region', { name: 'Service status' }, { timeout: 15_000 });
    expect(banner).toHaveTextContent('Internet outage on the north tower');
    expect(banner).toHaveTextContent('No estimated restoration time yet');
  });

  it('shows nothing when all is well', async () => {
    installFakeServer({ 'GET user.1001/servicestatus': { json: { error: 0, list: [] } } });
    renderApp('/ui/user/dashboard');
    await screen.findByRole('region', { name: 'Shortcuts' }, { timeout: 15_000 });
    expect(screen.queryByTestId('service-status-card')).toBeNull();
  });
});
