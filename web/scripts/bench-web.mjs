// make bench-web: what a subscriber's browser downloads on a first visit, per page, and
// Lighthouse's mobile performance score of the sign-in page and the signed-in dashboard — in
// Debian's Chromium against a running portal (scripts/bench-web.sh starts a fresh demo one).
//
//   node scripts/bench-web.mjs http://127.0.0.1:8080 [--no-lighthouse] [--scripts]
//
// --scripts also lists each page's scripts with their gzip bytes, largest first (what to cut next).
// Bytes are as sent (compressed: Chromium asks for Brotli), from a fresh browser profile (no cache,
// no service worker yet); the gzip column asks for the same scripts with Accept-Encoding: gzip, the
// measure of issue 14's target.
// Lighthouse runs from npm (`npx lighthouse@LIGHTHOUSE_VERSION`, fetched once into npm's cache).
import { execFileSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const LIGHTHOUSE_VERSION = '12.8.2';
const LOGIN = 'avery@demo.test';
const PASSWORD = 'demo1234';
// The pages a subscriber opens first, signed in (the app's paths).
const PAGES = ['/ui/user/dashboard', '/ui/user/trafficMonitor', '/ui/user/calendar', '/ui/user/documents'];

const base = process.argv[2];
const lighthouse = !process.argv.includes('--no-lighthouse');
const listScripts = process.argv.includes('--scripts');
if (!base) {
  console.error('usage: node scripts/bench-web.mjs http://HOST:PORT [--no-lighthouse] [--scripts]');
  process.exit(2);
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** The size of url's body as sent with Accept-Encoding: gzip (Node's http does not decompress). */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      let n = 0;
      res.on('data', (chunk) => (n += chunk.length));
      res.on('end', () => resolve(n));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Loads url in a fresh context (with cookies) and sums what was transferred, by kind. */
async function firstLoad(url, cookies = []) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, serviceWorkers: 'block' });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const responses = [];
  page.on('requestfinished', (request) => responses.push(request));
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  if (cookies.length > 0) {
    // A page of the app: drawn (the shell's title), then quiet again. On a busy machine the network
    // can fall idle for half a second while the app's code still runs, before the page is there.
    await page.locator('header h1').waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
  }
  const totals = { script: 0, scripts: 0, other: 0, gzipScript: 0, list: [] };
  for (const request of responses) {
    const sizes = await request.sizes();
    const bytes = sizes.responseBodySize;
    if (request.resourceType() === 'script') {
      totals.script += bytes;
      totals.scripts += 1;
      const gzip = await gzipBytes(request.url());
      totals.gzipScript += gzip;
      totals.list.push([new URL(request.url()).pathname, gzip]);
    } else totals.other += bytes;
  }
  const finalURL = page.url();
  await context.close();
  return { ...totals, finalURL };
}

/** Signs in through the identity page and returns the browser's cookies (the SSO session). */
async function signIn() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/ui/`);
  await page.waitForURL(/\/auth\/login/, { timeout: 120_000 });
  await page.locator('input[name="login"]').fill(LOGIN);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/ui\/user\//, { timeout: 120_000 });
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

const kB = (n) => (n / 1024).toFixed(1);
const rows = [];
const signInPage = `${base}/auth/login?r=myaccount`;
rows.push(['sign-in page (/auth/login)', await firstLoad(signInPage)]);
const cookies = await signIn();
for (const path of PAGES) rows.push([path, await firstLoad(base + path, cookies)]);
await browser.close();

console.log(`first load in a fresh browser (bytes as sent), ${base}`);
console.log('page                                JS kB   scripts  other kB   gzip JS kB');
for (const [name, r] of rows) {
  console.log(`${name.padEnd(34)} ${kB(r.script).padStart(7)} ${String(r.scripts).padStart(9)} ${kB(r.other).padStart(9)} ${kB(r.gzipScript).padStart(12)}`);
}
if (listScripts) {
  for (const [name, r] of rows) {
    if (r.list.length === 0) continue;
    console.log(`\n${name}: scripts, gzip kB`);
    for (const [path, gzip] of r.list.sort((a, b) => b[1] - a[1])) console.log(`  ${kB(gzip).padStart(6)}  ${path}`);
  }
}

if (lighthouse) {
  const cookieHeader = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const dir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  try {
    console.log(`\nLighthouse ${LIGHTHOUSE_VERSION}, mobile (its default: simulated slow 4G, 4× CPU slowdown), performance`);
    console.log('page                                score   FCP ms   LCP ms   TBT ms    CLS');
    for (const [name, url, headers] of [
      ['sign-in page (/auth/login)', signInPage, {}],
      ['dashboard (signed in)', `${base}/ui/user/dashboard`, { Cookie: cookieHeader }],
    ]) {
      const out = join(dir, 'report.json');
      const run = () =>
        execFileSync(
          'npx',
          [
            '--yes',
            `lighthouse@${LIGHTHOUSE_VERSION}`,
            url,
            '--quiet',
            '--only-categories=performance',
            '--output=json',
            `--output-path=${out}`,
            `--extra-headers=${JSON.stringify(headers)}`,
            `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
          ],
          { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
        );
      try {
        run();
      } catch {
        // Lighthouse now and then fails to record its trace (NO_NAVSTART): one more try.
        console.error(`Lighthouse failed on ${name}; running it again`);
        run();
      }
      const report = JSON.parse(readFileSync(out, 'utf8'));
      const audit = (id) => report.audits[id]?.numericValue ?? NaN;
      console.log(
        `${name.padEnd(34)} ${String(Math.round(report.categories.performance.score * 100)).padStart(5)} ` +
          `${audit('first-contentful-paint').toFixed(0).padStart(8)} ${audit('largest-contentful-paint').toFixed(0).padStart(8)} ` +
          `${audit('total-blocking-time').toFixed(0).padStart(8)} ${audit('cumulative-layout-shift').toFixed(3).padStart(6)}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
