// covers: PLAT-006, PLAT-020, PLAT-070, PLAT-142, PLAT-016
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { setToken } from '../../lib/api-client';
import { browser } from '../../lib/browser';
import { updateSessionValues } from '../../lib/session-values';
import { installFakeServer, type FakeCall } from '../../test/fake-server';
import { renderApp, setViewportWidth } from '../../test/render-app';

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

const lang = (c: FakeCall) => c.headers.get('Accept-Language');

/** The Wi-Fi settings read refused with the server's message in the caller's language. */
function refusedInLanguage(call: FakeCall) {
  const message = lang(call) === 'fr' ? 'Paramètres Wi-Fi indisponibles.' : 'Wi-Fi settings are unavailable.';
  return { status: 450, json: { error: 1, message } };
}

describe('the language switch in the header', () => {
  it('switches to French: the catalog, <html lang>, the stored choice, the cookie, and server data read again in French', async () => {
    const server = installFakeServer({ 'GET user.1001/wifisettings': refusedInLanguage });
    renderApp('/ui/user/wifi');
    expect(await screen.findByText('Logged as', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByText(/Wi-Fi settings are unavailable\./)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    // Every call so far asked for English.
    expect(server.calls.filter((c) => c.url.pathname === '/api').every((c) => lang(c) === 'en')).toBe(true);

    const toFrench = screen.getByRole('button', { name: 'Français' });
    expect(toFrench).toHaveTextContent('FR');
    expect(toFrench).toHaveAttribute('lang', 'fr');
    const before = server.calls.length;
    await userEvent.click(toFrench);

    expect(await screen.findByText('Connecté en tant que')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Navigation principale' })).getByRole('link', { name: 'Forfait' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Wi-Fi');
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem('language')).toBe('fr');
    expect(document.cookie).toContain('myaccount_lang=fr');
    // The server's message comes back in French: the data was read again, asking for French.
    expect(await screen.findByText(/Paramètres Wi-Fi indisponibles\./)).toBeInTheDocument();
    const after = server.calls.slice(before).filter((c) => c.url.pathname === '/api');
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((c) => lang(c) === 'fr')).toBe(true);
    expect(after.some((c) => c.target === 'me.1/associatedaccounts')).toBe(true);

    // And back, with the keyboard.
    const toEnglish = screen.getByRole('button', { name: 'English' });
    expect(toEnglish).toHaveTextContent('EN');
    expect(toEnglish).toHaveAttribute('lang', 'en');
    toEnglish.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Logged as')).toBeInTheDocument();
    expect(await screen.findByText(/Wi-Fi settings are unavailable\./)).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.cookie).toContain('myaccount_lang=en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('formats for the language: the usage card in French', async () => {
    installFakeServer({
      'GET user.1001/broadbandtraffic': {
        json: {
          error: 0,
          object: {
            used_gb: 1340.1234,
            base_cap: 2000,
            loyalty_extra_gb: 25,
            onetime_extra_gb: 0,
            total_cap: 2025,
            unlimited: false,
            today: { year: 2026, month: 11, day: 23 },
          },
        },
      },
      'GET user.1001/ratingsurvey': { json: { error: 0, object: { getrating: false, rating: null } } },
    });
    renderApp('/ui/user/dashboard');
    const card = await screen.findByTestId('usage-card', undefined, { timeout: 15_000 });
    await waitFor(() => expect(within(card).getByTestId('used-of-total')).toHaveTextContent('1,340.123 GB of 2,025.000 GB used'));
    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('heading', { name: 'Tableau de bord', level: 2 })).toBeInTheDocument();
    expect(within(card).getByTestId('used-of-total').textContent).toBe('Consommation\u00a0: 1\u00a0340,123\u00a0Go sur 2\u00a0025,000\u00a0Go');
    // '66\u00a0%' (the query folds the no-break space into a space).
    expect(within(card).getByText('66 %')).toBeInTheDocument();
    expect(within(card).getByText('66 %').textContent).toBe('66\u00a0%');
    expect(within(card).getByTestId('days-left')).toHaveTextContent('8 jours restants');
  });

  it('logout keeps the choice, like the one-time tooltip flags', async () => {
    updateSessionValues({ user: 1001, email: 'avery@demo.test' });
    installFakeServer();
    renderApp('/ui/will/logout');
    await userEvent.click(await screen.findByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('heading', { name: 'Voulez-vous vraiment vous déconnecter?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Oui, me déconnecter' }));
    expect(await screen.findByRole('heading', { name: 'Déconnexion' })).toBeInTheDocument();
    expect(localStorage.getItem('session')).toBeNull();
    expect(localStorage.getItem('language')).toBe('fr');
    expect(document.cookie).toContain('myaccount_lang=fr');
    expect(i18n.language).toBe('fr');
  });

  it('is on the public pages too: 404', async () => {
    installFakeServer();
    renderApp('/ui/public/nothing-here');
    expect(await screen.findByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('heading', { name: '404 – Page introuvable' })).toBeInTheDocument();
  });
});
