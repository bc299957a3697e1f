// covers: PLAT-006
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLanguage, cookieLanguage, initialLanguage, toLanguage } from './language';

describe('which language a visit starts in', () => {
  it('reads language codes', () => {
    expect(toLanguage('fr')).toBe('fr');
    expect(toLanguage('fr-CA')).toBe('fr');
    expect(toLanguage('FR_ca')).toBe('fr');
    expect(toLanguage('en-US')).toBe('en');
    expect(toLanguage('de')).toBeNull();
    expect(toLanguage(undefined)).toBeNull();
  });

  it("takes the first of the browser's languages the app speaks", () => {
    expect(browserLanguage(['fr-CA', 'en'])).toBe('fr');
    expect(browserLanguage(['de-DE', 'fr'])).toBe('fr');
    expect(browserLanguage(['en-GB', 'fr'])).toBe('en');
    expect(browserLanguage(['de', 'es'])).toBeNull();
    expect(browserLanguage([])).toBeNull();
  });

  it('reads the identity pages’ cookie', () => {
    expect(cookieLanguage('a=1; myaccount_lang=fr; b=2')).toBe('fr');
    expect(cookieLanguage('myaccount_lang=en')).toBe('en');
    expect(cookieLanguage('myaccount_lang=xx')).toBeNull();
    expect(cookieLanguage('')).toBeNull();
  });

  it('the stored choice first, then the cookie, then the browser, then English', () => {
    expect(initialLanguage({ stored: 'en', cookie: 'myaccount_lang=fr', languages: ['fr-CA'] })).toBe('en');
    expect(initialLanguage({ stored: null, cookie: 'myaccount_lang=en', languages: ['fr-CA'] })).toBe('en');
    expect(initialLanguage({ stored: null, cookie: '', languages: ['fr-CA'] })).toBe('fr');
    expect(initialLanguage({ stored: 'garbage', cookie: '', languages: ['de'] })).toBe('en');
    expect(initialLanguage({ stored: null, cookie: '', languages: undefined })).toBe('en');
  });
});

describe('a first visit from a French browser', () => {
  afterEach(() => {
    // The own property set below hides jsdom's getter again once deleted.
    delete (navigator as { languages?: unknown }).languages;
    document.documentElement.lang = 'en';
    vi.resetModules();
  });

  it("with navigator.languages ['fr-CA'] starts in French: the shell, the menu, <html lang> and Accept-Language", async () => {
    Object.defineProperty(navigator, 'languages', { value: ['fr-CA'], configurable: true });
    // A fresh module graph, so the app's i18n instance is created for this browser.
    vi.resetModules();
    const { setToken } = await import('../lib/api-client');
    const { browser } = await import('../lib/browser');
    const { installFakeServer } = await import('../test/fake-server');
    const { renderApp, setViewportWidth } = await import('../test/render-app');
    const { i18n, i18nReady } = await import('./i18n');
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    // As main.tsx does: the visit's catalog (French only) is loaded before the app renders.
    await i18nReady();
    expect(i18n.hasCatalog('fr')).toBe(true);
    expect(i18n.hasCatalog('en')).toBe(false);

    setToken('tok');
    setViewportWidth(1280);
    vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const server = installFakeServer();
    renderApp('/ui/user/wifi');
    expect(await screen.findByText('Connecté en tant que', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('avery@demo.test')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveTextContent('EN');
    // The page's own texts (an area of the catalog, loaded with the page) in French too.
    expect(await screen.findByText('Paramètres Wi-Fi', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(i18n.hasArea('en', 'wifiSettings')).toBe(false);
    // Every call asks the server for French; nothing was stored yet (the browser decided).
    const api = server.calls.filter((c) => c.url.pathname === '/api');
    expect(api.length).toBeGreaterThan(0);
    expect(api.every((c) => c.headers.get('Accept-Language') === 'fr')).toBe(true);
    expect(localStorage.getItem('language')).toBeNull();
    await i18n.changeLanguage('en');
  });
});
