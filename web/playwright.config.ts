/**
 * Playwright end-to-end tests: the real binary (`make build` → ../bin/myaccount) on a fresh
 * SQLite folder with the demo data, driven in Debian's Chromium (/usr/bin/chromium; no browser
 * is ever downloaded — `scripts/ensure-chromium` installs it). Run `make e2e` from the repository
 * root, or `npm run e2e` here after `make build`.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT, E2E_SECRET } from './e2e/secret';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// MYACCOUNT_E2E_BINARY runs another build (e.g. a copy, while bin/ is being rebuilt).
const binary = process.env.MYACCOUNT_E2E_BINARY || fileURLToPath(new URL('../bin/myaccount', import.meta.url));
if (!existsSync(binary)) {
  throw new Error(`e2e: ${binary} is missing — run make build first (from the repository root).`);
}
if (!existsSync(CHROMIUM_PATH)) {
  throw new Error(`e2e: ${CHROMIUM_PATH} is missing — run scripts/ensure-chromium (Debian's chromium package).`);
}

const ci = !!process.env.CI;

// A fresh data folder each run, removed when Playwright stops the server (SIGTERM to the group).
const serve = [
  'd=$(mktemp -d "${TMPDIR:-/tmp}/myaccount-e2e.XXXXXX") || exit 1',
  `"${binary}" serve --addr 127.0.0.1:${E2E_PORT} --metrics-addr 127.0.0.1:0 --data "$d" --demo & pid=$!`,
  'trap \'kill "$pid" 2>/dev/null; wait "$pid"; rm -rf "$d"; exit 0\' INT TERM',
  'wait "$pid"; rc=$?; rm -rf "$d"; exit "$rc"',
].join('\n');

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: ci,
  // 2 CPU cores: the server and two browsers share them.
  workers: 2,
  retries: ci ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: ci ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: ci ? 'off' : 'retain-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: `sh -c '${serve.replace(/'/g, `'\\''`)}'`,
    url: `${E2E_BASE_URL}/readyz`,
    env: { MYACCOUNT_SECRET: E2E_SECRET, MYACCOUNT_LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
