/** A small shared piece of UI: the English/French switch of the shell's header and of the public pages. */
import { Button, type ButtonProps } from '@mui/material';
import { useTranslation } from '../../i18n/translation';
import type { Language } from '../../i18n/language';
import { useLanguage } from '../../i18n/use-language';

/** The language the switch offers: the other one. */
export function otherLanguage(lang: Language): Language {
  return lang === 'fr' ? 'en' : 'fr';
}

/**
 * A compact toggle to the other language: 'FR' while the app is in English, 'EN' while it is in
 * French. Its accessible name is the other language's own name ('Français', 'English'), marked
 * with that language (lang) so a screen reader says it right; a plain button, so Tab and
 * Enter/Space use it. The choice is remembered and the server's data is read again in it
 * (useLanguage). Its hint on hover is the browser's own (title): MUI's Tooltip would bring the
 * Popper library into every page's first load for a two-letter button.
 */
export function LanguageSwitch({ color = 'inherit', sx }: { color?: ButtonProps['color']; sx?: ButtonProps['sx'] }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const target = otherLanguage(language);
  const name = t(target === 'fr' ? 'language.french' : 'language.english');
  return (
    <Button
      variant="outlined"
      size="small"
      color={color}
      lang={target}
      aria-label={name}
      title={name}
      onClick={() => setLanguage(target)}
      data-testid="language-switch"
      sx={[
        { minWidth: 0, px: 1, py: 0.25, fontWeight: 600, letterSpacing: 0.5, lineHeight: 1.6, flexShrink: 0 },
        color === 'inherit' ? { borderColor: 'rgba(255,255,255,0.7)' } : {},
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {t(target === 'fr' ? 'language.frenchShort' : 'language.englishShort')}
    </Button>
  );
}
