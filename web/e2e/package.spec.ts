/**
 * Package page as avery@demo.test against the real server (NET-046…077, internet-api.md
 * "Packages"): the upgrade with the FIBER500 promo, arriving through the offer link; the traffic
 * pack; Unlimited mode on and off. These specs change avery's package, cap and mode: they assert
 * on their own changes (read from the API before and after), never on the demo's starting values
 * beyond what the contract fixes (avery starts on Fiber 100; Fiber 500 is the featured package).
 */
import { expect, test, type Page } from '@playwright/test';
import { suppressForwardingPromo } from './browser-state';
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, expectPageTitle, openSignedIn, useSignedInState } from './helpers';

const AVERY = 'avery@demo.test';

/** Reads a target through the app's own session token (sessionStorage JRR). */
async function api<T = Record<string, unknown>>(page: Page, target: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ target, body }) => {
      const token = sessionStorage.getItem('JRR') ?? '';
      const res = await fetch(`/api?target=${encodeURIComponent(target)}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'x-omicron': token, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, ...(await res.json()) };
    },
    { target, body },
  ) as Promise<T>;
}

type Traffic = { object: { onetime_extra_gb: number; total_cap: number; unlimited: boolean } };

/** Opens the Package page, signed in as avery (useSignedInState). */
async function openPackage(page: Page) {
  await openSignedIn(page, '/ui/user/package');
  await expectPageTitle(page, 'Package');
  await expect(page.getByTestId('current-package')).toBeVisible();
}

test.beforeEach(({ context }) => suppressForwardingPromo(context));

test.describe('package page', () => {
  useSignedInState(test, AVERY, suppressForwardingPromo);

  test('shows the current package, the featured package with stars, fibre speeds and the downgrade rule as text', async ({ page }) => { // covers: NET-005, NET-006, NET-046, NET-047, NET-048, NET-049, NET-050, NET-051
    await openPackage(page);
    const card = page.getByTestId('current-package');
    // The upgrade spec may move avery from Fiber 100 to Fiber 500 meanwhile: page and server agree.
    await expect(async () => {
      const current = (await api<{ object: { description: string } }>(page, 'user.1001/currentbroadband')).object;
      expect(current.description).toMatch(/^Fiber (100|500)$/);
      await expect(card.getByTestId('current-package-name')).toHaveText(current.description, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(card).toContainText(/\$\d{1,3}(,\d{3})*\.\d{2}\/month/);
    await expect(card).toContainText(/Mbps download/); // avery is on fibre
    await expect(async () => {
      const list = (await api<{ list: { id: number; description: string; featured: boolean }[] }>(page, 'user.1001/upgradable')).list;
      expect(list.length).toBeGreaterThan(0);
      for (const p of list) {
        const item = page.getByTestId(`package-${p.id}`);
        await expect(item).toContainText(p.description, { timeout: 1_000 });
        await expect(item).toContainText('Mbps download', { timeout: 1_000 });
        await expect(item).toHaveAttribute('data-featured', p.featured ? 'true' : 'false', { timeout: 1_000 });
        await expect(item.getByTestId('featured-badge')).toHaveCount(p.featured ? 1 : 0, { timeout: 1_000 });
      }
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId('package-rules')).toContainText('Downgrades are not allowed within 30 days of a package change.');
    await expect(page.getByRole('button', { name: /downgrade/i })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('traffic pack: the wizard adds the pack to this month', async ({ page }) => { // covers: NET-068, NET-069, NET-067
    await openPackage(page);
    const pack = (await api<{ object: { trafficpack: { gb: number; price: number } } }>(page, 'user.1001/upgradewizard')).object.trafficpack;
    const before = (await api<Traffic>(page, 'user.1001/broadbandtraffic')).object;
    await page.getByRole('button', { name: 'Add traffic pack' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a traffic pack' });
    await expect(dialog).toContainText(`${pack.gb} GB of extra data for this month, for $${pack.price.toFixed(2)}.`);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('checkbox', { name: 'I confirm I want to buy this traffic pack' }).check();
    await dialog.getByRole('button', { name: 'Finish' }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () => (await api<Traffic>(page, 'user.1001/broadbandtraffic')).object.onetime_extra_gb)
      .toBeCloseTo(before.onetime_extra_gb + pack.gb, 3);
  });

  test('Unlimited mode: on after "Turn On?", off after "Turn Off?"', async ({ page }) => { // covers: NET-070, NET-071, NET-072, NET-074, NET-075, NET-076
    test.setTimeout(90_000);
    await openPackage(page);
    const card = page.getByTestId('unlimited-mode-card');
    const toggle = card.getByRole('switch', { name: 'Unlimited Mode' });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    const on = page.getByRole('dialog', { name: 'Turn On?' });
    await expect(on).toBeVisible();
    // The question says the mode's speed (the server's setting, 10 Mbps by default; issue 28).
    await expect(on).toContainText('In Unlimited Mode your download speed is up to 10 Mbps.');
    await expectNoSeriousA11yViolations(page, { include: ['[role="dialog"]'] });
    await on.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText('Unlimited Mode turned on!')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(card).toContainText('Unlimited Mode is on');
    expect((await api<{ object: { slowdown_mode: boolean } }>(page, 'user.1001/slowdown')).object.slowdown_mode).toBe(true);

    // Opened with action=unlimited while on: the informational dialog.
    await page.evaluate(() => {
      window.history.pushState({ usr: { action: 'unlimited' }, key: 'e2e', idx: 1 }, '', '/ui/user/package');
    });
    await page.reload();
    const info = page.getByRole('dialog', { name: 'Unlimited Mode is on' });
    await expect(info).toContainText('Changes can take up to 1 minute to take effect.');
    await info.getByRole('button', { name: 'OK' }).click();

    await card.getByRole('switch', { name: 'Unlimited Mode' }).click();
    const off = page.getByRole('dialog', { name: 'Turn Off?' });
    await off.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByText('Unlimited Mode turned off')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(card).toContainText('Unlimited Mode is off');
    expect((await api<{ object: { slowdown_mode: boolean } }>(page, 'user.1001/slowdown')).object.slowdown_mode).toBe(false);
  });
});

test.describe('at 375 px', () => {
  useSignedInState(test, AVERY, suppressForwardingPromo);
  test.use({ viewport: { width: 375, height: 740 } });

  test('the package page and the traffic pack wizard fit a phone and pass axe', async ({ page }) => { // covers: NET-046, NET-064
    await openPackage(page);
    await expect(page.getByRole('heading', { name: 'Upgrade your package' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Add traffic pack' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a traffic pack' });
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: ['[role="dialog"]'] });
    // Cancel, Previous and Next share one row.
    const tops = await Promise.all(
      ['Cancel', 'Previous', 'Next'].map(async (name) => (await dialog.getByRole('button', { name }).boundingBox())?.y ?? -1),
    );
    expect(new Set(tops.map((y) => Math.round(y))).size).toBe(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});

// Signs in through the offer link itself: no saved state.
test.describe('offer link', () => {
  test('upgrade with the FIBER500 promo, arriving through the offer link before signing in', async ({ page }) => { // covers: MISC-001, MISC-002, MISC-004, MISC-005, NET-052, NET-055, NET-056, NET-057, NET-058, NET-059, NET-062, NET-064
    test.setTimeout(120_000);
    // The link from the provider's mail: no session yet, so the identity page comes first.
    await page.goto('/ui/?offercode=FIBER500');
    await expect(page).toHaveURL(/\/auth\/login/);
    await page.locator('input[name="login"]').fill(AVERY);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    // Back in the app, the 'of' flag lands on the offer.
    await expect(page).toHaveURL(/\/ui\/user\/offer$/);
    const offer = (await api<{ object: { title: string; text: string; buttontext: string } }>(page, 'user.1001/offerquery', { offercode: 'FIBER500' })).object;
    await expect(page.getByRole('heading', { name: offer.title, level: 2 })).toBeVisible();
    await expect(page.getByTestId('offer-card')).toContainText(offer.text);
    expect(await page.evaluate(() => localStorage.getItem('of'))).toBeNull();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: offer.buttontext }).click();

    // The offer leads to the package upgrade, the promo stored and shown as the active offer.
    // The wizard opens at once and may already have added its history entry (?wizard=upgrade&step=1).
    await expect(page).toHaveURL(/\/ui\/user\/package(\?wizard=upgrade&step=1)?$/);
    await expect(page.getByTestId('active-offer')).toContainText('FIBER500');
    const dialog = page.getByRole('dialog', { name: 'Upgrade your package' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: /^Fiber 500:/ }).check();
    await expect(dialog.getByText('New: Fiber 500')).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: 'Good to know' })).toBeVisible();
    const wizard = (await api<{ object: { messages: string[] } }>(page, 'user.1001/upgradewizard')).object;
    for (const m of wizard.messages) await expect(dialog.getByText(m, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Apply offer FIBER500' })).toBeChecked();
    await expectNoSeriousA11yViolations(page, { include: ['[role="dialog"]'] });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog).toContainText('Offer code FIBER500 will be applied.');
    await dialog.getByRole('checkbox', { name: 'I confirm this package change' }).check();
    await dialog.getByRole('button', { name: 'Finish' }).click();

    await expect(page.getByRole('dialog', { name: 'Applying changes' })).toBeVisible();
    await expect(page.getByText('Package upgraded!')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 });
    // The data reloaded: the page and the server agree on Fiber 500, and the promo is redeemed.
    await expect(page.getByTestId('current-package-name')).toHaveText('Fiber 500');
    const now = (await api<{ object: { id: number; cap: number } }>(page, 'user.1001/currentbroadband')).object;
    expect(now.id).toBe(65);
    await expect(page.getByTestId('active-offer')).toHaveCount(0);
    await expect(page.getByTestId('package-65')).toHaveCount(0);
  });
});
