// covers: MISC-009, MISC-010
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { installFakeServer } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';
import { telHref } from './contact-us-page';

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
  for (const k of ['hamburgerTooltip', 'accountsTooltip', 'acceptedFwdDialog']) localStorage.setItem(k, 'true');
});

async function openContactUs(user?: number, address?: string) {
  if (user) localStorage.setItem('session', JSON.stringify({ user }));
  installFakeServer(
    address === undefined
      ? {}
      : {
          'GET /guest/branding': {
            json: { provider: 'Demo Networks', product: 'DemoNet', phone: '1-800-555-0100', email: 'support@demo.test', address, logoUrl: '', primaryColor: '#1565c0' },
          },
        },
  );
  renderApp('/ui/user/contactus');
  await screen.findByRole('heading', { level: 2, name: 'Contact Us' }, { timeout: 20_000 });
  return screen.findByTestId('contact-details');
}

describe('Contact Us', () => {
  // covers: issue 32 item 3 (Contact Us links to a new support request)
  it('offers to write to support: a new request', async () => {
    await openContactUs(1002);
    const request = within(screen.getByTestId('contact-request'));
    expect(request.getByRole('heading', { level: 3, name: 'Write to us' })).toBeInTheDocument();
    expect(request.getByRole('link', { name: 'New support request' })).toHaveAttribute('href', '/ui/user/support/new');
  }, 45_000);

  it("shows the provider's details from the branding and the toll-free support number (MISC-009)", async () => {
    const details = within(await openContactUs(1002));
    expect(details.getByRole('heading', { level: 3, name: 'Demo Networks' })).toBeInTheDocument();
    expect(details.getByText('Toll-free support')).toBeInTheDocument();
    expect(details.getByRole('link', { name: '1-800-555-0100' })).toHaveAttribute('href', 'tel:18005550100');
    expect(details.getByRole('link', { name: 'support@demo.test' })).toHaveAttribute('href', 'mailto:support@demo.test');
    expect(screen.getByTestId('contact-address')).toHaveTextContent('1 Demo Way, Edmonton AB');
    expect(screen.getByTestId('contact-address').querySelector('address')).not.toBeNull();
    // #1002 is not VIP: no VIP line.
    expect(screen.queryByTestId('contact-vip')).not.toBeInTheDocument();
    expect(screen.queryByText('1-800-555-0199')).not.toBeInTheDocument();
  });

  it('keeps the postal code on one line: a no-break space inside it, in what is shown only', async () => {
    setViewportWidth(375);
    await openContactUs(1002, '100 Main Street, Red Deer, AB T4N 1A1');
    const address = screen.getByTestId('contact-address').querySelector('address');
    expect(address?.textContent).toContain('Red Deer, AB T4N\u00a01A1');
  });

  it('adds the VIP support number with its next-business-day promise for a VIP subscriber (MISC-010)', async () => {
    await openContactUs(1001);
    const vip = within(await screen.findByTestId('contact-vip'));
    expect(vip.getByRole('heading', { level: 3, name: 'VIP support' })).toBeInTheDocument();
    expect(vip.getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute('href', 'tel:18005550199');
    expect(vip.getByText('We guarantee an answer by the end of the next business day.')).toBeInTheDocument();
    // The toll-free number is still there.
    expect(within(screen.getByTestId('contact-details')).getByRole('link', { name: '1-800-555-0100' })).toBeInTheDocument();
  });

  it('speaks French', async () => {
    const user = userEvent.setup();
    await openContactUs(1001);
    await user.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Nous joindre' })).toBeInTheDocument();
    expect(screen.getByText('Soutien sans frais')).toBeInTheDocument();
    expect(screen.getByText('Nous vous garantissons une réponse au plus tard à la fin du jour ouvrable suivant.')).toBeInTheDocument();
  });

  it('dials digits only', () => {
    expect(telHref('1-800-555-0100')).toBe('tel:18005550100');
    expect(telHref('+1 (403) 555-0100')).toBe('tel:+14035550100');
  });
});
