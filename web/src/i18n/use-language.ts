import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from './translation';
import { changeLanguage } from './i18n';
import { DEFAULT_LANGUAGE, toLanguage, type Language } from './language';

/**
 * The app's language and the way to change it. Changing it loads the other catalog, switches to it, remembers the
 * choice (localStorage and the identity pages' cookie), sets `<html lang>`, and refetches every
 * query: the server writes its messages, the form descriptors' labels and field messages in the
 * language the app sends (Accept-Language), so what is cached in the old one is read again.
 */
export function useLanguage(): { language: Language; setLanguage: (lang: Language) => void } {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
  const setLanguage = useCallback(
    (lang: Language) => {
      if (lang === language) return;
      // Refetched once the app speaks the new language: the queries send it (Accept-Language).
      void changeLanguage(lang).then(
        () => queryClient.invalidateQueries(),
        () => {},
      );
    },
    [language, queryClient],
  );
  return { language, setLanguage };
}
