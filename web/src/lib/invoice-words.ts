import type { Language } from './format/locale';

/** An invoice named by its month (issue 28, finding 6): the words My Balance and Billing use to point at it. */
export interface InvoiceWords {
  /** 'the November 2026 invoice' / 'la facture de novembre 2026' (French elides: « d'octobre »). */
  invoice: string;
  /** 'November 2026' / 'novembre 2026' */
  month: string;
}

const MONTH = /^(\d{4})-(\d{2})$/;

/** French writes « de » as « d' » before a vowel or a mute h (« d'octobre », « d'avril », « d'août »). */
export function ofWord(word: string): string {
  return /^[aeiouyhàâäéèêëîïôöûü]/i.test(word) ? `d’${word}` : `de ${word}`;
}

/** The latest invoice's words, or null when the balance names none (no invoice yet). */
export function invoiceWords(balance: { invoiceperiod: string }, lang: Language): InvoiceWords | null {
  const m = MONTH.exec(balance.invoiceperiod);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
  const month = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  return { month, invoice: lang === 'fr' ? `la facture ${ofWord(month)}` : `the ${month} invoice` };
}
