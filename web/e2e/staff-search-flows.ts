/**
 * The staff console's subscriber search (issue 30, item 4), in Chromium against the real server
 * with the demo data, on SQLite (staff-search.spec.ts) and PostgreSQL (staff-search-postgres.spec.ts):
 * an agent signs in, opens Subscribers, types "Mor" and finds blake (#2001, Blake Moreau), follows
 * the result by keyboard to blake's page, /staff/subscribers/2001; then
 * finds blake by phone number in another formatting than the one stored, by account number, and
 * sees the empty and too-short states. axe-checked; screenshots at 1280 and 768 px.
 */
import { expectNoSeriousA11yViolations } from './helpers';
import { expect, test as goingLiveTest } from './going-live-server';
import { signInWithCode } from './staff-helpers';

const test = goingLiveTest.extend({
  baseURL: async ({ goingLive }, use) => use(goingLive.url),
});

export function staffSearchFlows(engine: 'sqlite' | 'postgres') {
  test.use({ engineOption: engine, demoOption: true });

  // covers: issue 30 item 4
  test(`an agent finds blake by name, phone and account number (${engine})`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await signInWithCode(page, 'agent@demo.test');
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Subscribers' }).click();
    await expect(page).toHaveURL(/\/staff\/subscribers$/);
    await expect(page.getByRole('heading', { name: 'Subscribers' })).toBeVisible();
    const box = page.getByRole('searchbox', { name: 'Find a subscriber' });
    await expect(box).toBeFocused();
    const status = page.getByTestId('search-status');
    const results = page.getByRole('list', { name: 'Subscribers found' });

    // As the agent types: one letter is too short, three find blake by his surname.
    await box.pressSequentially('M');
    await expect(status).toHaveText('Type at least 2 characters.');
    await box.pressSequentially('or', { delay: 60 });
    await expect(status).toHaveText('1 found');
    const blake = results.getByRole('link');
    await expect(blake).toHaveCount(1);
    await expect(blake).toContainText('Blake Moreau');
    await expect(blake).toContainText('Account 2001');
    await expect(blake).toContainText('blake@demo.test');
    await expect(blake).toContainText('(306) 555-0164');
    await expect(blake).toContainText('215 Broadway Avenue, Saskatoon S7N 1B5');
    await expect(blake).toContainText('Matched: name');
    await expect(page).toHaveURL(/\/staff\/subscribers\?q=Mor$/);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`search-1280-${engine}.png`), fullPage: true });
    await page.screenshot({ path: `/tmp/shots/search-1280-${engine}.png`, fullPage: true }).catch(() => {});

    // By keyboard: down from the box to the result, Enter follows it to blake's page.
    await box.press('ArrowDown');
    await expect(blake).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(box).toBeFocused();
    await box.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/staff\/subscribers\/2001$/);
    await expect(page.getByRole('heading', { name: 'Blake Moreau — account #2001' })).toBeVisible();
    // Back: the same search, its results again.
    await page.goBack();
    await expect(box).toHaveValue('Mor');
    await expect(results.getByRole('link')).toHaveCount(1);

    // The phone number in another formatting than the stored 3065550164.
    await box.fill('306 555-0164');
    await expect(results.getByRole('link')).toHaveCount(1);
    await expect(results.getByRole('link')).toContainText('Matched: phone number');
    await expect(results.getByRole('link')).toContainText('Blake Moreau');
    await box.fill('(306) 5550164');
    await expect(results.getByRole('link')).toContainText('Blake Moreau');

    // The account number.
    await box.fill('2001');
    await expect(results.getByRole('link').first()).toContainText('Matched: account number');
    await expect(results.getByRole('link').first()).toContainText('Blake Moreau');
    await results.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/staff\/subscribers\/2001$/);
    await page.goBack();

    // Nobody: the empty state.
    await box.fill('zzqx nobody');
    await expect(status).toHaveText('No subscriber matches “zzqx nobody”.');
    await expect(results).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // A tablet: 768 px wide.
    await page.setViewportSize({ width: 768, height: 1024 });
    await box.fill('avery');
    await expect(status).toHaveText('3 found');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`search-768-${engine}.png`), fullPage: true });
    await page.screenshot({ path: `/tmp/shots/search-768-${engine}.png`, fullPage: true }).catch(() => {});
  });
}
