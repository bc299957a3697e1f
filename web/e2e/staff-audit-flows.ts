/**
 * The staff console's provider settings and audit (issue 30, items 6 and 7), on the server as a
 * provider runs it with the demo data (going-live-server.ts, demo on), on the engine the spec
 * chooses: an agent has no Settings and is refused (403, recorded) on a settings call and on a
 * credit; an admin edits the global notice and previews it, creates an API key (shown once),
 * checks it works, revokes it (confirmed) and sees it refused, adds a staff login and changes its
 * role; the audit page lists all of it with who, when, from where and before → after, including
 * the admin command's and the provider API's actions; it filters by account (the address's
 * ?account=) and its CSV download holds the rows. axe on each page; screenshots at 1280 and 768 px
 * go to test-results/staff-audit/.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';
import { expect, test } from './going-live-server';
import { signInWithCode } from './staff-helpers';

async function shots(page: Page, name: string, engine: string) {
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    // Usable at this width: nothing wider than the window (a table scrolls inside its own box).
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        // (A multiline field's hidden measuring copy keeps the old width until it is typed in.)
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && getComputedStyle(e).visibility !== 'hidden')
        .map((e) => `${e.tagName}.${e.className} ends at ${e.getBoundingClientRect().right}`.slice(0, 200)),
    );
    expect(wide, `wider than ${width} px`).toEqual([]);
    await page.screenshot({ path: `test-results/staff-audit/${engine}-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

export function staffAuditFlows() {
  test.use({ baseURL: async ({ goingLive }, use) => use(goingLive.url) });
  test.describe.configure({ mode: 'serial' });

  test('an agent does not see Settings, is refused a settings call and a credit, and reads the audit without the CSV', async ({ page, engine }) => {
    test.setTimeout(180_000);
    await signInWithCode(page, 'agent@demo.test');
    const nav = page.getByRole('navigation', { name: 'Console sections' });
    await expect(nav.getByRole('link', { name: 'Audit' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);

    // covers: issue 30 — a settings call and a credit are refused (403) for an agent.
    const settings = await page.request.get('/staff/api/settings/staff');
    expect(settings.status()).toBe(403);
    const credit = await page.request.post('/staff/api/accounts/1001/credits', { data: { amount: '5.00', description: 'goodwill' } });
    expect(credit.status()).toBe(403);
    await page.goto('/staff/settings/notices');
    await expect(page.getByText('Your role does not allow this action.')).toBeVisible();

    // The refusals are in the audit, on account 1001, from this browser's address.
    await page.goto('/staff/audit?account=1001');
    await expect(page.getByRole('heading', { name: 'Audit' })).toBeVisible();
    await expect(page.getByLabel('Account')).toHaveValue('1001');
    const refused = page.getByTestId('audit-row').filter({ hasText: 'refused' }).filter({ hasText: 'POST /staff/api/accounts/1001/credits' });
    await expect(refused).toHaveCount(1);
    await expect(refused).toContainText('staff:agent@demo.test');
    await expect(refused).toContainText('127.0.0.1');
    await expect(refused).toContainText('role agent; needs billing');
    await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveCount(0);
    expect((await page.request.get('/staff/api/audit/export?account=1001')).status()).toBe(403);
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'audit-agent', engine);

    // In French.
    await page.getByLabel('Language').click();
    await page.getByRole('option', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { name: 'Journal' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Avant → après' })).toBeVisible();
    await expect(page.getByTestId('audit-row').filter({ hasText: 'POST /staff/api/accounts/1001/credits' })).toContainText('compte 1001');
    // The action's name in French, its code beside it.
    await expect(page.getByTestId('audit-row').filter({ hasText: 'POST /staff/api/accounts/1001/credits' })).toContainText('Refusé refused');
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'audit-agent-fr', engine);
  });

  test('an admin edits the global notice, makes and revokes an API key, adds a login and changes its role; the audit lists it all and exports it', async ({
    page,
    engine,
    goingLive,
  }) => {
    test.setTimeout(300_000);
    // The provider API's door: a notice from the key the server was started with.
    const viaApi = await goingLive.provider('PUT', '/notices/e2e-api', { text: { en: 'From the API', fr: '' }, starts_at: '2026-01-01T00:00:00Z' });
    expect(viaApi.status).toBeLessThan(300);

    await signInWithCode(page, 'admin@demo.test');
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Provider settings' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Global notices' })).toBeVisible();

    // A new notice, previewed as subscribers see it in each language, then saved.
    await page.getByLabel('Name').fill('e2e-maintenance');
    await page.getByLabel('Text in English').fill('Maintenance tonight from 1 to 3 a.m.');
    await page.getByLabel('Text in French').fill('Entretien cette nuit de 1 h à 3 h.');
    await expect(page.getByTestId('preview-en-CA')).toContainText('Maintenance tonight from 1 to 3 a.m.');
    await expect(page.getByTestId('preview-fr-CA')).toContainText('Entretien cette nuit de 1 h à 3 h.');
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'settings-notice', engine);
    await page.getByRole('button', { name: 'Save the notice' }).click();
    await expect(page.getByText('The notice e2e-maintenance is saved.')).toBeVisible();
    const row = page.getByTestId('notice-e2e-maintenance');
    await expect(row).toContainText('Showing');
    // Changed: the French text empty, so the French preview shows the English one.
    await page.getByRole('button', { name: 'Edit the notice e2e-maintenance' }).click();
    await page.getByLabel('Text in English').fill('Maintenance tonight from 2 to 4 a.m.');
    await page.getByLabel('Text in French').fill('');
    await expect(page.getByTestId('preview-fr-CA')).toContainText('Maintenance tonight from 2 to 4 a.m.');
    await page.getByRole('button', { name: 'Save the notice' }).click();
    await expect(page.getByText('The notice e2e-maintenance is saved.')).toBeVisible();
    await expect(row).toContainText('Maintenance tonight from 2 to 4 a.m.');

    // The package catalog, read only.
    await page.getByRole('link', { name: 'Package catalog' }).click();
    await expect(page.getByRole('heading', { name: 'Internet packages' })).toBeVisible();
    await expect(page.getByRole('table').first().getByRole('row')).not.toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    // An API key: shown once, works, revoked after a confirmation, refused.
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByLabel('Key name').fill('e2e-console-key');
    await page.getByRole('button', { name: 'Create the key' }).click();
    const key = (await page.getByTestId('new-key').textContent())?.trim() ?? '';
    expect(key).toMatch(/^mak_/);
    await expect(page.getByRole('button', { name: 'Copy the key' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'settings-keys', engine);
    const withKey = () => fetch(`${goingLive.url}/provider/v1/notices`, { headers: { Authorization: `Bearer ${key}` } }).then((r) => r.status);
    expect(await withKey()).toBe(200);
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByTestId('new-key')).toHaveCount(0);
    await page.getByRole('button', { name: 'Revoke the key e2e-console-key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke this key?' });
    await expect(dialog).toContainText('e2e-console-key');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('The key e2e-console-key is revoked.')).toBeVisible();
    await expect(page.getByTestId('key-e2e-console-key')).toContainText('Revoked');
    expect(await withKey()).toBe(401);

    // Staff: add a login (its password link shown), then change its role (confirmed).
    await page.getByRole('link', { name: 'Staff and roles' }).click();
    await page.getByLabel('E-mail address').fill('e2e-desk@demo.test');
    await page.getByLabel('Name', { exact: true }).fill('Desk');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByTestId('password-link')).toContainText('/staff/set-password?token=');
    const newRow = page.getByTestId('staff-e2e-desk@demo.test');
    await expect(newRow).toContainText('Password not set yet');
    await newRow.getByLabel('Role of e2e-desk@demo.test').click();
    await page.getByRole('option', { name: 'billing' }).click();
    const confirm = page.getByRole('dialog', { name: 'Change the role?' });
    await expect(confirm).toContainText('e2e-desk@demo.test goes from agent to billing.');
    await confirm.getByRole('button', { name: 'Change the role' }).click();
    await expect(page.getByText('e2e-desk@demo.test: agent → billing.')).toBeVisible();
    // An admin's own login is not changed here.
    await expect(page.getByTestId('staff-admin@demo.test')).toContainText('You');
    await expect(page.getByTestId('staff-admin@demo.test').getByRole('button', { name: /Disable/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'settings-staff', engine);

    // The audit: newest first, with who, from where and before → after, from the three doors.
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Audit' }).click();
    const rows = page.getByTestId('audit-row');
    const roleRow = rows.filter({ hasText: 'staff-role' }).filter({ hasText: 'e2e-desk@demo.test' });
    await expect(roleRow).toContainText('Staff role changed');
    await expect(roleRow).toContainText('staff:admin@demo.test');
    await expect(roleRow).toContainText('127.0.0.1');
    await expect(roleRow.getByTestId('change')).toHaveText('agent → billing');
    await expect(rows.filter({ hasText: 'api-key-revoke' }).filter({ hasText: 'e2e-console-key' }).getByTestId('change')).toHaveText('live → revoked');
    const replaced = rows.filter({ hasText: 'notice-replace' }).filter({ hasText: 'notice e2e-maintenance' });
    await expect(replaced.getByTestId('change')).toContainText('Maintenance tonight from 1 to 3 a.m.');
    await expect(replaced.getByTestId('change')).toContainText('Maintenance tonight from 2 to 4 a.m.');
    // The admin command's key (made when the server started) and the provider API's notice.
    const cli = rows.filter({ hasText: 'api-key-create' }).filter({ hasText: 'e2e-billing' });
    await expect(cli).toContainText('e2e-staff');
    await expect(cli).toContainText('command line');
    await expect(rows.filter({ hasText: 'notice-create' }).filter({ hasText: 'notice e2e-api' })).toContainText('api-key:e2e-billing');
    // Newest first: the role change comes before the key's revocation.
    const texts = await rows.allTextContents();
    const roleAt = texts.findIndex((t) => t.includes('staff-role'));
    const revokeAt = texts.findIndex((t) => t.includes('api-key-revoke'));
    expect(roleAt).toBeGreaterThanOrEqual(0);
    expect(roleAt).toBeLessThan(revokeAt);
    await expectNoSeriousA11yViolations(page);
    await shots(page, 'audit-admin', engine);

    // Filters: by action from the list, by free text.
    await page.getByLabel('Action').click();
    await page.getByRole('option', { name: 'Staff role changed staff-role', exact: true }).click();
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/action=staff-role/);
    await expect(rows).not.toHaveCount(0);
    for (const text of await rows.allTextContents()) expect(text).toContain('staff-role');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).not.toHaveURL(/action=/);
    await page.getByLabel('Text').fill('e2e-console-key');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/q=e2e-console-key/);
    await expect(rows).toHaveCount(2);

    // By account (the agent's refused credit), and its CSV.
    await page.goto('/staff/audit?account=1001');
    await expect(rows.filter({ hasText: 'refused' })).not.toHaveCount(0);
    for (const text of await rows.allTextContents()) expect(text).toContain('account 1001');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^staff-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path())!, 'utf8');
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe('id,at,actor,address,action,account,subject,detail,before,after');
    expect(csv).toContain('staff:agent@demo.test,127.0.0.1,refused,1001,POST /staff/api/accounts/1001/credits');
    for (const line of lines.slice(1)) expect(line).toContain(',1001,');
    // The export itself is recorded.
    await page.goto('/staff/audit?action=audit-export');
    await expect(rows.first()).toContainText('staff:admin@demo.test');
  });
}
