/**
 * The Dashboard against the real binary and its demo data: avery's usage donut (values read from
 * the API first: the upgrade spec may change avery's cap while this runs), the link to the
 * calendar and the app promotion over 1500 px; emery's Unlimited card without a donut; drew's
 * rating survey (its answer changes drew's survey state, so exactly one test answers it).
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { daysLeftInMonth, type CalendarDay } from '../src/lib/provider-time';
import { usageLevel, usagePercent } from '../src/features/dashboard/usage-rules';
import { formatGb } from '../src/lib/format/gigabytes';
import { suppressForwardingPromo } from './browser-state';
import { expectNoSeriousA11yViolations, expectPageTitle, openSignedIn, useSignedInState } from './helpers';

interface Traffic {
  used_gb: number;
  base_cap: number;
  loyalty_extra_gb: number;
  onetime_extra_gb: number;
  total_cap: number;
  unlimited: boolean;
  today: CalendarDay;
}

const card = (page: Page) => page.getByTestId('usage-card');
const isTarget = (r: Response, target: string) => new URL(r.url()).searchParams.get('target') === target;

/** Keeps the latest broadbandtraffic object the app was given (it polls every 10 s). */
function watchTraffic(page: Page, user: number) {
  const latest: { value?: Traffic } = {};
  page.on('response', async (r) => {
    if (!isTarget(r, `user.${user}/broadbandtraffic`) || r.status() !== 200) return;
    const body = (await r.json().catch(() => null)) as { object?: Traffic } | null;
    if (body?.object) latest.value = body.object;
  });
  return latest;
}

