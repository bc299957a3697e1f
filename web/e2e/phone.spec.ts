/**
 * The phone pages against the real binary and its demo data (demo-data.md, internal/demo/phone.go):
 * avery's #1001 has two phone packages (the selector: 71001 package-oriented, 71002
 * number-oriented), #1002 one, #1003 none. Each test changes only what it puts back or what no
 * other spec reads: a 911 address added then deleted on 71001, a number of 71002 moved and moved
 * back, voicemail settings changed and put back, international credit added to 71001.
 */
import { expect, test, type Page } from '@playwright/test';
import { suppressForwardingPromo } from './browser-state';
import { expectNoSeriousA11yViolations, openSignedIn, useSignedInState } from './helpers';

const AVERY = 'avery@demo.test';

const PAGES = [
  { path: '/ui/user/emergencyprofiles', menu: '911 Profiles', heading: '911 Emergency Address Profiles' },
  { path: '/ui/user/phonebasicsettings', menu: 'Basic Settings', heading: 'Phone Basic Settings' },
  { path: '/ui/user/phonecallshistory', menu: 'Calls History', heading: 'Call History' },
  { path: '/ui/user/phoneinternationalallowance', menu: 'International Calls', heading: 'International Allowance' },
  { path: '/ui/user/phoneadvancedsettings', menu: 'Advanced Settings', heading: 'Phone Advanced Settings' },
];

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const title = (page: Page) => page.getByRole('banner').getByRole('heading', { level: 1 });
const selector = (page: Page) => page.getByRole('combobox', { name: 'Phone package' });
const profilesTable = (page: Page) => page.getByTestId('emergency-profiles-table');
const rowOf = (page: Page, address: string | RegExp) => profilesTable(page).getByRole('row').filter({ hasText: address });

/** GET or POST the endpoint with the page's session, as the app does. */
async function api<T = Record<string, unknown>>(page: Page, target: string, body?: unknown): Promise<T & { status: number }> {
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
  ) as Promise<T & { status: number }>;
}

/** Opens a phone page by its address (signed in as avery) and waits for its heading and its packages. */
async function openPhonePage(page: Page, path: string, heading: string) {
  await openSignedIn(page, path);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page.getByText('Loading your phone service…')).toHaveCount(0);
}

async function choosePackage(page: Page, name: RegExp) {
  await selector(page).click();
  await page.getByRole('option', { name }).click();
  await expect(selector(page)).toHaveText(name);
}

async function chooseContact(page: Page, entry: string) {
  await page.getByRole('combobox', { name: 'Change contact' }).click();
  await page.getByRole('option', { name: entry, exact: true }).click();
}

/** The success toast with the server's message. */
const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

