// Debian's Chromium, as the e2e tests (playwright.config.ts) and make bench-web
// (scripts/bench-web.mjs) launch it: headless, no sandbox (CI runs as root), and nothing that
// reaches the network by itself. Never a downloaded browser.
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
