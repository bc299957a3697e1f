/**
 * IP address management (/advancedsettings) against the real binary and its demo data.
 *
 * - avery (#1001, the shared server): the table and the summary; registers the one dynamic
 *   address left (the button is then disabled), edits its description and deletes it, so avery's
 *   registrations are as the demo made them when the test ends (no other spec reads them).
 * - emery (#5001): the radio uses NAT, so only the NAT card shows.
 * - drew (#4001): registering a device clears his notregistered warning for good (deleting the
 *   registration does not reopen it), and important.spec.ts needs that warning open (its cards,
 *   "Register manually", automatic registration). So drew's steps run on a private server of
 *   their own — the same binary, a fresh data folder with the demo data — started by this spec
 *   for the worker that runs them and stopped afterwards: the shared server's drew is never touched,
 *   whatever order the specs run in.
 */
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { suppressForwardingPromo } from './browser-state';
import { expectNoSeriousA11yViolations, signIn } from './helpers';
import { test } from './private-server';

const PAGE = '/ui/user/advancedsettings';
const headerTitle = (page: Page) => page.locator('header h1');
const registrations = (page: Page) => page.getByTestId('ip-registrations');
const summary = (page: Page) => page.getByTestId('ip-summary');
const form = (page: Page) => page.getByTestId('ip-form');
const dynamicButton = (page: Page) => page.getByRole('button', { name: 'Register Dynamic IP address' });
const staticButton = (page: Page) => page.getByRole('button', { name: 'Register Static IP address' });
const summaryRow = (page: Page, from: string) => summary(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: from }) });
const rowOf = (page: Page, mac: string): Locator => registrations(page).getByRole('row').filter({ hasText: mac });
const isWrite = (method: string, target: RegExp) => (r: Response) =>
  r.request().method() === method && target.test(new URL(r.url()).searchParams.get('target') ?? '');

interface WriteAnswer {
  error?: number;
  message?: string;
  object?: { bpsId: number; ip_address: string; mac_address: string; description: string };
}

/** Opens the page from the menu and waits for its data. */
async function openFromMenu(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  if (!(await nav.isVisible())) await page.getByRole('button', { name: 'Open the menu' }).click();
  await nav.getByRole('link', { name: 'Advanced settings', exact: true }).click();
  await expect(page).toHaveURL(PAGE);
  await expect(headerTitle(page)).toHaveText('Advanced settings');
  await expect(page.getByRole('heading', { name: 'IP address management', level: 2 })).toBeVisible();
}

/** Fills and submits the MAC Registration form; returns the server's answer. */
async function submitForm(page: Page, mac: string | null, description: string, target: RegExp): Promise<WriteAnswer> {
  const f = form(page);
  if (mac !== null) await f.getByRole('textbox', { name: /MAC address/ }).fill(mac);
  await f.getByRole('textbox', { name: 'Description' }).fill(description);
  const answered = page.waitForResponse(isWrite('POST', target));
  await f.getByRole('button', { name: 'Submit' }).click();
  const response = await answered;
  expect(response.status(), await response.text()).toBe(200);
  await expect(form(page)).toHaveCount(0);
  return (await response.json()) as WriteAnswer;
}

// The MAC avery registers (not one of the demo's); a retry after a failure first removes what is left of it.
const AVERY_MAC = 'e2:e2:00:00:00:a1';

