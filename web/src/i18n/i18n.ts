import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
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

/** The catalogs, one chunk each: a visit downloads the language it shows, the other on a switch. */
const catalogLoaders: Record<Language, () => Promise<Record<string, unknown>>> = {
  en: () => import('./en').then((m) => m.en),
  fr: () => import('./fr').then((m) => m.fr),
};

/**
 * Creates and initialises an i18next instance in `lng` — by default the language this visit
 * starts in (language.ts: the stored choice, the identity pages' cookie, the browser's languages,
 * English) — without catalogs: loadLanguage adds them (the app waits for the first before it
 * renders). `<html lang>` follows the instance's language.
 */
export function createI18n(lng: Language = initialLanguage()): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (l) => applyDocumentLanguage(toLanguage(l) ?? DEFAULT_LANGUAGE));
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** The app's i18n instance. */
export const i18n = createI18n();
syncLanguageCookie();

const loading = new Map<Language, Promise<void>>();

/** Whether a language's catalog is in the app's instance. */
export function hasLanguage(lang: Language): boolean {
  return i18n.hasResourceBundle(lang, 'translation');
}

/** Loads a language's catalog into the app's instance (once; a failed load is tried again next time). */
export function loadLanguage(lang: Language): Promise<void> {
  if (hasLanguage(lang)) return Promise.resolve();
  let p = loading.get(lang);
  if (!p) {
    p = catalogLoaders[lang]().then(
      (catalog) => {
        i18n.addResourceBundle(lang, 'translation', catalog, true, true);
      },
      (e: unknown) => {
        loading.delete(lang);
        throw e;
      },
    );
    loading.set(lang, p);
  }
  return p;
}

/**
 * Resolves once the catalog of the language this visit starts in is loaded and the instance
 * speaks it: the app renders after it, so its first paint is in that language.
 */
export function i18nReady(): Promise<void> {
  const lang = toLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  return loadLanguage(lang).then(async () => {
    if (i18n.resolvedLanguage !== lang) await i18n.changeLanguage(lang);
  });
}

/** The language the app speaks now ('en' or 'fr'): what the API client sends and the formatters use. */
export function currentLanguage(): Language {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
}

/** The language asked for last: a slower catalog load does not switch back to an older choice. */
let requested: Language | null = null;

/**
 * Switches the app's language and remembers the choice (localStorage, and the cookie the identity
 * pages follow); `<html lang>` follows. The other language's catalog is loaded first (the app
 * keeps speaking the current one until it is in). Resolves once the app speaks `lang`; server
 * data is refetched by the caller (useLanguage) then.
 */
export async function changeLanguage(lang: Language): Promise<void> {
  rememberLanguage(lang);
  requested = lang;
  await loadLanguage(lang);
  if (requested !== lang) return;
  if (currentLanguage() !== lang || i18n.language !== lang) await i18n.changeLanguage(lang);
}

/** Translates outside React (API client, error messages). */
export function translate(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, options);
}