test.describe('dashboard', () => {
  test.beforeEach(({ context }) => suppressForwardingPromo(context));

  test.describe('avery', () => {
    useSignedInState(test, 'avery@demo.test', suppressForwardingPromo);

    // covers: NET-001, NET-003, NET-008, NET-009, NET-012, NET-013, NET-014, NET-015, NET-016, NET-017, NET-019
    test('avery: the usage donut follows the API figures and rules, days left, and links to the calendar', async ({ page }) => {
      const traffic = watchTraffic(page, 1001);
      await openSignedIn(page, '/ui/user/dashboard');
      // The page's heading repeats the header's title: shown once, kept for screen readers.
      await expectPageTitle(page, 'Dashboard');
      await expect(card(page)).toBeVisible();
      // No survey for avery (answered 40 days ago).
      await expect(page.getByRole('dialog', { name: 'Rate us' })).toHaveCount(0);
      await expect(async () => {
        const t = traffic.value;
        expect(t, 'the app read broadbandtraffic').toBeTruthy();
        if (!t) return;
        // Days left, today included, from the provider's today as the server counts it.
        const left = daysLeftInMonth(t.today);
        await expect(card(page).getByTestId('days-left')).toHaveText(left === 1 ? '1 day left' : `${left} days left`, { timeout: 500 });
        if (t.unlimited) {
          // The upgrade spec may have moved avery to an Unlimited package meanwhile.
          await expect(card(page).getByTestId('usage-unlimited')).toBeVisible({ timeout: 500 });
          await expect(card(page).getByTestId('usage-donut')).toHaveCount(0, { timeout: 500 });
          return;
        }
        const percent = usagePercent(t.used_gb, t.total_cap);
        const donut = card(page).getByTestId('usage-donut');
        await expect(donut).toHaveAttribute('data-percent', String(percent), { timeout: 500 });
        await expect(donut).toHaveAttribute('data-level', usageLevel(percent), { timeout: 500 });
        await expect(card(page).getByTestId('used-of-total')).toHaveText(
          `${formatGb(t.used_gb)} GB of ${formatGb(t.total_cap)} GB used`,
          { timeout: 500 },
        );
        await expect(card(page).getByTestId('usage-loyalty')).toHaveText(`Loyalty bonus${formatGb(t.loyalty_extra_gb)} GB`, { timeout: 500 });
        await expect(card(page).getByTestId('usage-onetime')).toHaveText(`Traffic packs this month${formatGb(t.onetime_extra_gb)} GB`, {
          timeout: 500,
        });
        await expect(card(page).getByRole('img', { name: new RegExp(`^Doughnut chart: ${percent}% of your`) })).toBeVisible({ timeout: 500 });
        await expect(card(page).getByText(`${percent}%`, { exact: true })).toBeVisible({ timeout: 500 });
      }).toPass({ timeout: 20_000 });

      // Avery's loyalty programme adds GB every month (demo data: +25 GB).
      expect(traffic.value?.loyalty_extra_gb).toBeGreaterThan(0);
      // The card refreshes: another read follows within the 10 s period.
      const refresh = await page.waitForResponse((r) => isTarget(r, 'user.1001/broadbandtraffic'), { timeout: 15_000 });
      expect(refresh.status()).toBe(200);

      await expectNoSeriousA11yViolations(page, { include: ['[data-testid="usage-card"]'] });
      await card(page).getByRole('link', { name: 'View usage calendar' }).click();
      await expect(page).toHaveURL('/ui/user/calendar');
      // The page's heading repeats the header's title: shown once, kept for screen readers.
      await expectPageTitle(page, 'Calendar');
    });

    // covers: NET-010
    test('avery: the app promotion shows only on windows over 1500 px, following resizes', async ({ page }) => {
      await page.setViewportSize({ width: 1600, height: 900 });
      await openSignedIn(page, '/ui/user/dashboard');
      const promo = page.getByTestId('app-promotion');
      await expect(promo).toBeVisible();
      await expect(promo.getByRole('heading', { name: /MyAccount app/ })).toBeVisible();
      await page.setViewportSize({ width: 1500, height: 900 });
      await expect(promo).toHaveCount(0);
      await page.setViewportSize({ width: 1501, height: 900 });
      await expect(promo).toBeVisible();
      await page.setViewportSize({ width: 375, height: 740 });
      await expect(promo).toHaveCount(0);
      await expect(card(page)).toBeVisible();
    });
  });

  test.describe('emery', () => {
    useSignedInState(test, 'emery@demo.test');

    // covers: NET-018, NET-019
    test('emery: an Unlimited package shows a plain Unlimited card without a donut', async ({ page }) => {
      const traffic = watchTraffic(page, 5001);
      await openSignedIn(page, '/ui/user/dashboard');
      await expect(page).toHaveURL('/ui/user/dashboard');
      const unlimited = card(page).getByTestId('usage-unlimited');
      await expect(unlimited).toBeVisible();
      await expect(unlimited.getByText('Unlimited', { exact: true })).toBeVisible();
      await expect(card(page).getByTestId('usage-donut')).toHaveCount(0);
      await expect(card(page).locator('canvas')).toHaveCount(0);
      await expect.poll(() => traffic.value?.unlimited).toBe(true);
      await expect(card(page).getByTestId('used-unlimited')).toHaveText(`${formatGb(traffic.value?.used_gb ?? 0)} GB used`);
      await expect(card(page).getByTestId('days-left')).toHaveText(/^(1 day|\d+ days) left$/);
    });
  });

  test.describe('drew', () => {
    useSignedInState(test, 'drew@demo.test');

    // On a phone the survey is a dialog over the page, not the whole screen, and each star is a
    // 44 px tap target (issue 28: full screen with 28 px stars). Nothing is answered here.
    // covers: NET-022, NET-023
    test('drew at 375 px: the rating survey is a dialog with 44 px stars', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      const survey = page.waitForResponse((r) => isTarget(r, 'user.4001/ratingsurvey'));
      await openSignedIn(page, '/ui/user/dashboard');
      const first = (await (await survey).json()) as { object?: { getrating?: boolean } };
      test.skip(first.object?.getrating !== true, 'drew has already answered the survey in this run');
      const dialog = page.getByRole('dialog', { name: 'Rate us' });
      await expect(dialog).toBeVisible();
      const paper = await dialog.boundingBox();
      expect(paper).not.toBeNull();
      expect(paper!.width).toBeLessThan(375);
      const stars = dialog.locator('label').filter({ hasText: /out of 10$/ });
      await expect(stars).toHaveCount(10);
      for (let i = 0; i < 10; i++) {
        const box = await stars.nth(i).boundingBox();
        expect(box!.width).toBeGreaterThanOrEqual(44);
        expect(box!.height).toBeGreaterThanOrEqual(44);
        // All within the dialog: none cut at its right edge.
        expect(box!.x + box!.width).toBeLessThanOrEqual(paper!.x + paper!.width);
      }
    });

    // covers: NET-011, NET-021, NET-022, NET-023, NET-024, NET-025, NET-026, NET-027, NET-028, NET-030, NET-031
    test('drew: the rating survey — 10 stars, nothing chosen, options after a score, Submit thanks and closes for good', async ({ page }) => {
      const survey = page.waitForResponse((r) => isTarget(r, 'user.4001/ratingsurvey'));
      await openSignedIn(page, '/ui/user/dashboard');
      const first = (await (await survey).json()) as { object?: { getrating?: boolean } };
      test.skip(first.object?.getrating !== true, 'drew has already answered the survey in this run (a retry)');

      const dialog = page.getByRole('dialog', { name: 'Rate us' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('Not at all likely')).toBeVisible();
      await expect(dialog.getByText('Extremely likely')).toBeVisible();
      await expect(dialog.getByRole('radio', { name: /out of 10$/ })).toHaveCount(10);
      await expect(dialog.getByRole('radio', { name: 'No score chosen' })).toBeChecked();
      const submit = dialog.getByRole('button', { name: 'Submit' });
      await expect(submit).toBeDisabled();
      await expect(dialog.getByRole('checkbox')).toHaveCount(0);
      await expect(dialog.getByRole('textbox', { name: 'Comment' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, { include: ['[role="dialog"]'] });

      // A real click on the eighth star.
      await dialog.locator('label').filter({ hasText: /^8 out of 10$/ }).click();
      await expect(dialog.getByRole('radio', { name: '8 out of 10' })).toBeChecked();
      await expect(submit).toBeEnabled();
      const options = dialog.getByRole('checkbox');
      await expect.poll(() => options.count()).toBeGreaterThan(1);
      await options.nth(1).check();
      await options.first().check();
      const comment = dialog.getByRole('textbox', { name: 'Comment' });
      await comment.fill('Fast and reliable.\nThanks!');
      await expectNoSeriousA11yViolations(page, { include: ['[role="dialog"]'] });

      const post = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).searchParams.get('target') === 'user.4001/ratingsurvey');
      await submit.click();
      const body = (await post).postDataJSON() as { rate: number; rate_options: string; comment: string };
      expect(body.rate).toBe(8);
      expect(body.rate_options.split(' ')).toHaveLength(2);
      expect(body.comment).toBe('Fast and reliable.\nThanks!');
      await expect(page.getByText('Thank you for taking the time to rate us!')).toBeVisible();
      await expect(dialog).toHaveCount(0);

      // Answered: the survey is not asked again.
      await page.reload();
      await expect(card(page)).toBeVisible();
      const again = (await (await page.request.get('/api?target=user.4001/ratingsurvey', {
        headers: { 'x-omicron': (await page.evaluate(() => sessionStorage.getItem('JRR'))) ?? '' },
      })).json()) as { object?: { getrating?: boolean; rating?: { rate?: number } } };
      expect(again.object?.getrating).toBe(false);
      expect(again.object?.rating?.rate).toBe(8);
      await expect(page.getByRole('dialog', { name: 'Rate us' })).toHaveCount(0);
    });
  });
});
