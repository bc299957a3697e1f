/**
 * The provider's staff console (/staff/) in a real browser against the real server and its demo
 * data: an agent signs in with the demo password and a TOTP code, sees the review queues with
 * their counts, switches to French, and signs out. The code is computed here from the demo
 * secret (internal/demo/staff.go), as an authenticator app would (RFC 6238).
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';
import { signInWithCode } from './staff-helpers';

test.describe('staff console', () => {
  test('an agent signs in with password and TOTP, sees the queues and their counts, in French too, and signs out', async ({ page }) => {
    // A wrong password says so and stays on the first step.
    await page.goto('/staff/');
    await page.getByLabel('E-mail address').fill('agent@demo.test');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('The e-mail address or the password is not right.');
    await expectNoSeriousA11yViolations(page);

    await signInWithCode(page, 'agent@demo.test');
    await expect(page.getByRole('heading', { name: 'Queues' })).toBeVisible();
    await expect(page.getByText('Signed in as agent@demo.test (agent)')).toBeVisible();
    const row = (id: string) => page.getByTestId(`queue-${id}`);
    await expect(row('identity-documents').getByRole('rowheader')).toHaveText('Identity documents');
    // blake's identity photo waits (demo data); the count is a number in every queue.
    await expect(row('identity-documents').getByTestId('count')).toHaveText(/^[1-9]\d*$/);
    for (const id of ['contracts', 'void-cheques', 'change-requests', 'failed-mail']) {
      await expect(row(id).getByTestId('count')).toHaveText(/^\d+$/);
    }
    await expectNoSeriousA11yViolations(page);

    // The language switch, by keyboard.
    await page.getByLabel('Language').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { name: 'Files d’attente' })).toBeVisible();
    await expect(row('identity-documents').getByRole('rowheader')).toHaveText('Pièces d’identité');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page.getByRole('heading', { name: 'Connexion du personnel' })).toBeVisible();
    // The session is over: reloading stays on the sign-in.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Connexion du personnel' })).toBeVisible();
    const me = await page.request.get('/staff/api/me');
    expect(me.status()).toBe(401);
  });

  test('the subscriber app never loads the console bundle', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/ui/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.startsWith('/staff/'))).toEqual([]);
  });
});
