/**
 * "Is it us or you?" (issue 32, item 2): avery opens the troubleshooting page, sees the demo
 * router's state, restarts it through GenieACS (the stand-in receives the reboot task), and a
 * second restart within 10 minutes is refused with the time left. With TROUBLESHOOT_SHOTS=<folder>
 * the page is also saved at 375 and 1280 px, in English and French.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { suppressForwardingPromo } from './browser-state';
import { expectNoSeriousA11yViolations, signIn } from './helpers';
import { expect, test } from './troubleshoot-server';


test.use({ baseURL: async ({ troubleshootServer }, use) => use(troubleshootServer.url) });
test.beforeEach(async ({ context }) => {
  await suppressForwardingPromo(context);
  await context.addInitScript(() => {
    for (const k of ['hamburgerTooltip', 'accountsTooltip']) localStorage.setItem(k, 'true');
  });
});

async function shot(page: Page, name: string) {
  const dir = process.env.TROUBLESHOOT_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

test('avery: the router’s state, a restart through GenieACS, a second one refused with the time left', async ({ page, troubleshootServer }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'avery@demo.test');
  // The menu leads there.
  await page.getByRole('navigation').getByRole('link', { name: 'Is it us or you?' }).click();
  await expect(page).toHaveURL(/\/ui\/user\/troubleshoot$/);
  const router = page.getByTestId('router-state');
  // The demo simulator reports every second: the router is online.
  await expect(router.getByTestId('router-online')).toHaveText('Online', { timeout: 30_000 });
  await expect(router.getByTestId('router-last-seen')).toContainText('2');
  await expect(page.getByTestId('step-wifi').getByRole('link', { name: 'Open Wi-Fi settings' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'troubleshoot-en-1280');

  // The restart, after a confirmation.
  await page.getByRole('button', { name: 'Restart my router' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restart your router?' });
  await expect(dialog).toBeVisible();
  await shot(page, 'troubleshoot-en-1280-confirm');
  await dialog.getByRole('button', { name: 'Restart', exact: true }).click();
  await expect(page.getByTestId('restart-result')).toHaveText('Your router is restarting. It will be back in about 2 minutes.', { timeout: 30_000 });
  expect(troubleshootServer.tasks()).toEqual([{ path: '/devices/E4C32A-DemoRouter-1001/tasks', query: 'connection_request', body: { name: 'reboot' } }]);
  await expect(page.getByTestId('step-restart')).toContainText('Last restarted from here');

  // A second restart within 10 minutes: refused, with the time left; GenieACS gets nothing more.
  await page.getByRole('button', { name: 'Restart my router' }).click();
  await dialog.getByRole('button', { name: 'Restart', exact: true }).click();
  await expect(dialog.getByTestId('restart-refused')).toHaveText(
    /^Your router was restarted less than 10 minutes ago\. You can restart it again in (10|9) minutes\.$/,
    { timeout: 30_000 },
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(troubleshootServer.tasks()).toHaveLength(1);
  await expect(page.getByTestId('restart-wait')).toContainText('You can restart it again at');

  // Still not working: the support contact and what the page found.
  await page.getByRole('button', { name: 'Still not working' }).click();
  const panel = page.getByTestId('support-panel');
  await expect(panel.getByTestId('support-phone')).toContainText(/\d/);
  await expect(panel.getByTestId('support-summary')).toContainText('Account: 1001');
  await expect(panel.getByTestId('support-summary')).toContainText('Last restart from MyAccount');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'troubleshoot-en-1280-support');

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByTestId('router-state')).toBeVisible();
  // No sideways scrolling at 375 px; the buttons are 44 px tall at least.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const name of ['Restart my router', 'Open Wi-Fi settings']) {
    const box = await page.getByRole(name === 'Open Wi-Fi settings' ? 'link' : 'button', { name }).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await shot(page, 'troubleshoot-en-375');

  // French.
  await page.getByRole('banner').getByRole('button', { name: 'Français' }).click();
  await expect(page.getByTestId('router-online')).toHaveText('En ligne', { timeout: 30_000 });
  await expect(page.getByTestId('step-restart')).toContainText('Dernier redémarrage fait d’ici');
  await shot(page, 'troubleshoot-fr-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByTestId('support-summary')).toContainText('Compte\u00a0: 1001');
  await shot(page, 'troubleshoot-fr-1280');
});