// covers: IP-001, IP-002, IP-004, IP-005, IP-006, IP-007, IP-008, IP-009, IP-010, IP-013, IP-014, IP-015, IP-016
// covers: IP-017, IP-018, IP-019, IP-020, IP-021, IP-022, IP-023, IP-024, IP-025
test('avery: the table and summary; registers the last dynamic address, edits it and deletes it', async ({ page, context }) => {
  await suppressForwardingPromo(context);
  await signIn(page, 'avery@demo.test');
  await openFromMenu(page);
  await expect(registrations(page)).toBeVisible();

  // What a failed earlier attempt may have left (retries only).
  if ((await rowOf(page, AVERY_MAC).count()) > 0) {
    await rowOf(page, AVERY_MAC).getByRole('button', { name: `Delete the registration of ${AVERY_MAC}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(rowOf(page, AVERY_MAC)).toHaveCount(0);
  }

  // The demo's three registrations, and the columns of the table.
  await expect(registrations(page).getByRole('columnheader')).toHaveText(['Type', 'IP Address', 'Network Mask', 'Gateway', 'MAC address', 'Description', 'Actions']);
  await expect(rowOf(page, '00:11:32:7a:41:0c')).toContainText('Static');
  await expect(rowOf(page, '00:11:32:7a:41:0c')).toContainText('Home server (NAS)');
  await expect(rowOf(page, '3c:2a:f4:90:11:6e')).toContainText('Office printer');
  await expect(rowOf(page, '9c:8e:cd:20:b4:17')).toContainText('Yard camera');
  await expect(summary(page).getByRole('columnheader')).toHaveText(['From', 'Type', 'Registered/Total']);
  await expect(summaryRow(page, 'Base package')).toHaveText(/Base package\s*Static\s*2\/2/);
  await expect(summaryRow(page, 'Add-on')).toHaveText(/Add-on\s*Dynamic\s*1\/2/);
  await expect(dynamicButton(page)).toBeEnabled();
  await expect(staticButton(page)).toBeDisabled();
  await expectNoSeriousA11yViolations(page, { include: ['main'] });

  // Register the one dynamic address left (the add-on's).
  await dynamicButton(page).click();
  await expect(form(page).getByRole('heading', { name: 'MAC Registration' })).toBeVisible();
  await expect(form(page).getByTestId('ip-form-readonly')).toContainText('Dynamic');
  await expect(form(page).getByTestId('ip-form-readonly')).toContainText('Add-on');
  await expect(form(page).getByTestId('ip-form-readonly').getByText('Assigned when you submit')).toHaveCount(3);
  const mac = form(page).getByRole('textbox', { name: /MAC address/ });
  await expect(mac).toBeFocused();
  // Typed as the rules say: lower case, 0-9 and a-f only, the colons added, 17 characters at most.
  await mac.pressSequentially('E2-E2 00 00 00 A1 FF');
  await expect(mac).toHaveValue(AVERY_MAC);
  await mac.fill('');
  await mac.pressSequentially('e2e2');
  await form(page).getByRole('button', { name: 'Submit' }).click();
  await expect(form(page).getByText('Some inputs have invalid format.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: ['main'] });
  await mac.pressSequentially('000000a1');
  await expect(mac).toHaveValue(AVERY_MAC);
  const created = await submitForm(page, null, 'E2E laptop', /^user\.1001\/ipaddr_registermac$/);
  expect(created.object?.mac_address).toBe(AVERY_MAC);
  const ip = created.object?.ip_address ?? '';
  const bpsId = created.object?.bpsId ?? 0;
  expect(ip).toMatch(/^100\.64\.34\.\d+$/);
  await expect(page.getByText(created.message ?? '')).toBeVisible();

  // Back on the list, refreshed: the new row, the add-on full, no dynamic registration left.
  await expect(rowOf(page, AVERY_MAC)).toContainText(ip);
  await expect(rowOf(page, AVERY_MAC)).toContainText('E2E laptop');
  await expect(summaryRow(page, 'Add-on')).toHaveText(/Add-on\s*Dynamic\s*2\/2/);
  await expect(dynamicButton(page)).toBeDisabled();
  await expect(page.getByText('All the IP address registrations of your package are in use.')).toBeVisible();

  // Edit its description: the address stays, the type too.
  await rowOf(page, AVERY_MAC).getByRole('button', { name: `Edit the registration of ${AVERY_MAC}` }).click();
  await expect(form(page).getByTestId('ip-form-readonly')).toContainText(ip);
  await expect(form(page).getByRole('textbox', { name: /MAC address/ })).toHaveValue(AVERY_MAC);
  await submitForm(page, null, 'E2E laptop (office)', new RegExp(`^user\\.1001/ipaddr_registermac\\.${bpsId}$`));
  await expect(rowOf(page, AVERY_MAC)).toContainText('E2E laptop (office)');
  await expect(rowOf(page, AVERY_MAC)).toContainText(ip);

  // On a phone the registrations are cards.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(registrations(page).getByRole('listitem')).toHaveCount(4);
  await expect(registrations(page).getByRole('listitem').filter({ hasText: AVERY_MAC })).toContainText('E2E laptop (office)');
  await expectNoSeriousA11yViolations(page, { include: ['main'] });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Delete it, after the confirmation: the add-on's registration is free again.
  await rowOf(page, AVERY_MAC).getByRole('button', { name: `Delete the registration of ${AVERY_MAC}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this registration?' });
  await expect(dialog).toContainText(AVERY_MAC);
  await expectNoSeriousA11yViolations(page, { include: ['[role="dialog"]'] });
  const deleted = page.waitForResponse(isWrite('DELETE', new RegExp(`^user\\.1001/ipaddr_registermac\\.${bpsId}$`)));
  await dialog.getByRole('button', { name: 'Delete' }).click();
  expect((await deleted).status()).toBe(200);
  await expect(dialog).toHaveCount(0);
  await expect(rowOf(page, AVERY_MAC)).toHaveCount(0);
  await expect(summaryRow(page, 'Add-on')).toHaveText(/Add-on\s*Dynamic\s*1\/2/);
  await expect(dynamicButton(page)).toBeEnabled();
});

// covers: IP-011, IP-012
test('emery: the radio uses NAT, so only the NAT card shows', async ({ page }) => {
  await signIn(page, 'emery@demo.test');
  await openFromMenu(page);
  const card = page.getByTestId('ip-nat-card');
  await expect(card.getByRole('heading', { name: 'Your radio uses NAT' })).toBeVisible();
  await expect(card).toContainText('devices cannot be registered with their own IP address here.');
  await expect(card).toContainText(/To change it, please call our support at \S+\./);
  await expect(card.getByRole('link')).toHaveAttribute('href', /^tel:/);
  await expect(registrations(page)).toHaveCount(0);
  await expect(summary(page)).toHaveCount(0);
  await expect(dynamicButton(page)).toHaveCount(0);
  await expect(staticButton(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, { include: ['main'] });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(card).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: ['main'] });
});

test.describe('drew, on a private server', () => {
  test.use({ baseURL: async ({ privateServer }, use) => use(privateServer.url) });

  // covers: IP-001, IP-010, IP-013, IP-022, IP-023
  test('drew: "Register manually" on Important opens the page; registering a device clears the warning', async ({ page }) => {
    await signIn(page, 'drew@demo.test');
    await expect(page).toHaveURL('/ui/user/important');
    const notRegistered = page.getByTestId('warning-notregistered');
    await expect(notRegistered).toBeVisible();
    await notRegistered.getByRole('button', { name: 'Register manually' }).click();
    await expect(page).toHaveURL(PAGE);
    await expect(headerTitle(page)).toHaveText('Advanced settings');

    // Nothing registered yet; one dynamic registration from the base package, no static one.
    await expect(page.getByTestId('ip-empty')).toHaveText(
      'You have no IP address registered with us yet. Register a device below to give it an address on our network.',
    );
    await expect(summaryRow(page, 'Base package')).toHaveText(/Base package\s*Dynamic\s*0\/1/);
    await expect(staticButton(page)).toBeDisabled();
    await expect(page.getByText('Your package does not include static IP addresses.')).toBeVisible();
    await expect(dynamicButton(page)).toBeEnabled();
    await expectNoSeriousA11yViolations(page, { include: ['main'] });

    await dynamicButton(page).click();
    await expect(form(page).getByTestId('ip-form-readonly')).toContainText('Base package');
    const created = await submitForm(page, '3C:2A:F4:00:77:01', "Drew's router", /^user\.4001\/ipaddr_registermac$/);
    expect(created.object?.mac_address).toBe('3c:2a:f4:00:77:01');
    await expect(rowOf(page, '3c:2a:f4:00:77:01')).toContainText(created.object?.ip_address ?? '');
    await expect(dynamicButton(page)).toBeDisabled();

    // The warnings were reloaded: Important (still there for the others) no longer shows this one.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Important' }).click();
    await expect(page).toHaveURL('/ui/user/important');
    await expect(page.getByTestId('warning-hitcap')).toBeVisible();
    await expect(notRegistered).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('warning-hitcap')).toBeVisible();
    await expect(notRegistered).toHaveCount(0);
  });
});
