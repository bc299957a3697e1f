/**
 * Shared helpers of the e2e specs: sign in through the identity page, scan with axe, and sign
 * unsubscribe links the way the server does (internal/guest/token.go, cmd/myaccount loadKeys).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type BrowserContext, type Page, type TestInfo, type TestType, type WorkerInfo } from '@playwright/test';
import { E2E_SECRET } from './secret';

/** The password of every demo login (demo-data.md). */
export const DEMO_PASSWORD = 'demo1234';

/**
 * Opens /ui/, expects the identity service's sign-in page, signs in with login/password and
 * waits until the app is there: the shell (its header title; 'Logged as' shows beside it from
 * 600 px up) or, for a login that lands outside the shell, that page's heading.
 */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/ui/');
  // The app finds no token and no SSO cookie, so it hands over to the identity page.
  await expect(page).toHaveURL(/\/auth\/login/);
  const loginField = page.locator('input[name="login"]');
  await expect(loginField).toBeVisible();
  await loginField.fill(login);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  // Back in the app, which redirects from /ui/ to the login's landing page.
  await expect(page).toHaveURL(/\/ui\/[^?#]+/);
  // The shell's header title (with 'Logged as' next to it from 600 px up), or the page heading of
  // a page outside the shell. CSS, not roles: a dialog opening on arrival hides the rest from roles.
  await expect(page.locator('header h1').or(page.locator('main h1')).first()).toBeVisible();
  await expect(page.getByText('Loading your account…')).toHaveCount(0);
}

/**
 * The file this worker keeps a login's signed-in browser state in (under the run's output folder,
 * one per worker: two workers never write the same file).
 */
export function signedInStateFile(login: string, info: TestInfo | WorkerInfo): string {
  return join(info.project.outputDir, '.auth', `${login}.${info.workerIndex}.json`);
}

/**
 * Signs in once as login in a context of its own and saves that browser's state (the identity
 * service's SSO cookie and localStorage) to signedInStateFile: a page opened with it is signed in
 * at once (the app's `ph=a` check trades the cookie for a session token of its own). prepare runs
 * on the context before the sign-in (e.g. suppressForwardingPromo). Returns the file.
 */
export async function saveSignedInState(
  browser: Browser,
  login: string,
  info: TestInfo | WorkerInfo,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<string> {
  const file = signedInStateFile(login, info);
  mkdirSync(dirname(file), { recursive: true });
  // Contexts made in a test file take its `use` options, storageState included: start from none.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    if (prepare) await prepare(context);
    const page = await context.newPage();
    await signIn(page, login);
    await context.storageState({ path: file });
  } finally {
    await context.close();
  }
  return file;
}

/**
 * The tests of the enclosing describe start signed in as login: one sign-in per worker in a
 * beforeAll (saveSignedInState), and each test's context loads that state, so a test opens its one
 * page directly (openSignedIn) instead of walking the identity page under its own timeout.
 */
export function useSignedInState(
  test: TestType<any, any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  login: string,
  prepare?: (context: BrowserContext) => Promise<void>,
): void {
  test.beforeAll(async ({ browser }: { browser: Browser }, info: TestInfo) => {
    await saveSignedInState(browser, login, info, prepare);
  });
  test.use({
    storageState: async ({}, use: (file: string) => Promise<void>, info: TestInfo) => use(signedInStateFile(login, info)), // eslint-disable-line no-empty-pattern
  });
}

/**
 * Opens path (under /ui) in a context signed in by useSignedInState and waits until the app is
 * there: the shell's header title, or the heading of a page outside the shell.
 */
export async function openSignedIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await expect(page.locator('header h1').or(page.locator('main h1')).first()).toBeVisible();
  await expect(page.getByText('Loading your account…')).toHaveCount(0);
}

/**
 * The page's title as a subscriber sees it, for a page whose own heading repeats the header's
 * title word for word (lib/ui/page-heading): the header's h1 reads `name`, and the page's h2 of
 * the same words is there for screen readers only, marked as the repeat — shown once. (A
 * visually hidden h2 would pass toBeVisible, so that says nothing.)
 */
export async function expectPageTitle(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name, exact: true })).toHaveAttribute('data-repeats-title', 'true');
}

/** Which part of the page to scan (CSS selectors); the whole page by default. */
export interface A11yScope {
  include?: string[];
  exclude?: string[];
}

/**
 * Runs axe on the page as it is now; fails listing every serious or critical violation (rule,
 * help link, elements and what to fix).
 */
export async function expectNoSeriousA11yViolations(page: Page, scope: A11yScope = {}): Promise<void> {
  // Let opening dialogs and other transitions finish: axe measures colours as they are drawn, and a
  // dialog caught mid-fade reads as low contrast. Endless animations (spinners) are not waited for.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  let axe = new AxeBuilder({ page });
  for (const s of scope.include ?? []) axe = axe.include(s);
  for (const s of scope.exclude ?? []) axe = axe.exclude(s);
  const results = await axe.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    - ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n\n');
  expect(
    serious.map((v) => `${v.id} (${v.impact}, ${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'})`),
    `axe found serious/critical violations on ${page.url()}:\n\n${report}\n`,
  ).toEqual([]);
}

const b64url = (b: Buffer | string) => Buffer.from(b).toString('base64url');

/** The unsubscribe key: HMAC-SHA256(hex-decoded MYACCOUNT_SECRET, "myaccount unsubscribe"). */
function unsubscribeKey(): Buffer {
  return createHmac('sha256', Buffer.from(E2E_SECRET, 'hex')).update('myaccount unsubscribe').digest();
}

/**
 * The token the mailer puts in unsubscribe links: base64url(JSON {email, subscriptions, nonce})
 * "." base64url(HMAC-SHA256(key, first part)), raw URL-safe base64 without padding. Each call
 * has a fresh nonce, so each link is distinct (the server accepts a token once).
 */
export function unsubscribeToken(email: string, subscriptions: [string, string][]): string {
  const body = JSON.stringify({ email, subscriptions, nonce: b64url(randomBytes(9)) });
  const first = b64url(body);
  const sig = createHmac('sha256', unsubscribeKey()).update(first).digest();
  return `${first}.${b64url(sig)}`;
}

/**
 * The token of a notification e-mail (issue 31): the login's id too, its subscriptions being
 * the login's notification categories as [category, name] (internal/guest/token.go).
 */
export function loginUnsubscribeToken(email: string, identity: number, categories: [string, string][]): string {
  const body = JSON.stringify({ email, subscriptions: categories, nonce: b64url(randomBytes(9)), identity });
  const first = b64url(body);
  const sig = createHmac('sha256', unsubscribeKey()).update(first).digest();
  return `${first}.${b64url(sig)}`;
}

/** A signed public unsubscribe link (path under the base URL) for email and [key, name] lists. */
export function unsubscribeUrl(email: string, subscriptions: [string, string][]): string {
  return `/ui/public/unsubscribe?ut=${encodeURIComponent(unsubscribeToken(email, subscriptions))}`;
}
