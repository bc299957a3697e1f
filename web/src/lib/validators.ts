/** pi: the identity service's one-time code, [a-zA-Z0-9+./=_-] and 2 to 512 long (PLAT-065). */
const PI_RE = /^[a-zA-Z0-9+./=_-]{2,512}$/;

/** hw: a device hardware address, exactly six colon-separated hex pairs (PLAT-066). */
const HW_RE = /^[0-9a-fA-F]{2}(:[0-9a-fA-F]{2}){5}$/;

/** True when value is an acceptable pi code. */
export function isValidPi(value: string | null | undefined): value is string {
  return typeof value === 'string' && PI_RE.test(value);
}

/** True when value is an acceptable hw address. */
export function isValidHw(value: string | null | undefined): value is string {
  return typeof value === 'string' && HW_RE.test(value);
}
