/**
 * The signature's size and its PNG (ONB-045, ONB-046), without React: the pad is at most 800 × 400
 * CSS pixels, 90 % of the width it has and 4/5 of the window's height; its canvas is drawn at the
 * screen's pixel ratio (sharp on high-DPI screens), but the PNG sent is drawn again on a canvas of
 * the pad's CSS size, so it is never over 800 × 400 whatever the screen.
 */

/** The largest signature: 800 × 400 px (ONB-045); the server refuses a bigger PNG. */
export const SIGNATURE_MAX_WIDTH = 800;
export const SIGNATURE_MAX_HEIGHT = 400;

/** The smallest pad still usable. */
const MIN_SIDE = 40;

export interface Size {
  width: number;
  height: number;
}

/**
 * The pad's CSS size for the width available to it and the window's height (ONB-045):
 * min(800, 90 % of the width) × min(400, 4/5 of the height), whole pixels.
 */
export function padSize(availableWidth: number, windowHeight: number): Size {
  const width = Math.min(SIGNATURE_MAX_WIDTH, Math.floor(availableWidth * 0.9));
  const height = Math.min(SIGNATURE_MAX_HEIGHT, Math.floor((windowHeight * 4) / 5));
  return { width: Math.max(MIN_SIDE, width), height: Math.max(MIN_SIDE, height) };
}

/** The PNG's size for a pad of this CSS size: the same, whole pixels, never over 800 × 400. */
export function exportSize(pad: Size): Size {
  return {
    width: Math.max(1, Math.min(SIGNATURE_MAX_WIDTH, Math.round(pad.width))),
    height: Math.max(1, Math.min(SIGNATURE_MAX_HEIGHT, Math.round(pad.height))),
  };
}

/** The backing store of a canvas of this CSS size at a pixel ratio (at least 1). */
export function backingSize(pad: Size, ratio: number): Size & { ratio: number } {
  const r = Math.max(1, Number.isFinite(ratio) ? ratio : 1);
  return { width: Math.round(pad.width * r), height: Math.round(pad.height * r), ratio: r };
}

/** What the export needs of a canvas (a real one, or a test's stand-in). */
export interface ExportCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): Pick<CanvasRenderingContext2D, 'drawImage'> | null;
  toBlob(callback: (blob: Blob | null) => void, type?: string): void;
}

/**
 * The signature as a PNG of exportSize(pad): the pad's canvas (at any pixel ratio) drawn scaled on
 * a fresh canvas of that size. Rejects when the browser cannot make the PNG.
 */
export function exportSignature(
  source: CanvasImageSource,
  pad: Size,
  makeCanvas: () => ExportCanvas = () => document.createElement('canvas'),
): Promise<Blob> {
  const size = exportSize(pad);
  const out = makeCanvas();
  out.width = size.width;
  out.height = size.height;
  const ctx = out.getContext('2d');
  if (!ctx) return Promise.reject(new Error('no 2d canvas'));
  ctx.drawImage(source, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => {
    out.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the signature could not be made into a PNG'))), 'image/png');
  });
}
