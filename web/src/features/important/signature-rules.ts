/** The typed signature that clears a disruptive ticket (NET-091…094): its rules, apart from its form (a chunk of its own). */

/** The signature's length bounds (docs/internet-api.md: 2–200 characters). */
export const SIGNATURE_MIN = 2;
export const SIGNATURE_MAX = 200;
/** Letters, spaces and .'-,& — the characters of a typed name. */
const SIGNATURE_CHARS = /^[\p{L}\p{M} .'’\-,&]+$/u;

/** Why a typed signature cannot be sent yet, or null. Whether it names the holder is the server's call. */
export function signatureProblem(raw: string): 'required' | 'invalid' | 'tooLong' | null {
  const s = raw.trim().replace(/\s+/g, ' ');
  if ([...s].length < SIGNATURE_MIN) return 'required';
  if ([...s].length > SIGNATURE_MAX) return 'tooLong';
  if (!SIGNATURE_CHARS.test(s)) return 'invalid';
  return null;
}
