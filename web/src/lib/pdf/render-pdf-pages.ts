/**
 * A PDF's pages drawn as PNG images, with PDF.js (pdfjs-dist). This module is only ever loaded
 * with import() (lib/pdf/pdf-pages.tsx), so PDF.js is a chunk of its own that no page's first
 * load carries; its worker is a file of its own too, started when a PDF is opened. The size of
 * both is in docs/decisions.md.
 */
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** One page drawn: a PNG and its size in pixels. */
export interface PdfPageImage {
  blob: Blob;
  width: number;
  height: number;
}

/**
 * How finely a page is drawn: twice the PDF's 72 dpi (a Letter page is 1224 px wide), so the
 * browser's zoom on a phone stays sharp; never wider than maxWidth pixels.
 */
const SCALE = 2;

function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the page could not be drawn'))), 'image/png');
  });
}

/**
 * Draws every page of the PDF in data, one after the other. The signal stops the work (the view
 * went away). Rejects when PDF.js cannot read the file or the browser cannot draw it.
 */
export async function renderPdfPages(data: ArrayBuffer, options: { maxWidth?: number; signal?: AbortSignal } = {}): Promise<PdfPageImage[]> {
  const { maxWidth = 1600, signal } = options;
  // PDF.js 6 compiles nothing with eval (the portal's Content-Security-Policy has no
  // 'unsafe-eval'); the fonts a PDF does not embed are drawn with the browser's own.
  const task = getDocument({ data: new Uint8Array(data), useSystemFonts: true });
  const stop = () => void task.destroy();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const pdf = await task.promise;
    const pages: PdfPageImage[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      signal?.throwIfAborted();
      const page = await pdf.getPage(n);
      const natural = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: Math.min(SCALE, maxWidth / natural.width) });
      const canvas = document.createElement('canvas');
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      await page.render({ canvas, viewport, background: '#ffffff' }).promise;
      pages.push({ blob: await canvasBlob(canvas), width: canvas.width, height: canvas.height });
      page.cleanup();
      canvas.width = 0; // frees the bitmap at once (iOS Safari keeps canvases' memory otherwise)
    }
    return pages;
  } finally {
    signal?.removeEventListener('abort', stop);
    void task.destroy();
  }
}
