/**
 * Wizards keep their state on the browser's Back and on a reload (issue 28): each step is a
 * history entry (?wizard=…&step=…) and what was typed lives in sessionStorage under the login and
 * the account until the wizard finishes or is cancelled (lib/wizard). On a private server: the
 * 911 address is really added. Screenshots go to /tmp/shots/wizard-*.png (WIZARD_SHOTS=<folder>).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { suppressForwardingPromo } from './browser-state';
import { signIn } from './helpers';
import { expect, test } from './private-server';

const AVERY = 'avery@demo.test';
const SHOTS = process.env.WIZARD_SHOTS || '/tmp/shots';

test.use({ baseURL: async ({ privateServer }, use) => use(privateServer.url) });
test.beforeEach(async ({ context }) => {
  await suppressForwardingPromo(context);
  await context.addInitScript(() => {
    for (const k of ['hamburgerTooltip', 'accountsTooltip', 'editnamesTooltip']) localStorage.setItem(k, 'true');
  });
});

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `wizard-${name}.png`), fullPage: true });
}

/** The wizard keys in this tab's sessionStorage. */
const wizardKeys = (page: Page) => page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('wizard:')));

/** The page's whole width fits the viewport: no horizontal scrolling. */
async function expectNoHorizontalOverflow(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
}

test('911 Add New Address on a phone: Back, Forward and a reload keep the terms and the address typed; finishing forgets them', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, AVERY);
  await page.goto('/ui/user/emergencyprofiles');
  await page.getByRole('button', { name: 'Add New Address' }).click();
  const wizard = page.getByTestId('phone-wizard');
  await expect(wizard.getByRole('heading', { name: 'Terms' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]wizard=emergency-add-\d+&step=1$/);
  const limitations = wizard.getByRole('checkbox', { name: /acknowledge these limitations/ });
  const agreement = wizard.getByRole('checkbox', { name: 'I accept the Terms of Service Agreement.' });
  await limitations.check();
  await agreement.check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('heading', { name: 'Address', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/step=2$/);
  const street = `History Lane ${Date.now() % 100000}`;
  await wizard.getByRole('textbox', { name: /First name/ }).fill('Avery');
  await wizard.getByRole('textbox', { name: /Last name/ }).fill('Fields');
  await wizard.getByRole('textbox', { name: /Street number/ }).fill('12');
  await wizard.getByRole('textbox', { name: /Street name/ }).fill(street);
  await wizard.getByRole('textbox', { name: /City/ }).fill('Red Deer');
  await wizard.getByRole('combobox', { name: /Province/ }).click();
  await page.getByRole('option', { name: 'Alberta' }).click();
  await wizard.getByRole('textbox', { name: /Postal code/ }).pressSequentially('t4n1x1');
  // Kept under this login and this account, and nowhere else.
  expect(await wizardKeys(page)).toEqual([expect.stringMatching(/^wizard:avery%40demo\.test:1001:emergency-add-\d+$/)]);
  await expectNoHorizontalOverflow(page);
  await shot(page, '375-911-address');

  // The browser's Back: the Terms step, still accepted; Forward: the address as typed.
  await page.goBack();
  await expect(wizard.getByRole('heading', { name: 'Terms' })).toBeVisible();
  await expect(limitations).toBeChecked();
  await expect(agreement).toBeChecked();
  await page.goForward();
  await expect(wizard.getByRole('heading', { name: 'Address', exact: true })).toBeVisible();
  await expect(wizard.getByRole('textbox', { name: /Street name/ })).toHaveValue(street);

  // A reload: the same step, the same values.
  await page.reload();
  await expect(wizard.getByRole('heading', { name: 'Address', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(wizard.getByRole('textbox', { name: /First name/ })).toHaveValue('Avery');
  await expect(wizard.getByRole('textbox', { name: /Street name/ })).toHaveValue(street);
  await expect(wizard.getByRole('textbox', { name: /City/ })).toHaveValue('Red Deer');
  await expect(wizard.getByRole('textbox', { name: /Postal code/ })).toHaveValue('T4N 1X1');
  await expect(wizard.getByRole('combobox', { name: /Province/ })).toContainText('Alberta');

  // Finish: saved, and what was typed is forgotten.
  await wizard.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('The 911 address was saved.').first()).toBeAttached();
  await expect(page.getByTestId('phone-wizard')).toHaveCount(0);
  await expect(page).not.toHaveURL(/wizard=/);
  expect(await wizardKeys(page)).toEqual([]);
});

test('the package upgrade wizard: Back, Forward and a reload keep the choice and the confirmation; Cancel forgets them', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, AVERY);
  for (const size of [{ width: 375, height: 812 }, { width: 812, height: 375 }]) {
    await page.setViewportSize(size);
    await page.goto('/ui/user/package');
    await page.getByRole('button', { name: /^Choose / }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade your package' });
    await expect(dialog.getByRole('heading', { name: 'New package' })).toBeVisible();
    const last = dialog.getByRole('radio').last();
    await last.check();
    const chosen = await last.evaluate((r: HTMLInputElement) => r.value);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: 'Good to know' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: 'Confirm' })).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'I confirm this package change' }).check();
    await expect(page).toHaveURL(/[?&]wizard=upgrade&step=3$/);
    await expectNoHorizontalOverflow(page);
    await shot(page, `${size.width}-upgrade-confirm`);

    await page.goBack();
    await expect(dialog.getByRole('heading', { name: 'Good to know' })).toBeVisible();
    await page.goBack();
    await expect(dialog.getByRole('heading', { name: 'New package' })).toBeVisible();
    await expect(dialog.locator(`input[type="radio"][value="${chosen}"]`)).toBeChecked();
    await page.goForward();
    await page.goForward();
    await expect(dialog.getByRole('heading', { name: 'Confirm' })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'I confirm this package change' })).toBeChecked();

    await page.reload();
    await expect(dialog.getByRole('heading', { name: 'Confirm' })).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByRole('checkbox', { name: 'I confirm this package change' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(dialog.locator(`input[type="radio"][value="${chosen}"]`)).toBeChecked();

    // Cancel: the dialog goes, the page's own entry comes back, and nothing is kept.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/ui\/user\/package$/);
    expect(await wizardKeys(page)).toEqual([]);
    // Opened again: afresh, on the package chosen on the page.
    await page.getByRole('button', { name: /^Choose / }).first().click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'I confirm this package change' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  }
});

