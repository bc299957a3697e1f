// Compresses the built app once, at build time: every text file of the output folder gets a
// .br (Brotli, best) and a .gz (gzip made by Zopfli: 3–4 % smaller than gzip -9, read by every
// gzip decoder) beside it when that is smaller. The Go server (internal/webui) answers a browser
// that accepts them with these bytes, so no request pays for compression and nothing is
// compressed twice. Run by `npm run build` after `vite build`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, extname, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { promisify } from 'node:util';
import { gzip as zopfliGzip } from '@gfx/zopfli';
import { fileURLToPath } from 'node:url';

// The subscriber app's folder, or the one given (the staff console's: ../internal/webui/app/staff).
const outDir = process.argv[2] ? resolve(process.argv[2]) : fileURLToPath(new URL('../../internal/webui/app/ui', import.meta.url));
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

// The first-load budgets (web/build/build-guards.ts, firstLoadReport): each page's files summed as
// the server sends them gzipped. A page over its budget fails the build.
// Only for the subscriber app (the console has no budget).
if (!process.argv[2]) checkFirstLoads();

function checkFirstLoads() {
  const report = fileURLToPath(new URL('../dist/first-loads.json', import.meta.url));
  const gzipBytes = (file) => {
    const path = join(outDir, file);
    try {
      return statSync(path + '.gz').size;
    } catch {
      return statSync(path).size;
    }
  };
  const loads = JSON.parse(readFileSync(report, 'utf8')).map((l) => ({ ...l, kB: l.files.reduce((n, f) => n + gzipBytes(f), 0) / 1000 }));
  loads.sort((a, b) => b.kB - a.kB);
  if (process.env.MYACCOUNT_FIRST_LOADS) for (const l of loads) console.log(`${l.kB.toFixed(1).padStart(6)} kB of ${l.budgetKB}  ${l.page}`);
  const over = loads.filter((l) => l.kB > l.budgetKB);
  const dashboard = loads.find((l) => l.page.startsWith('src/pages/dashboard/'));
  console.log(`first loads: ${loads.length} pages checked, the dashboard's ${dashboard?.kB.toFixed(1)} kB of gzip (MYACCOUNT_FIRST_LOADS=1 lists them)`);
  if (over.length) {
    for (const l of over) console.error(`first load over its budget: ${l.page} ${l.kB.toFixed(1)} kB of gzip, budget ${l.budgetKB} kB (web/vite.config.ts)`);
    process.exit(1);
  }
}
