/** What a subscriber draws or photographs in the e2e flows: a signature on the pad, a photo to upload. */
import { expect, type Page } from '@playwright/test';

/** Draws a signature with the mouse: a wavy stroke and a second one across it. */
export async function drawSignature(page: Page) {
  const canvas = page.getByTestId('signature-canvas');
  await expect(canvas).toBeVisible();
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  let [x, y] = at(0.12, 0.6);
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 36; i++) {
    [x, y] = at(0.12 + i * 0.02, 0.55 - Math.sin(i / 2.5) * 0.25);
    await page.mouse.move(x, y, { steps: 2 });
  }
  await page.mouse.up();
  [x, y] = at(0.3, 0.75);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(...at(0.7, 0.7), { steps: 12 });
  await page.mouse.up();
  await expect(canvas).toHaveAttribute('data-empty', 'false');
}

/**
 * A real photo drawn by the browser, different on every call (its line ends with the time): a
 * document with a title in large letters, e.g. a driver's licence or a void cheque.
 */
export async function drawPhoto(
  page: Page,
  { title, line, type = 'image/jpeg', width = 640, height = 400 }: { title: string; line: string; type?: 'image/jpeg' | 'image/png'; width?: number; height?: number },
): Promise<Buffer> {
  const bytes = await page.evaluate(
    async ({ title, line, type, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#dfe8f2';
      ctx.fillRect(0, 0, width, height);
      ctx.fillStyle = '#7a8da3';
      ctx.fillRect(30, 60, 160, 200);
      ctx.fillStyle = '#1d2b3a';
      ctx.font = 'bold 32px sans-serif';
      ctx.fillText(title, 220, 90);
      ctx.font = '22px sans-serif';
      ctx.fillText(`${line} ${Date.now()}`, 220, 150);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), type, 0.85));
      return [...new Uint8Array(await blob.arrayBuffer())];
    },
    { title, line, type, width, height },
  );
  return Buffer.from(bytes);
}
