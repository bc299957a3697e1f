import { en, type I18n, type Key, type Lang } from '../i18n';

export function locale(lang: Lang): string {
  return lang === 'fr' ? 'fr-CA' : 'en-CA';
}

export function when(lang: Lang, iso: string): string {
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A key of the catalog when it has one, else the raw value (a category or status added later). */
export function label(i18n: I18n, prefix: string, value: string): string {
  const key = `${prefix}.${value}`;
  return key in en ? i18n.t(key as Key) : value;
}

/** A file's size: "840 B", "12 kB", "3.4 MB" (in the console's language). */
export function fileSize(lang: Lang, bytes: number): string {
  const n = (v: number, digits: number) => new Intl.NumberFormat(locale(lang), { maximumFractionDigits: digits }).format(v);
  if (bytes < 1000) return `${n(bytes, 0)}\u00a0${lang === 'fr' ? 'o' : 'B'}`;
  if (bytes < 1_000_000) return `${n(bytes / 1000, 0)}\u00a0${lang === 'fr' ? 'ko' : 'kB'}`;
  return `${n(bytes / 1_000_000, 1)}\u00a0${lang === 'fr' ? 'Mo' : 'MB'}`;
}
