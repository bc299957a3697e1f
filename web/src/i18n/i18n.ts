import {
  applyDocumentLanguage,
  DEFAULT_LANGUAGE,
  initialLanguage,
  rememberLanguage,
  syncLanguageCookie,
  toLanguage,
  type Language,
} from './language';
import type { TextArea } from './en';
import { Translator, type Catalog, type MessageValues } from './translator';

/** A language's catalog: the texts loaded before the app draws, and its areas' loaders (en.ts). */
interface LanguageCatalog {
  catalog: Catalog;
  areas: Readonly<Record<TextArea, () => Promise<Catalog>>>;
}

/** The catalogs, one chunk each: a visit downloads the language it shows, the other on a switch. */
const catalogLoaders: Record<Language, () => Promise<LanguageCatalog>> = {
  en: () => import('./en').then((m) => ({ catalog: m.en, areas: m.enAreas })),
  fr: () => import('./fr').then((m) => ({ catalog: m.fr, areas: m.frAreas })),
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
      ({ catalog }) => {
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

/** The areas this visit has asked for: a switch of language loads them in the new one first. */
const requestedAreas = new Set<TextArea>();
const loadingAreas = new Map<string, Promise<void>>();

/**
 * Loads an area's texts in a language, by default the one the app speaks or is starting in (once;
 * a failed load is tried again next time).
 */
export function loadArea(area: TextArea, lang: Language = toLanguage(i18n.language) ?? DEFAULT_LANGUAGE): Promise<void> {
  requestedAreas.add(area);
  if (i18n.hasArea(lang, area)) return Promise.resolve();
  const id = `${lang}:${area}`;
  let p = loadingAreas.get(id);
  if (!p) {
    p = catalogLoaders[lang]()
      .then(({ areas }) => areas[area]())
      .then(
        (messages) => i18n.addArea(lang, area, messages),
        (e: unknown) => {
          loadingAreas.delete(id);
          throw e;
        },
      );
    loadingAreas.set(id, p);
  }
  return p;
}

/**
 * A page's code with the areas of texts it shows: resolves with the module once both are in, so
 * a lazy page never draws a key for a text still on its way. Routes load their pages through it.
 */
export function withTexts<M>(areas: readonly TextArea[], page: Promise<M>): Promise<M> {
  return Promise.all([page, ...areas.map((area) => loadArea(area))]).then(([m]) => m);
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
 * pages follow); `<html lang>` follows. The other language's catalog, and the areas the visit has
 * loaded, are loaded first (the app keeps speaking the current one until they are in). Resolves
 * once the app speaks `lang`; server data is refetched by the caller (useLanguage) then.
 */
export async function changeLanguage(lang: Language): Promise<void> {
  rememberLanguage(lang);
  requested = lang;
  await loadLanguage(lang);
  // The areas the pages shown so far use, in the new language too (a page opened meanwhile adds its own).
  while ([...requestedAreas].some((area) => !i18n.hasArea(lang, area))) {
    await Promise.all([...requestedAreas].map((area) => loadArea(area, lang)));
  }
  if (requested !== lang) return;
  if (currentLanguage() !== lang || i18n.language !== lang) await i18n.changeLanguage(lang);
}

/** Translates outside React (API client, error messages). */
export function translate(key: string, values?: MessageValues): string {
  return i18n.t(key, values);
}
