import {
  applyDocumentLanguage,
  DEFAULT_LANGUAGE,
  initialLanguage,
  rememberLanguage,
  syncLanguageCookie,
  toLanguage,
  type Language,
} from './language';
import { Translator, type Catalog, type MessageValues } from './translator';

/** The catalogs, one chunk each: a visit downloads the language it shows, the other on a switch. */
const catalogLoaders: Record<Language, () => Promise<Catalog>> = {
  en: () => import('./en').then((m) => m.en),
  fr: () => import('./fr').then((m) => m.fr),
};

/**
 * Creates a translator in `lng` — by default the language this visit starts in (language.ts: the
 * stored choice, the identity pages' cookie, the browser's languages, English) — without
 * catalogs: loadLanguage adds them (the app waits for the first before it renders), English is
 * the fallback of a missing key. `<html lang>` follows its language.
 */
function createI18n(lng: Language = initialLanguage()): Translator {
  const instance = new Translator(lng, DEFAULT_LANGUAGE);
  applyDocumentLanguage(lng);
  instance.onLanguageChanged((l) => applyDocumentLanguage(toLanguage(l) ?? DEFAULT_LANGUAGE));
  return instance;
}

/** The app's translator. */
export const i18n = createI18n();
syncLanguageCookie();

const loading = new Map<Language, Promise<void>>();

/** Whether a language's catalog is in the app's translator. */
export function hasLanguage(lang: Language): boolean {
  return i18n.hasCatalog(lang);
}

/** Loads a language's catalog into the app's translator (once; a failed load is tried again next time). */
export function loadLanguage(lang: Language): Promise<void> {
  if (hasLanguage(lang)) return Promise.resolve();
  let p = loading.get(lang);
  if (!p) {
    p = catalogLoaders[lang]().then(
      (catalog) => {
        i18n.addCatalog(lang, catalog);
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
export function translate(key: string, values?: MessageValues): string {
  return i18n.t(key, values);
}
