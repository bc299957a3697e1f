/**
 * Money as the app shows it (decisions "Money"): Canadian dollars, '$1,234.56' in English and
 * '1 234,56 $' in French; a negative amount is a credit, '$12.34 CR' / '12,34 $ CR'. Works on
 * whole cents, so 0.1 + 0.2 style noise never shows, and writes the separators itself, so every
 * browser writes the same. Pure.
 */
import { NBSP, type Language } from './locale';
import { groupThousands } from './number';

/** Dollars as money text for the language; not a number → ''. */
export function formatMoney(dollars: number, lang: Language = 'en'): string {
  if (typeof dollars !== 'number' || !Number.isFinite(dollars)) return '';
  const cents = Math.round(Math.abs(dollars) * 100);
  const whole = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  const credit = dollars < 0 && cents > 0;
  if (lang === 'fr') {
    const text = `${groupThousands(String(whole), NBSP)},${rest}${NBSP}$`;
    return credit ? `${text}${NBSP}CR` : text;
  }
  const text = `$${groupThousands(String(whole), ',')}.${rest}`;
  return credit ? `${text} CR` : text;
}