test('in French, the wizards at 375 × 812 and 812 × 375 (screenshots), their step in the address', async ({ page, context }) => {
  test.setTimeout(240_000);
  await context.addInitScript(() => localStorage.setItem('language', 'fr'));
  await signIn(page, AVERY);
  for (const size of [{ width: 375, height: 812 }, { width: 812, height: 375 }]) {
    await page.setViewportSize(size);
    await page.goto('/ui/user/package');
    await page.getByRole('button', { name: /^Choisir / }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Passer à un forfait supérieur' });
    await expect(dialog.getByRole('heading', { name: 'Nouveau forfait' })).toBeVisible();
    await expect(dialog).toContainText('Étape 1 sur 3');
    await dialog.getByRole('button', { name: 'Suivant' }).click();
    await expect(page).toHaveURL(/[?&]wizard=upgrade&step=2$/);
    await expectNoHorizontalOverflow(page);
    await shot(page, `${size.width}-upgrade-fr`);
    await page.goBack();
    await expect(dialog.getByRole('heading', { name: 'Nouveau forfait' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toHaveCount(0);

    await page.goto('/ui/user/emergencyprofiles');
    await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
    const wizard = page.getByTestId('phone-wizard');
    await expect(wizard.getByRole('heading', { name: 'Conditions' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await shot(page, `${size.width}-911-terms-fr`);
    await wizard.getByRole('button', { name: 'Annuler' }).click();
    await expect(wizard).toHaveCount(0);
    expect(await wizardKeys(page)).toEqual([]);
  }
});
