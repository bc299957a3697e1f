/**
 * Sign-in through the identity page for every demo login (demo-data.md, internal/demo/logins.go)
 * and the landing page and menu each one gets (decisions.md §13, menu-rules.ts, landing-rules.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { suppressForwardingPromo } from './browser-state';
import { expectPageTitle, signIn } from './helpers';

// The spec's bottom items, with Notifications (issue 31) after Change Password.
const BOTTOM = ['Change Password', 'Notifications', 'Support', 'Contact Us', 'Logout'];
const INTERNET_WIFI = ['Internet', 'Dashboard', 'Wi-Fi', 'Traffic Monitor', 'Calendar', 'Package', 'Advanced settings'];
const INTERNET_NO_WIFI = ['Internet', 'Dashboard', 'Calendar', 'Package', 'Advanced settings'];
const PHONE = ['Phone', '911 Profiles', 'Basic Settings', 'Calls History', 'International Calls', 'Advanced Settings'];

interface Case {
  login: string;
  /** Why it lands where it does (the seeded data). */
  because: string;
  landing: string;
  title: string;
  /** Every entry of the drawer, groups and their items in order, bottom items last. */
  menu: string[];
}

const cases: Case[] = [
  {
    login: 'avery@demo.test',
    because: '#1001: broadband with Wi-Fi, phone, contact info and AR; no warning',
    landing: '/ui/user/dashboard',
    title: 'Dashboard',
    menu: [...INTERNET_WIFI, 'Is it us or you?', ...PHONE, 'Account', 'Documents', 'Billing', ...BOTTOM],
  },
  {
    login: 'blake@demo.test',
    because: '#2001: pre-install with contact info',
    landing: '/ui/user/preinstallchecklist',
    title: 'Checklist',
    menu: ['Checklist', 'Add Documents', 'Auto Payment', 'Contract', 'Account', 'Documents', ...BOTTOM],
  },
  {
    login: 'casey@demo.test',
    because: '#3001: contract re-sign NEEDDOC_CONTRACTNEW, no services',
    landing: '/ui/user/contract',
    title: 'Contract',
    menu: ['Contract', 'Add Documents', ...BOTTOM],
  },
  {
    login: 'drew@demo.test',
    because: '#4001: broadband with Wi-Fi and three account warnings',
    landing: '/ui/user/important',
    title: 'Important',
    menu: ['Important', ...INTERNET_WIFI, ...BOTTOM],
  },
  {
    login: 'emery@demo.test',
    because: '#5001: broadband without Wi-Fi',
    landing: '/ui/user/dashboard',
    title: 'Dashboard',
    menu: [...INTERNET_NO_WIFI, ...BOTTOM],
  },
  {
    login: 'finley@demo.test',
    because: '#6001: no services at all',
    landing: '/ui/user/changepassword',
    title: 'Change Password',
    menu: [...BOTTOM],
  },
  {
    login: 'staff@demo.test',
    because: '#9001: contact info only',
    landing: '/ui/user/account',
    title: 'Account',
    menu: ['Account', 'Documents', ...BOTTOM],
  },
];

/** The labels of the drawer's entries, in order. */
async function menuLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  return nav.locator('.MuiListItemText-primary').allInnerTexts();
}

