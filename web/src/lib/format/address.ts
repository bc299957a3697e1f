import { NBSP } from './locale';

/** A Canadian postal code written with its space: 'T4N 1A1' (either case). */
const POSTAL_CODE = /\b([A-Za-z]\d[A-Za-z]) (\d[A-Za-z]\d)\b/g;

/**
 * An address for display with each postal code kept on one line: the space inside 'T4N 1A1'
 * becomes a no-break space, so a narrow screen never shows 'T4N' and '1A1' on two lines. The
 * stored text is unchanged; only what is drawn.
 */
export function keepPostalCodesTogether(address: string): string {
  return address.replace(POSTAL_CODE, `$1${NBSP}$2`);
}
