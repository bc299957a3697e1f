/** Tests only: base64url(JSON) + '.' + a signature, shaped like the server's Sign. */
export function makeTestToken(payload: unknown, sig = 'c2ln'): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  let bin = '';
  bytes.forEach((b) => (bin += String.fromCharCode(b)));
  return `${btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.${sig}`;
}
