/**
 * Traffic Monitor router cards (Live Traffic, Traffic Over Last 24 Hours) and the device view
 * (doughnut, the device's 24-hour chart, renaming), against the real binary and its demo data.
 */
import { expect, test, type Page } from '@playwright/test';
import { suppressForwardingPromo } from './browser-state';
import { expectNoSeriousA11yViolations, expectPageTitle, signIn } from './helpers';

const wifiCard = (page: Page) => page.getByTestId('wifi-traffic-card');
const liveCard = (page: Page) => page.getByTestId('live-traffic-card');
const historyCard = (page: Page) => page.getByTestId('traffic-history-card');
const RATE = String.raw`\d+(\.\d+)? (kbps|Mbps)`;

async function openTrafficMonitor(page: Page) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Traffic Monitor' }).click();
  await expect(page).toHaveURL('/ui/user/trafficMonitor');
  // The page's heading repeats the header's title: shown once, kept for screen readers.
  await expectPageTitle(page, 'Traffic Monitor');
}

test.describe('Traffic Monitor with a router (avery)', () => {
  test.beforeEach(async ({ page, context }) => {
    await suppressForwardingPromo(context);
    await signIn(page, 'avery@demo.test');
    await openTrafficMonitor(page);
  });

  // covers: MISC-017, MISC-018, MISC-019, MISC-020, PLAT-189, PLAT-190
  test('Live Traffic moves every second in kbps or Mbps', async ({ page }) => {
    const card = liveCard(page);
    await expect(card.getByRole('heading', { name: 'Live Traffic', level: 3 })).toBeVisible();
    await expect(card.locator('canvas')).toHaveAttribute('aria-label', /over the last 20 seconds, in (kbps|Mbps)/);
    // The first rates appear after the first two readings and the 2 s delay.
    const now = card.getByTestId('live-traffic-now');
    await expect(now).toHaveText(new RegExp(`^Now: download ${RATE}, upload ${RATE}$`));
    const table = card.getByTestId('live-traffic-table');
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0);
    // The window moves: its rows (times and values) change within a few seconds.
    const before = await table.locator('tbody').textContent();
    await expect.poll(() => table.locator('tbody').textContent(), { timeout: 10_000 }).not.toBe(before);
    // Polling goes on about once a second.
    const seen: number[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).searchParams.get('target') === 'user.1001/cpefastpull.1001') seen.push(Date.now());
    });
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    const gaps = seen.slice(1).map((t, i) => t - seen[i]!);
    for (const g of gaps) expect(g).toBeGreaterThan(500);
  });

  // covers: MISC-021, MISC-022, MISC-023, PLAT-190
  test('Traffic Over Last 24 Hours shows the WAN history with times in the provider zone', async ({ page }) => {
    const card = historyCard(page);
    await expect(card.getByRole('heading', { name: 'Traffic Over Last 24 Hours', level: 3 })).toBeVisible();
    await expect(card.locator('canvas')).toHaveAttribute('aria-label', /over the last 24 hours, in (kbps|Mbps), times in America\/Edmonton/);
    await expect(card.getByText(new RegExp(`^Highest download ${RATE} at \\d\\d:\\d\\d; highest upload ${RATE} at \\d\\d:\\d\\d\\. Times in America/Edmonton\\.$`))).toBeVisible();
    // 5-minute samples over 24 hours in the table alternative.
    await expect.poll(() => card.locator('tbody tr').count()).toBeGreaterThan(200);
  });

  // covers: PLAT-188, MISC-022
  test('choosing a device by its bar opens its doughnut and its 24-hour chart', async ({ page }) => {
    const names = (await wifiCard(page).locator('tbody th').allTextContents()).map((n) => n.trim());
    expect(names.length).toBeGreaterThan(0);
    const chart = wifiCard(page).locator('canvas');
    await expect(chart).toBeVisible();
    const box = await chart.boundingBox();
    // A click on the plot chooses the device of the nearest row.
    await chart.click({ position: { x: (box?.width ?? 400) * 0.6, y: (box?.height ?? 300) * 0.45 } });
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const title = (await dialog.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
    expect(names).toContain(title);
    await expect(dialog.locator('canvas[aria-label^="Doughnut chart of this device’s traffic, last 30 days"]')).toBeVisible();
    const history = dialog.getByTestId('device-history');
    await expect(history.locator('canvas')).toHaveAttribute('aria-label', /over the last 24 hours, in (kbps|Mbps)/);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  // covers: PLAT-187, PLAT-188
  test('a device is renamed from the table with the keyboard, and its old name restored', async ({ page }) => {
    const rows = wifiCard(page).locator('tbody th');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    // The last row: a device the other specs' first-row checks do not read.
    const row = rows.last();
    const label = (await row.textContent())?.trim() ?? '';
    await row.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: label })).toBeVisible();
    // Found by role alone from here: its name changes with the device's.
    const dialog = page.getByRole('dialog');
    const field = dialog.getByRole('textbox', { name: 'Device name' });
    const oldAlias = await field.inputValue();
    const mac = ((await dialog.getByText(/^MAC address: /).textContent()) ?? '').replace('MAC address: ', '').trim();

    // Too long: refused here, nothing sent.
    await field.fill('x'.repeat(33));
    await expect(dialog.getByText('A device name can have at most 32 characters.')).toBeVisible();

    const name = `E2E device ${Date.now() % 100000}`;
    const write = page.waitForResponse((r) => new URL(r.url()).searchParams.get('target') === 'user.1001/wifidevicealias');
    await field.fill(name);
    await dialog.getByRole('button', { name: 'Save name' }).click();
    expect((await write).status()).toBe(200);
    await expect(dialog.getByRole('alert').filter({ hasText: name })).toBeVisible();
    // The device list is read again: the new name is the dialog's title and the table's.
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    await expect(wifiCard(page).locator('tbody th').filter({ hasText: name })).toHaveCount(1);

    // Restore the old name (or clear it when the device had none).
    await field.fill(oldAlias);
    await dialog.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByRole('dialog', { name: label })).toBeVisible();
    await expect(wifiCard(page).locator('tbody th').filter({ hasText: name })).toHaveCount(0);
    await expect(dialog.getByText(`MAC address: ${mac}`)).toBeVisible();
  });
});

// covers: PLAT-189, PLAT-190, NET-001
test('drew (Wi-Fi, no router) has the device chart but no Live Traffic or 24-hour cards', async ({ page, context }) => {
  await suppressForwardingPromo(context);
  await signIn(page, 'drew@demo.test');
  await page.goto('/ui/user/trafficMonitor');
  // The page's heading repeats the header's title: shown once, kept for screen readers.
  await expectPageTitle(page, 'Traffic Monitor');
  // The device info has loaded (hasRouter is read from it).
  await expect(wifiCard(page).locator('tbody tr').or(wifiCard(page).getByText('No wireless devices have used your network in this period.')).first()).toBeVisible();
  await expect(liveCard(page)).toHaveCount(0);
  await expect(historyCard(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Live Traffic' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Traffic Over Last 24 Hours' })).toHaveCount(0);
});
