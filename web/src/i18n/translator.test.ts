import { describe, expect, it } from 'vitest';
import { interpolate, Translator } from './translator';

const en = {
  greeting: 'Hello {{name}}',
  spaced: 'Hello {{ name }}, {{n, number}}',
  nested: { deep: { key: 'Deep' } },
  devices: { count_one: '{{count}} device', count_other: '{{count}} devices' },
  onlyEnglish: 'English only',
};
const fr = {
  greeting: 'Bonjour {{name}}',
  nested: { deep: { key: 'Profond' } },
  devices: { count_one: '{{count}} appareil', count_other: '{{count}} appareils' },
};

function translator(language = 'en') {
  const t = new Translator(language, 'en');
  t.addCatalog('en', en);
  t.addCatalog('fr', fr);
  return t;
}

describe('translator', () => {
  it('reads dotted keys and fills placeholders, spaced or with a format', () => {
    const i18n = translator();
    expect(i18n.t('greeting', { name: 'Avery' })).toBe('Hello Avery');
    expect(i18n.t('nested.deep.key')).toBe('Deep');
    expect(i18n.t('spaced', { name: 'Drew', n: '1 000' })).toBe('Hello Drew, 1 000');
  });

  it('keeps a placeholder without a value as written, and answers a missing key with the key', () => {
    const i18n = translator();
    expect(i18n.t('greeting')).toBe('Hello {{name}}');
    expect(i18n.t('greeting', { name: null })).toBe('Hello {{name}}');
    expect(i18n.t('nested.deep')).toBe('nested.deep');
    expect(i18n.t('no.such.key')).toBe('no.such.key');
    expect(interpolate('{{a}}{{a}}', { a: 0 })).toBe('00');
  });

  it("chooses the plural form by count with the language's rules (French 0 and 1 are singular)", () => {
    const i18n = translator();
    expect(i18n.t('devices.count', { count: 1 })).toBe('1 device');
    expect(i18n.t('devices.count', { count: 0 })).toBe('0 devices');
    expect(i18n.t('devices.count', { count: 3 })).toBe('3 devices');
    void i18n.changeLanguage('fr');
    expect(i18n.t('devices.count', { count: 0 })).toBe('0 appareil');
    expect(i18n.t('devices.count', { count: 2 })).toBe('2 appareils');
  });

  it('falls back to English for a key French lacks, and to English until the French catalog is in', () => {
    const i18n = new Translator('fr', 'en');
    // No catalog in yet (the start-up's first reads): the language it is about to speak.
    expect(i18n.resolvedLanguage).toBe('fr');
    i18n.addCatalog('en', en);
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('greeting', { name: 'Avery' })).toBe('Hello Avery');
    i18n.addCatalog('fr', fr);
    expect(i18n.resolvedLanguage).toBe('fr');
    expect(i18n.t('greeting', { name: 'Avery' })).toBe('Bonjour Avery');
    expect(i18n.t('onlyEnglish')).toBe('English only');
  });

  it('tells its listeners of a language change, once, and stops when asked', async () => {
    const i18n = translator();
    const heard: string[] = [];
    const stop = i18n.onLanguageChanged((l) => heard.push(l));
    await i18n.changeLanguage('fr');
    await i18n.changeLanguage('fr');
    expect(i18n.language).toBe('fr');
    stop();
    await i18n.changeLanguage('en');
    expect(heard).toEqual(['fr']);
  });

  it("reads an area's messages once they are added, and the fallback's until the language's are", () => {
    const i18n = translator('fr');
    expect(i18n.hasArea('en', 'phone')).toBe(false);
    expect(i18n.t('phone.title')).toBe('phone.title');
    i18n.addArea('en', 'phone', { title: 'Phone', onlyEnglish: 'English only' });
    expect(i18n.t('phone.title')).toBe('Phone');
    i18n.addArea('fr', 'phone', { title: 'Téléphone' });
    expect(i18n.hasArea('fr', 'phone')).toBe(true);
    expect(i18n.t('phone.title')).toBe('Téléphone');
    expect(i18n.t('phone.onlyEnglish')).toBe('English only');
    // The catalog's own keys are still read first.
    expect(i18n.t('greeting', { name: 'Avery' })).toBe('Bonjour Avery');
  });
});
