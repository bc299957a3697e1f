import { locale } from '../format';
import type { Lang } from '../i18n';

/** A file's size: "840 B", "12 kB", "3.4 MB" (in the console's language). */
export function fileSize(lang: Lang, bytes: number): string {
  const n = (v: number, digits: number) => new Intl.NumberFormat(locale(lang), { maximumFractionDigits: digits }).format(v);
  if (bytes < 1000) return `${n(bytes, 0)}\u00a0${lang === 'fr' ? 'o' : 'B'}`;
  if (bytes < 1_000_000) return `${n(bytes / 1000, 0)}\u00a0${lang === 'fr' ? 'ko' : 'kB'}`;
  return `${n(bytes / 1_000_000, 1)}\u00a0${lang === 'fr' ? 'Mo' : 'MB'}`;
}
