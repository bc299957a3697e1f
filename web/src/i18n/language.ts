/**
 * The subscriber's language (English or Canadian French): which one a visit starts in, and where a
 * choice is remembered. The choice lives in localStorage (lib/storage's `language` key, kept by a
 * logout like the one-time flags) and in the cookie `myaccount_lang`, which the identity service's
 * /auth pages read (and set themselves when opened with ?lang=, internal/identity `LangCookie`).
 * A first visit follows the browser's languages (navigator.languages: fr* → French), else English.
 */
import { readItem, storageKeys, writeItem } from '../lib/storage';

/** The languages of the app: English (the specs' texts, the fallback) and French (fr-CA). */
export type Language = 'en' | 'fr';

export const LANGUAGES: readonly Language[] = ['en', 'fr'];

/** English: the specs are written in it, and it is the fallback everywhere. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie the identity service's pages read (and write when opened with ?lang=). */
export const LANGUAGE_COOKIE = 'myaccount_lang';

/** A year, the cookie's lifetime (the identity service sets the same). */
const COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** The language of a code such as 'fr', 'fr-CA', 'FR_ca' or 'en-US'; null for any other. */
export function toLanguage(code: unknown): Language | null {
  if (typeof code !== 'string') return null;
  const base = code.trim().toLowerCase().split(/[-_]/)[0];
  return base === 'en' || base === 'fr' ? base : null;
}

/** The first of the browser's preferred languages the app speaks (['de', 'fr-CA', 'en'] → fr); null when none. */
export function browserLanguage(languages: readonly string[] | undefined): Language | null {
  for (const code of languages ?? []) {
    const lang = toLanguage(code);
    if (lang) return lang;
  }
  return null;
}

/** The language named by the `myaccount_lang` cookie of a document.cookie string; null when unset or unknown. */
export function cookieLanguage(cookie: string): Language | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return toLanguage(decodeURIComponent(rest.join('=')));
  }
  return null;
}

/** What decides the first language: the stored choice, the identity pages' cookie, the browser's list. */
export interface LanguageSources {
  stored: string | null;
  cookie: string;
  languages: readonly string[] | undefined;
}

/** document.cookie, or '' outside a browser or with cookies disabled. */
function readCookies(): string {
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    return '';
  }
}

/** Reads the sources from this browser (each one empty when unavailable, e.g. outside a browser). */
export function browserSources(): LanguageSources {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    stored: readItem('local', storageKeys.language),
    cookie: readCookies(),
    languages: nav ? (nav.languages?.length ? nav.languages : nav.language ? [nav.language] : []) : [],
  };
}

/**
 * The language a page load starts in: the subscriber's stored choice; else the one chosen on the
 * identity pages (their cookie); else the first of the browser's languages the app speaks
 * (fr-CA, fr → French); else English.
 */
export function initialLanguage(sources: LanguageSources = browserSources()): Language {
  return toLanguage(sources.stored) ?? cookieLanguage(sources.cookie) ?? browserLanguage(sources.languages) ?? DEFAULT_LANGUAGE;
}

/** Writes the cookie the identity pages follow: path /, a year, SameSite=Lax (Secure over https). */
export function writeLanguageCookie(lang: Language): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
  } catch {
    /* cookies disabled: the identity pages follow Accept-Language instead */
  }
}

/** Remembers a choice: localStorage for the app, the cookie for the identity pages. */
export function rememberLanguage(lang: Language): void {
  writeItem('local', storageKeys.language, lang);
  writeLanguageCookie(lang);
}

/**
 * At start-up: a stored choice the cookie does not carry (cookies cleared, or a choice made
 * before the cookie existed) is written to it again, so the identity pages keep following it.
 * A cookie that names another language is left alone (it may be a newer choice made there).
 */
export function syncLanguageCookie(sources: LanguageSources = browserSources()): void {
  const stored = toLanguage(sources.stored);
  if (stored && cookieLanguage(sources.cookie) === null) writeLanguageCookie(stored);
}

/** Marks the page's language for assistive technology, hyphenation and fonts (`<html lang>`). */
export function applyDocumentLanguage(lang: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