test.describe('phone pages', () => {
  useSignedInState(test, AVERY, suppressForwardingPromo);
  test.beforeEach(async ({ context }) => {
    await suppressForwardingPromo(context);
    await context.addInitScript(() => {
      try {
        for (const key of ['hamburgerTooltip', 'accountsTooltip', 'editnamesTooltip']) localStorage.setItem(key, 'true');
      } catch {
        // storage unavailable (about:blank): nothing to do
      }
    });
  });

  test('avery #1001: the package selector on every phone page, the chosen package kept from page to page', async ({ page }) => {
    // covers: PHONE-001, PHONE-002, PHONE-003, PHONE-006
    test.setTimeout(120_000);
    await openPhonePage(page, PAGES[0]!.path, PAGES[0]!.heading);
    await expect(page.getByRole('heading', { name: 'Multiple Phone Packages, choose package to edit' })).toBeVisible();
    await expect(selector(page)).toHaveText('Home Phone Unlimited Canada — (403) 341-0118, (403) 341-0119');
    await choosePackage(page, /^Home Office Lines — \(403\) 341-0220, \(403\) 341-0221$/);
    for (const p of PAGES) {
      await nav(page).getByRole('link', { name: p.menu, exact: true }).click();
      await expect(page).toHaveURL(p.path);
      await expect(title(page)).toHaveText(p.menu);
      await expect(page.getByRole('heading', { level: 2, name: p.heading })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Multiple Phone Packages, choose package to edit' })).toBeVisible();
      await expect(selector(page)).toHaveText(/^Home Office Lines/);
    }
  });

  test('#1002 (one phone package) has no selector', async ({ page }) => {
    // covers: PHONE-002
    await openSignedIn(page, '/ui/user/emergencyprofiles');
    await chooseContact(page, '#1002 Fields Farm Ltd');
    await expect(page).toHaveURL('/ui/user/emergencyprofiles');
    await expect(rowOf(page, '38051 Range Road 275, Red Deer County, AB T4E 1Z9')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Multiple Phone Packages, choose package to edit' })).toHaveCount(0);
    await expect(selector(page)).toHaveCount(0);
    await nav(page).getByRole('link', { name: 'Basic Settings', exact: true }).click();
    await expect(page.getByTestId('basic-settings')).toBeVisible();
    await expect(selector(page)).toHaveCount(0);
  });

  test('#1003 (no phone) has no phone pages', async ({ page }) => {
    // covers: PHONE-004
    // #1003 has no phone: the server answers 434 (the card "You don't have a phone Package", unit
    // tested), and its menu has no phone pages, so their addresses land on the account's page.
    await openSignedIn(page, '/ui/user/account');
    await chooseContact(page, '#1003 Avery Fields');
    await expect(page).toHaveURL('/ui/user/account');
    expect((await api(page, 'user.1003/billingpackage_voip')).status).toBe(434);
    await expect(nav(page).getByRole('link', { name: '911 Profiles' })).toHaveCount(0);
    await page.goto('/ui/user/emergencyprofiles');
    await expect(page).toHaveURL('/ui/user/account');
  });

  test('911: select another address with the radio (confirmed), add an address through the wizard (offered for use) and delete it', async ({ page }) => {
    // covers: PHONE-013, PHONE-014, PHONE-015, PHONE-016, PHONE-017, PHONE-018, PHONE-019, PHONE-020, PHONE-021, PHONE-022
    // covers: PHONE-023, PHONE-024, PHONE-025, PHONE-026, PHONE-027, PHONE-028, PHONE-029, PHONE-005
    test.setTimeout(150_000);
    await openPhonePage(page, PAGES[0]!.path, PAGES[0]!.heading);
    const home = rowOf(page, '4718 Gaetz Avenue');
    const lake = rowOf(page, '12 Lakeview Drive');
    await expect(home.getByRole('radio')).toBeChecked();
    await expect(home.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expect(lake.getByRole('button', { name: /^Delete/ })).toBeVisible();

    // The radio selects the address (and the other becomes deletable); then back.
    // The radio follows the server (it is checked once the write is answered), so click and wait:
    // check() would fail at once on a busy machine where the answer takes a moment.
    // It asks first (issue 28): Keep changes nothing; Use this address associates it.
    await lake.getByRole('radio').click();
    const change = page.getByRole('dialog', { name: 'Change the 911 address?' });
    await expect(change).toContainText('Every number of this package will give 911 operators this address: 12 Lakeview Drive');
    await change.getByRole('button', { name: 'Keep the current one' }).click();
    await expect(change).toHaveCount(0);
    await expect(home.getByRole('radio')).toBeChecked();
    await lake.getByRole('radio').click();
    await change.getByRole('button', { name: 'Use this address' }).click();
    await expect(toast(page, 'This address is now the 911 address of the package.').first()).toBeVisible();
    await expect(lake.getByRole('radio')).toBeChecked();
    await expect(home.getByRole('button', { name: /^Delete/ })).toBeVisible();
    await expect(lake.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await home.getByRole('radio').click();
    await change.getByRole('button', { name: 'Use this address' }).click();
    await expect(home.getByRole('radio')).toBeChecked();
    await expect(lake.getByRole('button', { name: /^Delete/ })).toBeVisible();

    // Add New Address: the terms first.
    await page.getByRole('button', { name: 'Add New Address' }).click();
    const wizard = page.getByTestId('phone-wizard');
    await expect(wizard.getByRole('heading', { name: 'Terms' })).toBeVisible();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByText('You need to accept the terms to proceed')).toBeVisible();
    await wizard.getByRole('checkbox', { name: /acknowledge these limitations/ }).check();
    await wizard.getByRole('checkbox', { name: 'I accept the Terms of Service Agreement.' }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByRole('heading', { name: 'Address', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: ['[data-testid="phone-wizard"]'] });

    // Nothing filled: "Please provide:" and the missing fields.
    await wizard.getByRole('button', { name: 'Finish' }).click();
    const problems = wizard.getByTestId('address-problems');
    await expect(problems).toContainText('Please provide:');
    await expect(problems.getByRole('listitem')).toHaveText(['First name', 'Last name', 'Street number', 'Street name', 'City', 'Province', 'Postal code']);

    const street = `E2E Lane ${Date.now() % 100000}`;
    await wizard.getByRole('textbox', { name: /First name/ }).fill('Avery');
    await wizard.getByRole('textbox', { name: /Last name/ }).fill('Fields');
    await wizard.getByRole('textbox', { name: /Street number/ }).fill('77');
    await wizard.getByRole('textbox', { name: /Street name/ }).fill(street);
    await wizard.getByRole('textbox', { name: /City/ }).fill('Red Deer');
    await wizard.getByRole('combobox', { name: /Province/ }).click();
    await page.getByRole('option', { name: 'Alberta' }).click();
    await wizard.getByRole('textbox', { name: /Postal code/ }).pressSequentially('t4n1x1');
    await expect(wizard.getByRole('textbox', { name: /Postal code/ })).toHaveValue('T4N 1X1');
    await wizard.getByRole('button', { name: 'Finish' }).click();
    // Saved (the toast is there, under the offer's modal, which hides it from roles).
    await expect(page.getByText('The 911 address was saved.').first()).toBeAttached();

    // Back to the list with the new address, offered as the one in use; kept as it was, it is not
    // selected, so it can be deleted (with a confirmation).
    const offer = page.getByRole('dialog', { name: 'Use the new address for 911?' });
    await expect(offer).toContainText(`77 ${street}`);
    await offer.getByRole('button', { name: 'Keep the current one' }).click();
    const added = rowOf(page, `77 ${street}, Red Deer, AB T4N 1X1`);
    await expect(added).toBeVisible();
    await expect(added.getByRole('radio')).not.toBeChecked();
    await added.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this 911 address?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'The 911 address was deleted.').first()).toBeVisible();
    await expect(added).toHaveCount(0);
  });

  test('911: associates a number with another address of a number-oriented package, then back', async ({ page }) => {
    // covers: PHONE-031, PHONE-032, PHONE-033, PHONE-012
    test.setTimeout(150_000);
    await openPhonePage(page, PAGES[0]!.path, PAGES[0]!.heading);
    await choosePackage(page, /^Home Office Lines/);
    const home = rowOf(page, '4718 Gaetz Avenue');
    const shop = rowOf(page, 'NE-4-38-27-W4');
    await expect(page.getByRole('columnheader', { name: 'Phone Numbers' })).toBeVisible();
    await expect(home).toContainText('(403) 341-0220');
    await expect(shop).toContainText('(403) 341-0221');

    const associate = async (row: ReturnType<typeof rowOf>, number: string) => {
      await row.getByRole('button', { name: /^Associate phone numbers with/ }).click();
      const wizard = page.getByTestId('phone-wizard');
      await expect(wizard.getByRole('heading', { name: 'Phone Numbers', exact: true })).toBeVisible();
      await wizard.getByRole('checkbox', { name: new RegExp(number.replace(/[()]/g, '\\$&')) }).check();
      await wizard.getByRole('button', { name: 'Next' }).click();
      await expect(wizard.getByTestId('association-summary')).toContainText(`${number} will use`);
      await wizard.getByRole('button', { name: 'Finish' }).click();
      await expect(toast(page, `${number} now uses this 911 address.`).first()).toBeVisible();
      await expect(profilesTable(page)).toBeVisible();
    };

    await associate(home, '(403) 341-0221');
    await expect(home).toContainText('(403) 341-0221');
    await expect(shop).toContainText('No numbers');
    // No numbers left: the rural address may now be deleted.
    await expect(shop.getByRole('button', { name: /^Delete/ })).toBeVisible();

    await associate(shop, '(403) 341-0221');
    await expect(shop).toContainText('(403) 341-0221');
    await expect(home).not.toContainText('(403) 341-0221');
    await expect(shop.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  });

  test('edits voicemail settings; the password is never shown', async ({ page }) => {
    // covers: PHONE-034, PHONE-035, PHONE-036, PHONE-037, PHONE-038, PHONE-039, PHONE-011
    test.setTimeout(120_000);
    await openPhonePage(page, PAGES[1]!.path, PAGES[1]!.heading);
    const basic = page.getByTestId('basic-settings');
    await expect(basic.getByTestId('setting-no-internet-forward')).toContainText('On · (587) 555-0142');
    await expect(basic.getByTestId('setting-ringing-timeout')).toContainText('25 seconds');
    const vm = page.getByTestId('voicemail-settings');
    await expect(vm.getByTestId('setting-voicemail-password')).toContainText('••••••••');
    await expect(vm.getByTestId('setting-voicemail-attach')).toContainText('Off');

    const edit = async (attach: boolean, password?: string) => {
      await vm.getByRole('button', { name: 'Edit Voicemail Settings' }).click();
      const form = vm.getByTestId('features-form');
      const field = form.getByLabel(/Voicemail password/);
      await expect(field).toHaveValue('');
      await expect(field).toHaveAttribute('type', 'password');
      if (password) await field.fill(password);
      const toggle = form.getByRole('switch', { name: /Attach sound file/ });
      if (attach) await toggle.check();
      else await toggle.uncheck();
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(toast(page, 'Your phone settings were saved.').first()).toBeVisible();
      await expect(vm.getByTestId('features-form')).toHaveCount(0);
    };
    await edit(true, '2468');
    await expect(vm.getByTestId('setting-voicemail-attach')).toContainText('On');
    await expect(vm.getByTestId('setting-voicemail-password')).toContainText('••••••••');
    await expect(page.locator('main')).not.toContainText('2468');
    // Put it back (the password left empty stays as it is).
    await edit(false);
    await expect(vm.getByTestId('setting-voicemail-attach')).toContainText('Off');
  });

  test('advanced settings: the number of a forward turned on is required', async ({ page }) => {
    // covers: PHONE-054, PHONE-055, PHONE-007, PHONE-008, PHONE-009
    await openPhonePage(page, PAGES[4]!.path, PAGES[4]!.heading);
    const block = page.getByTestId('advanced-settings');
    await expect(block.getByTestId('setting-busy-forward')).toContainText('On · (403) 555-0186');
    await block.getByRole('button', { name: 'Edit Advanced Settings' }).click();
    const form = block.getByTestId('features-form');
    await form.getByRole('switch', { name: /Auto Forward All Calls/ }).check();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Field cannot be blank')).toBeVisible();
    await form.getByRole('textbox', { name: /Auto Forward number/ }).pressSequentially('40355');
    await expect(form.getByRole('textbox', { name: /Auto Forward number/ })).toHaveValue('(403) 55');
    await expect(form.getByText('Expected format: (123) 456-7890')).toBeVisible();
    // Nothing is saved: Cancel goes back as it was.
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(block.getByTestId('setting-forward-all')).toContainText('Off');
  });

  test('call history: incoming and outgoing side by side, older calls on demand; tabs on a phone', async ({ page }) => {
    // covers: PHONE-040, PHONE-041, PHONE-042, PHONE-043, PHONE-044, PHONE-045
    test.setTimeout(120_000);
    await openPhonePage(page, PAGES[2]!.path, PAGES[2]!.heading);
    const incoming = page.getByTestId('calls-in');
    const outgoing = page.getByTestId('calls-out');
    await expect(incoming.getByRole('columnheader')).toHaveText(['From', 'Date', 'Duration']);
    await expect(outgoing.getByRole('columnheader')).toHaveText(['To', 'Date', 'Duration']);
    await expect(incoming.getByRole('row')).toHaveCount(51);
    await expect(outgoing.getByRole('row')).not.toHaveCount(1);
    await page.getByRole('button', { name: 'Load older calls' }).first().click();
    await expect.poll(() => incoming.getByRole('row').count()).toBeGreaterThan(51);

    await page.setViewportSize({ width: 375, height: 740 });
    const tabs = page.getByRole('tablist', { name: 'Incoming or outgoing calls' });
    await expect(tabs.getByRole('tab', { name: 'Incoming' })).toHaveAttribute('aria-selected', 'true');
    await expect(incoming).toBeVisible();
    await tabs.getByRole('tab', { name: 'Outgoing' }).click();
    await expect(outgoing).toBeVisible();
    await expect(incoming).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('international credit: a top-up grows the balance by the amount, once', async ({ page }) => {
    // covers: PHONE-046, PHONE-047, PHONE-048, PHONE-049, PHONE-050, PHONE-051, PHONE-052, PHONE-053
    test.setTimeout(120_000);
    await openPhonePage(page, PAGES[3]!.path, PAGES[3]!.heading);
    const before = (await api<{ object: { balance: number } }>(page, 'user.1001/voipldbalance')).object.balance;
    const balance = page.getByTestId('intl-balance');
    await expect(balance).toHaveText(`$${before.toFixed(2)}`);
    const history = page.getByTestId('intl-history');
    await expect(history.getByRole('columnheader')).toHaveText(['Date', 'Amount']);
    const rowsBefore = await history.getByRole('row').count();

    // Every top-up request reaches the server twice with its Idempotency-Key: it is charged once.
    const keys: string[] = [];
    await page.route((url) => url.pathname === '/api' && url.searchParams.get('target') === 'user.1001/voipldadd', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      await route.fetch();
      await route.fulfill({ response: await route.fetch() });
    });
    await page.getByRole('button', { name: 'Add international credit' }).click();
    const form = page.getByTestId('intl-add-form');
    await form.getByRole('combobox', { name: /Select Amount/ }).click();
    await expect(page.getByRole('option')).toHaveText(['$5.00', '$10.00', '$20.00', '$50.00']);
    await page.getByRole('option', { name: '$10.00' }).click();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, /was added to your international calling credit/).first()).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(balance).toHaveText(`$${(before + 10).toFixed(2)}`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    await expect(history.getByRole('row')).toHaveCount(rowsBefore + 1);
    await expect(history.getByRole('row').nth(1)).toContainText('+$10.00');
    expect((await api<{ object: { balance: number } }>(page, 'user.1001/voipldbalance')).object.balance).toBeCloseTo(before + 10, 2);

    // The other package has no credit yet: $0.00 and no transactions.
    await choosePackage(page, /^Home Office Lines/);
    await expect(balance).toHaveText('$0.00');
    await expect(page.getByText('No recent transactions')).toBeVisible();
  });

  for (const p of PAGES) {
    test(`${p.menu} passes axe at 375 px and fits the phone`, async ({ page }) => {
      // covers: PHONE-001
      await page.setViewportSize({ width: 375, height: 740 });
      await openPhonePage(page, p.path, p.heading);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, { include: ['main'] });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});
