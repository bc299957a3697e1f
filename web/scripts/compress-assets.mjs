// Compresses the built app once, at build time: every text file of the output folder gets a
// .br (Brotli, best) and a .gz (gzip made by Zopfli: 3–4 % smaller than gzip -9, read by every
// gzip decoder) beside it when that is smaller. The Go server (internal/webui) answers a browser
// that accepts them with these bytes, so no request pays for compression and nothing is
// compressed twice. Run by `npm run build` after `vite build`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, extname } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { promisify } from 'node:util';
import { gzip as zopfliGzip } from '@gfx/zopfli';
import { fileURLToPath } from 'node:url';

const outDir = fileURLToPath(new URL('../../internal/webui/app/ui', import.meta.url));
const gzip = promisify(zopfliGzip);
const compressible = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt']);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let raw = 0;
let br = 0;
for (const path of files(outDir)) {
  if (!compressible.has(extname(path))) continue;
  const data = readFileSync(path);
  raw += data.length;
  const variants = [
    ['.br', brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } })],
    ['.gz', await gzip(data, { numiterations: 15 })],
  ];
  for (const [ext, packed] of variants) {
    // Tiny files do not shrink: serve them as they are.
    if (packed.length < data.length) writeFileSync(path + ext, packed);
    if (ext === '.br') br += Math.min(packed.length, data.length);
  }
}
console.log(`compress-assets: ${(raw / 1024).toFixed(0)} kB of text → ${(br / 1024).toFixed(0)} kB with Brotli (${outDir})`);
