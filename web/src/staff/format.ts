/**
 * How the console writes dates, amounts and coded values, in its language (Canadian English or
 * French). One place for them, so that every section shows the same date the same way.
 */
import { en, type I18n, type Key, type Lang } from './i18n';

/** The Intl locale of the console's language. */
export function locale(lang: Lang): string {
  return lang === 'fr' ? 'fr-CA' : 'en-CA';
}

/** A moment, to the minute: "Nov 28, 2026, 9:40 p.m." */
export function when(lang: Lang, iso: string): string {
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A moment, or "—" when there is none. */
export function whenOrDash(lang: Lang, iso: string | undefined | null): string {
  return iso ? when(lang, iso) : '—';
}

/** A day: "Nov 28, 2026". */
export function day(lang: Lang, iso: string): string {
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'medium' }).format(new Date(iso));
}

/** An amount in cents, in Canadian dollars: "$12.50", "12,50 $". */
export function money(lang: Lang, cents: number): string {
  return new Intl.NumberFormat(locale(lang), { style: 'currency', currency: 'CAD' }).format(cents / 100);
}

/** A whole number with the language's grouping: "27,500", "27 500". */
export function count(lang: Lang, n: number): string {
  return new Intl.NumberFormat(locale(lang)).format(n);
}

/** The text in the console's language; the English one when there is no French one. */
export function pick(lang: Lang, text: { en: string; fr?: string }): string {
  return lang === 'fr' && text.fr ? text.fr : text.en;
}

/** The catalog's text for a coded value (prefix.value) when it has one, else the value as it is (a code added later). */
export function label(i18n: I18n, prefix: string, value: string): string {
  const key = `${prefix}.${value}`;
  return key in en ? i18n.t(key as Key) : value;
}

/** What a staff log code means ("post-credit": "Credit posted"); an unknown code as it is. */
export function actionName(i18n: I18n, code: string): string {
  return label(i18n, 'action', code);
}
