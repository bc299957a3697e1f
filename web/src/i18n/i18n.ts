import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

/** Creates and initialises the i18next instance with the English catalog. */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** The app's i18n instance. */
export const i18n = createI18n();

/** Translates outside React (API client, error messages). */
export function translate(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, options);
}