test.describe('sign-in and landing per demo login', () => {
  test.beforeEach(({ context }) => suppressForwardingPromo(context));

  for (const c of cases) {
    // covers: PLAT-001, PLAT-002, PLAT-004, PLAT-005, PLAT-006, PLAT-017, PLAT-020, PLAT-039…PLAT-058, PLAT-063
    // (every demo customer — broadband, phone, pre-install, contract — signs in and manages its own
    // services; the menu is compared exactly, so no admin entry can slip in)
    test(`${c.login} lands on ${c.landing} (${c.because})`, async ({ page }) => {
      await signIn(page, c.login);
      await expect(page).toHaveURL(c.landing);
      const header = page.getByRole('banner');
      await expect(header.getByText('Logged as')).toBeVisible();
      await expect(header.getByText(c.login, { exact: true })).toBeVisible();
      await expect(header.getByRole('heading', { level: 1 })).toHaveText(c.title);
      await expect.poll(() => menuLabels(page)).toEqual(c.menu);
      // The landing route is the selected entry of the menu.
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(nav.locator('a[aria-current="page"]')).toHaveText(c.title);
    });
  }

  // covers: PLAT-025, PLAT-054
  test('drew sees Important highlighted in red at the top of the menu', async ({ page }) => {
    await signIn(page, 'drew@demo.test');
    await expect(page).toHaveURL('/ui/user/important');
    const important = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Important' });
    await expect(important).toHaveAttribute('data-danger', 'true');
    // MUI's error.dark (#c62828): the red that keeps 4.5:1 on the selected entry's background.
    await expect(important).toHaveCSS('color', 'rgb(198, 40, 40)');
    await expectPageTitle(page, 'Important');
  });

  // covers: PLAT-052
  test('casey on #3002 (NEEDDOC_IDVERIFY) lands on /documentupload', async ({ page }) => {
    await signIn(page, 'casey@demo.test');
    // The contract page; a draft's review step may already have added its history entry (?wizard=contract&step=…).
    await expect(page).toHaveURL(/\/ui\/user\/contract(\?wizard=contract&step=\d)?$/);
    // The one-time 'Click here to switch accounts' tooltip sits over the selector's list until dismissed.
    await page.getByRole('button', { name: 'GOT IT' }).click();
    await page.getByRole('combobox', { name: 'Change contact' }).click();
    await page.getByRole('option', { name: '#3002 Casey Lin' }).click();
    await expect(page).toHaveURL('/ui/user/documentupload');
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Add Documents');
  });

  // covers: PLAT-005
  test('a wrong password stays on the identity page with an error', async ({ page }) => {
    await page.goto('/ui/');
    await expect(page).toHaveURL(/\/auth\/login/);
    await page.locator('input[name="login"]').fill('avery@demo.test');
    await page.locator('input[name="password"]').fill('not-the-password');
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.locator('input[name="password"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Logged as')).toHaveCount(0);
  });
});

/** Collects the page's console errors and uncaught exceptions from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
  return errors;
}

// A newcomer's first visit is clean: the session check without a session answers 204, not a 401
// that Chromium would log as an error (docs/decisions.md).
test.describe('no console error on a first visit', () => {
  test.beforeEach(({ context }) => suppressForwardingPromo(context));

  // covers: PLAT-063, PLAT-068
  test('opening /ui/ shows the sign-in page and logs no error', async ({ page }) => {
    const errors = consoleErrors(page);
    const check = page.waitForResponse((r) => r.url().includes('ph=a'));
    await page.goto('/ui/');
    expect((await check).status()).toBe(204);
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.locator('input[name="login"]')).toBeVisible();
    expect(errors).toEqual([]);
  });

  // covers: PLAT-005, PLAT-064, PLAT-067
  test('a normal sign-in logs no error', async ({ page }) => {
    const errors = consoleErrors(page);
    await signIn(page, 'avery@demo.test');
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    // Let the landing page's first reads finish.
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
});

// covers: PLAT-068
test('a signed-in browser opening a page asks for its token once, the request the server preloads with the page', async ({ browser, page }) => {
  await suppressForwardingPromo(page.context());
  await signIn(page, 'avery@demo.test');
  // A new browser with the same sign-in and no service worker yet: the server sends the page.
  const fresh = await browser.newContext({ storageState: { cookies: await page.context().cookies(), origins: [] } });
  try {
    await suppressForwardingPromo(fresh);
    const tab = await fresh.newPage();
    const warnings: string[] = [];
    tab.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });
    const tokenRequests: string[] = [];
    tab.on('request', (r) => {
      if (r.url().includes('ph=a')) tokenRequests.push(r.resourceType());
    });
    const response = await tab.goto('/ui/user/dashboard');
    expect(response?.headers()['link']).toContain('</api?ph=a&target=b>; rel=preload');
    await expect(tab.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    await tab.waitForLoadState('networkidle');
    // One request: the app's own took the preloaded answer (Chromium warns of a preload left unused).
    expect(tokenRequests).toHaveLength(1);
    expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
  } finally {
    await fresh.close();
  }
});
