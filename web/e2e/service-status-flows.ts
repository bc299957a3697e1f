/**
 * Service status end to end (issue 32, item 1): on a demo server with Mailpit, the agent declares
 * an outage for the site of avery's #1001 in the staff console; avery's dashboard shows the card
 * first and the other pages the banner within a refresh (10 s; the checks allow 20 s); /status
 * shows it without sign-in; emery (#5001, on another site) sees nothing and gets no e-mail; an
 * update shows on avery's card; resolving it clears both. Then the same in French with a planned
 * maintenance. service-status.spec.ts runs it on SQLite, service-status-postgres.spec.ts on
 * PostgreSQL. covers: issue 32 item 1
 */
import { type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from './helpers';
import { expect, test } from './going-live-server';
import { signInWithCode } from './staff-helpers';

const REFRESH = { timeout: 20_000 };

/** A datetime-local value `hours` from now, in the browser's zone (the test's TZ). */
function localIn(hours: number): string {
  const d = new Date(Date.now() + hours * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

async function newPage(browser: Browser, baseURL: string, locale: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale, viewport: { width, height: 900 } });
  // The first-visit tips and the forwarding promo are other tests' subjects.
  await context.addInitScript((lang: string) => {
    for (const k of ['hamburgerTooltip', 'accountsTooltip', 'editnamesTooltip']) localStorage.setItem(k, 'true');
    if (!localStorage.getItem('acceptedFwdDialog')) localStorage.setItem('acceptedFwdDialog', new Date().toISOString());
    if (!localStorage.getItem('language')) localStorage.setItem('language', lang);
  }, locale.slice(0, 2));
  return context.newPage();
}

/** Waits until the page's service status read answered (so "nothing shown" means something). */
async function statusRead(page: Page, go: () => Promise<unknown>) {
  const answered = page.waitForResponse((r) => r.url().includes('servicestatus') && r.ok(), { timeout: 30_000 });
  await go();
  await answered;
}

export function serviceStatusFlows() {
  test.describe.configure({ mode: 'serial' });
  test.use({ demoOption: true, baseURL: async ({ goingLive }, use) => use(goingLive.url) });

  test('an agent declares an outage for avery’s site: card, banner, /status and e-mail; emery sees nothing; resolving clears it', async ({
    browser,
    goingLive,
    page,
  }, info) => {
    test.setTimeout(240_000);
    // The agent declares it in the console.
    await signInWithCode(page, 'agent@demo.test');
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Service status' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Service status' })).toBeVisible();
    await expect(page.getByText('No outage or maintenance is going on or planned.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const declare = page.getByRole('region', { name: 'Declare an outage or a maintenance' });
    await declare.getByRole('button', { name: 'Declare' }).click();
    await expect(declare.getByLabel('Title (English)')).toBeFocused(); // required: the browser stops it
    await declare.getByLabel('Title (English)').fill('Internet outage on the north tower');
    await declare.getByLabel('Title (French)').fill('Panne Internet à la tour nord');
    await declare.getByRole('button', { name: 'Declare' }).click();
    await expect(declare.getByText('Choose at least one site.')).toBeVisible();
    await declare.getByRole('checkbox', { name: /Red Deer north tower/ }).check();
    await declare.getByLabel('Estimated restoration').fill(localIn(3));
    await declare.getByLabel('Message (English)').fill('Crews are on their way.');
    await declare.getByLabel('Message (French)').fill('Les équipes sont en route.');
    await declare.getByRole('button', { name: 'Declare' }).click();
    await expect(declare.getByText('The event is declared.')).toBeVisible();
    const event = page.getByRole('article', { name: 'Internet outage on the north tower' });
    await expect(event).toBeVisible();
    await expect(event.getByText('Ongoing')).toBeVisible();
    await page.screenshot({ path: info.outputPath('console-declared-1280.png'), fullPage: true });

    // Avery: the card first on the dashboard, the banner on another page.
    const avery = await newPage(browser, goingLive.url, 'en-CA');
    await signIn(avery, 'avery@demo.test');
    await avery.goto('/ui/user/dashboard');
    const card = avery.getByTestId('service-status-card');
    await expect(card).toContainText('Service outage in your area: Internet outage on the north tower', REFRESH);
    await expect(card).toContainText('Crews are on their way.');
    await expect(card).toContainText('Estimated restoration:');
    await expect(avery.getByTestId('service-status-banner')).toHaveCount(0);
    await expectNoSeriousA11yViolations(avery);
    await avery.screenshot({ path: info.outputPath('avery-dashboard-1280.png') });
    await avery.goto('/ui/user/package');
    const banner = avery.getByRole('region', { name: 'Service status' });
    await expect(banner).toContainText('Internet outage on the north tower', REFRESH);
    await expect(banner).toContainText('Crews are on their way.');
    await expectNoSeriousA11yViolations(avery);
    await avery.screenshot({ path: info.outputPath('avery-package-banner-1280.png') });
    await avery.setViewportSize({ width: 375, height: 800 });
    await avery.goto('/ui/user/dashboard');
    await expect(card).toBeVisible(REFRESH);
    await avery.screenshot({ path: info.outputPath('avery-dashboard-375.png'), fullPage: true });
    await avery.setViewportSize({ width: 1280, height: 900 });
    await avery.goto('/ui/user/package');
    await expect(banner).toBeVisible(REFRESH);

    // The public page, without signing in.
    const visitor = await newPage(browser, goingLive.url, 'en-CA');
    await visitor.goto('/status');
    await expect(visitor).toHaveURL(/\/ui\/public\/status$/);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Service status' })).toBeVisible();
    const area = visitor.getByRole('region', { name: 'Red Deer north tower' });
    await expect(area.getByRole('article')).toContainText('Internet outage on the north tower');
    await expect(area).toContainText('Ongoing');
    await expect(visitor.getByText('avery', { exact: false })).toHaveCount(0);
    await expectNoSeriousA11yViolations(visitor);
    await visitor.screenshot({ path: info.outputPath('status-1280.png'), fullPage: true });
    await visitor.setViewportSize({ width: 375, height: 800 });
    await visitor.screenshot({ path: info.outputPath('status-375.png'), fullPage: true });
    // The login page links to it.
    await visitor.goto('/ui/');
    await expect(visitor).toHaveURL(/\/auth\/login/);
    await visitor.getByRole('link', { name: /Service status/ }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Service status' })).toBeVisible();

    // The e-mail of the start to avery's login (Service status is on by default), none to emery's.
    const started = await goingLive.mail.waitFor('avery@demo.test', /Service outage in your area: Internet outage on the north tower/);
    expect(started.text).toContain('Crews are on their way.');
    expect(started.headers['List-Unsubscribe']?.[0]).toMatch(/^<http/);

    // Emery's account is on another site: nothing.
    const emery = await newPage(browser, goingLive.url, 'en-CA');
    await signIn(emery, 'emery@demo.test');
    await statusRead(emery, () => emery.goto('/ui/user/dashboard'));
    await expect(emery.getByTestId('service-status-card')).toHaveCount(0);
    await statusRead(emery, () => emery.reload());
    await expect(emery.getByTestId('service-status-banner')).toHaveCount(0);
    expect(await goingLive.mail.countMatching('emery@demo.test', /outage|maintenance/i)).toBe(0);

    // An update reaches avery's banner within a refresh.
    await event.getByLabel('Message (English)').fill('Repairs are under way.');
    await event.getByRole('button', { name: 'Post the update' }).click();
    await expect(event.getByText('The update is posted.')).toBeVisible();
    await expect(banner).toContainText('Repairs are under way.', REFRESH);
    await goingLive.mail.waitFor('avery@demo.test', /^Update: Internet outage on the north tower/);

    // Resolving asks first, then clears the card and the banner.
    await event.getByRole('button', { name: 'Resolve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resolve “Internet outage on the north tower”?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(event.getByText('Ongoing')).toBeVisible();
    await event.getByRole('button', { name: 'Resolve' }).click();
    await dialog.getByLabel('Resolution (English)').fill('The service is restored.');
    await dialog.getByLabel('Resolution (French)').fill('Le service est rétabli.');
    await dialog.getByRole('button', { name: 'Resolve the event' }).click();
    await expect(page.getByText('The event is resolved.')).toBeVisible();
    await expect(event.getByText('Resolved', { exact: true })).toBeVisible();
    await expect(banner).toHaveCount(0, REFRESH);
    await avery.goto('/ui/user/dashboard');
    await statusRead(avery, () => avery.reload());
    await expect(card).toHaveCount(0);
    await goingLive.mail.waitFor('avery@demo.test', /^Resolved: Internet outage on the north tower/);
    await visitor.goto('/status');
    await expect(visitor.getByRole('region', { name: 'Red Deer north tower' })).toContainText('Resolved');
  });

  test('in French: a planned maintenance shows on avery’s dashboard and on /status, and goes when resolved', async ({ browser, goingLive }, info) => {
    test.setTimeout(240_000);
    const staff = await newPage(browser, goingLive.url, 'fr-CA');
    await staff.goto('/staff/');
    await staff.getByLabel('Langue').or(staff.getByLabel('Language')).first().click();
    await staff.getByRole('option', { name: 'English' }).click();
    await signInWithCode(staff, 'agent@demo.test');
    await staff.getByLabel('Language').click();
    await staff.getByRole('option', { name: 'Français' }).click();
    await staff.getByRole('navigation', { name: 'Sections de la console' }).getByRole('link', { name: 'État du service' }).click();
    const declare = staff.getByRole('region', { name: 'Déclarer une panne ou un entretien' });
    await declare.getByLabel('Type').click();
    await staff.getByRole('option', { name: 'Entretien planifié' }).click();
    await declare.getByLabel('Titre (anglais)').fill('Tower maintenance');
    await declare.getByLabel('Titre (français)').fill('Entretien de la tour');
    await declare.getByRole('checkbox', { name: /Tour nord de Red Deer/ }).check();
    await declare.getByLabel('Début').fill(localIn(24));
    await declare.getByLabel('Rétablissement prévu').fill(localIn(26));
    await declare.getByRole('button', { name: 'Déclarer' }).click();
    await expect(declare.getByText('L’événement est déclaré.')).toBeVisible();
    const event = staff.getByRole('article', { name: 'Entretien de la tour' });
    await expect(event.getByText('Planifié', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(staff);
    await staff.screenshot({ path: info.outputPath('console-fr-1280.png'), fullPage: true });

    const avery = await newPage(browser, goingLive.url, 'fr-CA', 375);
    await signIn(avery, 'avery@demo.test');
    await avery.goto('/ui/user/dashboard');
    const card = avery.getByTestId('service-status-card');
    await expect(card).toContainText('Entretien planifié dans votre secteur\u00a0: Entretien de la tour', REFRESH);
    await expect(card).toContainText('À partir du');
    await expect(card).toContainText('Rétablissement prévu\u00a0:');
    await expectNoSeriousA11yViolations(avery);
    await avery.screenshot({ path: info.outputPath('avery-dashboard-fr-375.png'), fullPage: true });

    const visitor = await newPage(browser, goingLive.url, 'fr-CA', 375);
    await visitor.goto('/status');
    await expect(visitor.getByRole('heading', { level: 1, name: 'État du service' })).toBeVisible();
    await expect(visitor.getByRole('region', { name: 'Tour nord de Red Deer' })).toContainText('Entretien de la tour');
    await expect(visitor.getByRole('region', { name: 'Tour nord de Red Deer' })).toContainText('Planifié');
    await expectNoSeriousA11yViolations(visitor);
    await visitor.screenshot({ path: info.outputPath('status-fr-375.png'), fullPage: true });

    await event.getByRole('button', { name: 'Résoudre' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Résoudre «\u00a0Entretien de la tour\u00a0»?' });
    await dialog.getByLabel('Résolution (anglais)').fill('Maintenance cancelled.');
    await dialog.getByLabel('Résolution (français)').fill('Entretien annulé.');
    await dialog.getByRole('button', { name: 'Résoudre l’événement' }).click();
    await expect(staff.getByText('L’événement est résolu.')).toBeVisible();
    await expect(card).toHaveCount(0, REFRESH);
  });
}
