import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { fr } from './fr';
import {
  applyDocumentLanguage,
  DEFAULT_LANGUAGE,
  initialLanguage,
  LANGUAGES,
  rememberLanguage,
  syncLanguageCookie,
  toLanguage,
  type Language,
} from './language';

/**
 * Creates and initialises an i18next instance with both catalogs (en, fr), in `lng` — by default
 * the language this visit starts in (language.ts: the stored choice, the identity pages' cookie,
 * the browser's languages, English). `<html lang>` follows the instance's language.
 */
export function createI18n(lng: Language = initialLanguage()): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (l) => applyDocumentLanguage(toLanguage(l) ?? DEFAULT_LANGUAGE));
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: { en: { translation: en }, fr: { translation: fr } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** The app's i18n instance. */
export const i18n = createI18n();
syncLanguageCookie();

/** The language the app speaks now ('en' or 'fr'): what the API client sends and the formatters use. */
export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
}

/**
 * Switches the app's language and remembers the choice (localStorage, and the cookie the identity
 * pages follow); `<html lang>` follows. Server data is refetched by the caller (useLanguage).
 */
export function changeLanguage(lang: Language): void {
  rememberLanguage(lang);
  if (currentLanguage() !== lang || i18n.language !== lang) void i18n.changeLanguage(lang);
}

/** Translates outside React (API client, error messages). */
export function translate(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, options);
}
