// covers: PLAT-006
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('the areas of the catalog', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
    vi.resetModules();
  });

  it('a page comes with the texts it shows, and a switch of language brings them in the new language first', async () => {
    // A fresh module graph: an i18n instance with no area loaded (the test setup loads them all).
    vi.resetModules();
    const { i18n, i18nReady, withTexts, changeLanguage } = await import('./i18n');
    await i18nReady();
    expect(i18n.language).toBe('en');
    expect(i18n.hasArea('en', 'phone')).toBe(false);
    expect(i18n.t('phone.loading')).toBe('phone.loading');

    await expect(withTexts(['phone'], Promise.resolve('the page'))).resolves.toBe('the page');
    expect(i18n.t('phone.loading')).toBe('Loading your phone service…');
    expect(i18n.hasArea('fr', 'phone')).toBe(false);

    await changeLanguage('fr');
    expect(i18n.language).toBe('fr');
    expect(i18n.t('phone.loading')).toBe('Chargement de votre service téléphonique…');
    // Only what the visit has shown.
    expect(i18n.hasArea('fr', 'billing')).toBe(false);
    expect(i18n.hasArea('en', 'billing')).toBe(false);
  });
});
