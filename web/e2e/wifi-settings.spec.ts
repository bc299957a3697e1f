/**
 * The Wi-Fi settings card and its Edit dialog, as avery, against the real binary and its demo
 * data. The guest network name is changed and put back; nothing else is saved.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { suppressForwardingPromo } from './browser-state';
import { expectNoSeriousA11yViolations, signIn } from './helpers';

interface Settings {
  wifi_enabled: boolean;
  wifi_ssid: string;
  wifi_password: string;
  guest_enabled: boolean;
  guest_ssid: string;
  guest_password: string;
}

const card = (page: Page) => page.getByTestId('wifi-settings-card');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Edit Wi-Fi settings' });
const isSettingsRead = (r: Response) =>
  r.request().method() === 'GET' && new URL(r.url()).searchParams.get('target') === 'user.1001/wifisettings';
const isSave = (r: Response) =>
  r.request().method() === 'POST' && new URL(r.url()).searchParams.get('target') === 'user.1001/wifisettings.1001';

/** Opens the Wi-Fi page and returns the settings the server sent. */
async function openWifi(page: Page): Promise<Settings> {
  const read = page.waitForResponse((r) => isSettingsRead(r) && r.status() === 200);
  // By address: the dashboard avery lands on may open a dialog of its own (the rating survey).
  await page.goto('/ui/user/wifi');
  await expect(page.locator('header h1')).toHaveText('Wi-Fi');
  const body = (await (await read).json()) as { object: Settings };
  await expect(card(page).getByRole('heading', { name: 'Wi-Fi Settings' })).toBeVisible();
  return body.object;
}

async function saveGuestName(page: Page, name: string) {
  await card(page).getByRole('button', { name: 'Edit' }).click();
  const d = dialog(page);
  await expect(d).toBeVisible();
  const field = d.getByRole('textbox', { name: /Guest network name/ });
  await field.fill(name);
  const saved = page.waitForResponse(isSave);
  await d.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(d).toHaveCount(0);
  await expect(card(page).getByTestId('wifi-guest-ssid')).toHaveText(name);
}

test.describe('Wi-Fi settings', () => {
  test.beforeEach(async ({ context }) => {
    await suppressForwardingPromo(context);
    // The one-time tooltips (menu, accounts, device names) are other specs' subject; here they
    // would only float over the card and the dialog.
    await context.addInitScript(() => {
      try {
        for (const key of ['hamburgerTooltip', 'accountsTooltip', 'editnamesTooltip']) localStorage.setItem(key, 'true');
      } catch {
        // storage unavailable (about:blank): nothing to do
      }
    });
  });

  // covers: NET-079, NET-080, NET-081, NET-082
  test('avery: the card shows both networks on/off with masked passwords and a show/hide toggle', async ({ page }, testInfo) => {
    await signIn(page, 'avery@demo.test');
    const s = await openWifi(page);
    const main = card(page).getByTestId('wifi-main');
    const guest = card(page).getByTestId('wifi-guest');
    await expect(main.getByTestId('wifi-main-status')).toHaveText(s.wifi_enabled ? 'on' : 'off');
    await expect(guest.getByTestId('wifi-guest-status')).toHaveText(s.guest_enabled ? 'on' : 'off');
    await expect(main.getByTestId('wifi-main-ssid')).toHaveText(s.wifi_ssid);
    expect(s.wifi_password.length).toBeGreaterThanOrEqual(8);
    // Masked until shown, hidden again on the second press.
    await expect(card(page).getByText(s.wifi_password, { exact: true })).toHaveCount(0);
    await main.getByRole('button', { name: 'Show the main network password' }).click();
    await expect(main.getByText(s.wifi_password, { exact: true })).toBeVisible();
    await main.getByRole('button', { name: 'Hide the main network password' }).click();
    await expect(card(page).getByText(s.wifi_password, { exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, { include: ['[data-testid="wifi-settings-card"]'] });

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(card(page)).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`wifi-card-${width}.png`), fullPage: true });
    }
  });

  // covers: NET-079, NET-082, NET-083, NET-084, NET-085
  test('avery: edits the guest network name and puts it back; a refused save shows the server message', async ({ page }, testInfo) => {
    await signIn(page, 'avery@demo.test');
    const s = await openWifi(page);
    const original = s.guest_ssid;
    const changed = `E2E Guest ${Date.now() % 100000}`;

    // The dialog: fields from the schema, passwords masked with their own toggle.
    await card(page).getByRole('button', { name: 'Edit' }).click();
    const d = dialog(page);
    await expect(d.getByRole('group', { name: 'Main network' })).toBeVisible();
    await expect(d.getByRole('group', { name: 'Guest network' })).toBeVisible();
    const pw = d.getByLabel(/^Wi-Fi password/);
    await expect(pw).toHaveAttribute('type', 'password');
    await expect(pw).toHaveValue(s.wifi_password);
    await d.getByRole('button', { name: /^Show Wi-Fi password/ }).click();
    await expect(pw).toHaveAttribute('type', 'text');
    await d.getByRole('button', { name: /^Hide Wi-Fi password/ }).click();
    await expect(pw).toHaveAttribute('type', 'password');
    await expectNoSeriousA11yViolations(page, { include: ['[role="dialog"]'] });
    await page.screenshot({ path: testInfo.outputPath('wifi-dialog-1280.png') });

    // The schema refuses a short password before anything is sent.
    await pw.fill('short');
    let posted = 0;
    const count = (r: Response) => {
      if (isSave(r)) posted += 1;
    };
    page.on('response', count);
    await d.getByRole('button', { name: 'Save' }).click();
    await expect(d.getByText('Some inputs have invalid format.')).toBeVisible();
    expect(posted).toBe(0);
    page.off('response', count);

    // The server refuses a guest network named like the main one: its message in an alert.
    await pw.fill(s.wifi_password);
    const guestOn = d.getByRole('switch', { name: /Guest network/ });
    if (!(await guestOn.isChecked())) await guestOn.check();
    if (!s.guest_password) await d.getByLabel(/^Guest network password/).fill('guest-pass-e2e');
    await d.getByRole('textbox', { name: /Guest network name/ }).fill(s.wifi_ssid);
    const refused = page.waitForResponse(isSave);
    await d.getByRole('button', { name: 'Save' }).click();
    const answer = await refused;
    expect(answer.status()).toBe(450);
    const { message } = (await answer.json()) as { message: string };
    expect(message).not.toBe('');
    await expect(d.getByTestId('wifi-save-error')).toHaveText(message);
    await page.screenshot({ path: testInfo.outputPath('wifi-dialog-error-1280.png') });
    await d.getByRole('button', { name: 'Cancel' }).click();
    await expect(d).toHaveCount(0);
    await expect(card(page).getByTestId('wifi-guest-ssid')).toHaveText(original || 'Not set');

    // Change the guest name: the card reads the settings again and shows it, also after a reload.
    await saveGuestName(page, changed);
    await page.reload();
    await expect(card(page).getByTestId('wifi-guest-ssid')).toHaveText(changed);

    // Put it back.
    await saveGuestName(page, original);
    await page.setViewportSize({ width: 375, height: 800 });
    await card(page).getByRole('button', { name: 'Edit' }).click();
    await expect(dialog(page)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('wifi-dialog-375.png') });
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  });
});
