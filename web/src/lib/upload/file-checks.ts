/**
 * The shared file rules of the uploads (requirements G.1, decisions.md §2): a file must be chosen,
 * at most 10,000,000 bytes, at least 50, and a JPEG by its content — its first bytes FF D8 FF, not
 * its name or the type the browser guesses from the name. The server checks the same, in the same
 * order (internal/billing CheckJPEG); checking here first spares the subscriber a long upload that
 * would be refused. Each problem is a code: the page that uploads shows its own text for it.
 */

/** The largest file the server takes: 10,000,000 bytes, "10MB" in every page's text (decisions §2). */
export const MAX_UPLOAD_BYTES = 10_000_000;

/** The smallest: under 50 bytes a file cannot be a photo ("Invalid file"). */
export const MIN_UPLOAD_BYTES = 50;

/** What a JPEG begins with: the SOI marker FF D8 and the first segment's FF. */
export const JPEG_SIGNATURE: readonly number[] = [0xff, 0xd8, 0xff];

/** The file input's accept attribute for a JPEG photo (a hint to the picker; the content decides). */
export const JPEG_ACCEPT = 'image/jpeg,.jpg,.jpeg';

/**
 * Why a file cannot be sent: none chosen ("Please select a file"), not a JPEG ("Wrong file type.
 * Only jpeg/jpg accepted"), over 10,000,000 bytes ("File too big. Maximum size 10MB"), under 50
 * bytes ("Invalid file").
 */
export type FileProblem = 'missing' | 'wrongType' | 'tooBig' | 'invalid';

/** True when bytes begin with the JPEG signature FF D8 FF. */
export function hasJpegSignature(bytes: Uint8Array): boolean {
  return JPEG_SIGNATURE.every((b, i) => bytes[i] === b);
}

/** The first n bytes of a file (fewer when it is shorter). */
export async function readHead(file: Blob, n: number): Promise<Uint8Array> {
  const part = file.slice(0, n);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  // Older engines: FileReader.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(part);
  });
}

/**
 * Checks a chosen file against G.1 in the server's order: chosen, not too big, not too small, a
 * JPEG by its first bytes. Null when it may be sent. A file that cannot be read counts as invalid.
 */
export async function checkJpegFile(file: Blob | null | undefined): Promise<FileProblem | null> {
  if (!file) return 'missing';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooBig';
  if (file.size < MIN_UPLOAD_BYTES) return 'invalid';
  let head: Uint8Array;
  try {
    head = await readHead(file, JPEG_SIGNATURE.length);
  } catch {
    return 'invalid';
  }
  return hasJpegSignature(head) ? null : 'wrongType';
}
