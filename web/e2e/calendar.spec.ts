/**
 * The Calendar page against the real binary and its demo data (avery has three months of
 * history): the tabs, the disclaimer, month navigation limits, the 90-day rule, choosing a day
 * loads its hourly chart, month summaries and the daily table, on desktop and on a phone.
 */
import { expect, test, type Page } from '@playwright/test';
import { isSummaryShown } from '../src/features/calendar/calendar-rules';
import { longDayName, monthName } from '../src/lib/format/calendar-names';
import { addDays, dayKey, type CalendarDay } from '../src/lib/provider-time';
import { suppressForwardingPromo } from './browser-state';
import { expectNoSeriousA11yViolations, expectPageTitle, openSignedIn, useSignedInState } from './helpers';

const DISCLAIMER =
  'The calendar and data usage are for educational purposes only. The Dashboard gives the most accurate billing information.';

/** The part of broadbandcalendar these tests read: the provider's calendar as the server counts it. */
interface CalendarAnswer {
  calendarData: { t: CalendarDay }[];
  summary: { year: number; month: number; start: number }[];
  today: CalendarDay;
  day_keys: number[];
}

/** Opens the calendar (signed in as avery) and returns the broadbandcalendar answer the app was given. */
async function openCalendar(page: Page): Promise<CalendarAnswer> {
  const answer = page.waitForResponse((r) => new URL(r.url()).searchParams.get('target') === 'user.1001/broadbandcalendar' && r.status() === 200);
  await openSignedIn(page, '/ui/user/calendar');
  await expectPageTitle(page, 'Calendar');
  await expect(page.getByTestId('calendar-month')).toBeVisible();
  return ((await (await answer).json()) as { object: CalendarAnswer }).object;
}

const cell = (page: Page, key: string) => page.locator(`[data-day="${key}"]`);
const isGraphic = (url: string) => (new URL(url).searchParams.get('target') ?? '').startsWith('user.1001/broadbandgraphic.');

test.describe('calendar', () => {
  useSignedInState(test, 'avery@demo.test', suppressForwardingPromo);
  test.beforeEach(({ context }) => suppressForwardingPromo(context));

  // covers: NET-033, NET-034, NET-037, NET-038, NET-039, NET-040, NET-041, NET-008
  test('avery: tabs and disclaimer; choosing today loads broadbandgraphic.{local midnight} and draws the 24-hour chart', async ({ page }) => {
    const { today, day_keys } = await openCalendar(page);
    await expect(page.getByText(DISCLAIMER)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Calendar' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Data Usage' })).toBeVisible();
    await expect(page.getByTestId('calendar-month')).toHaveText(monthName(today));
    await expect(page.getByTestId('month-grid')).toBeVisible();

    const response = page.waitForResponse((r) => isGraphic(r.url()) && r.status() === 200);
    await cell(page, dayKey(today)).getByRole('button').click();
    // Today's key is the last the server handed out: its local midnight, by the server's zone rules.
    const asked = Number(new URL((await response).url()).searchParams.get('target')?.split('.').pop());
    expect(asked).toBe(day_keys[day_keys.length - 1]);
    const panel = page.getByTestId('day-panel');
    await expect(panel.getByRole('heading', { name: `Usage on ${longDayName(today)}` })).toBeVisible();
    const chart = panel.locator('canvas');
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAttribute('aria-label', /^Stacked bar chart of upstream and downstream usage per hour/);
    // 1000 px wide at most; at 1280 px the page leaves a little less, so the chart fits it.
    const box = await panel.getByTestId('day-chart').boundingBox();
    const room = await page.getByRole('region', { name: 'Hourly usage chart, scrolls sideways' }).evaluate((el) => el.clientWidth);
    expect(Math.round(box?.width ?? 0)).toBe(Math.min(1000, room));
    await expect(panel.getByTestId('day-table').locator('tbody tr')).toHaveCount(24);
    // The axis bound follows decisions §18 for the day's busiest hour.
    const body = (await (await response).json()) as { object: { data: { downstream: number[]; upstream: number[] } } };
    const max = Math.max(0, ...body.object.data.downstream.map((d, i) => d + (body.object.data.upstream[i] ?? 0)));
    const bound = max < 10 ? Math.ceil(max) + 1 : Math.ceil(max / 10) * 10 + 10;
    await expect(panel.getByTestId('day-chart')).toHaveAttribute('data-axis-max', String(bound));
    await expectNoSeriousA11yViolations(page, { include: ['main'] });
  });

  // covers: NET-042, NET-043, NET-044
  test('avery: next is disabled at the current month, back stops about 90 days back, older days are ignored', async ({ page }) => {
    const { today } = await openCalendar(page);
    const oldest = addDays(today, -90);
    const back = page.getByRole('button', { name: 'Previous month' });
    const next = page.getByRole('button', { name: 'Next month' });
    await expect(next).toBeDisabled();
    // Back until it is disabled: at most 4 steps, and it stops at the month of the 90th day back.
    for (let i = 0; i < 4 && (await back.isEnabled()); i++) await back.click();
    await expect(back).toBeDisabled();
    await expect(page.getByTestId('calendar-month')).toHaveText(monthName(oldest));
    await expect(next).toBeEnabled();
    await expect(cell(page, dayKey(oldest)).getByRole('button')).toBeVisible();
    if (oldest.day > 1) {
      const older = addDays(oldest, -1);
      await expect(cell(page, dayKey(older)).getByRole('button')).toHaveCount(0);
      let graphics = 0;
      page.on('request', (r) => {
        if (isGraphic(r.url())) graphics++;
      });
      await cell(page, dayKey(older)).click();
      await expect(page.getByText('Choose a day to see its usage hour by hour.')).toBeVisible();
      expect(graphics).toBe(0);
    }
    // The 90th day back still loads.
    const loaded = page.waitForResponse((r) => isGraphic(r.url()) && r.status() === 200);
    await cell(page, dayKey(oldest)).getByRole('button').click();
    expect((await loaded).status()).toBe(200);
    await expect(page.getByTestId('day-panel').locator('canvas')).toBeVisible();
  });

  // covers: NET-035, NET-036, NET-045, NET-008
  test('avery: Data Usage lists the daily figures and the summaries of months within 93 days', async ({ page }) => {
    const data = await openCalendar(page);
    expect(data.calendarData.length).toBeGreaterThan(30);
    await page.getByRole('tab', { name: 'Data Usage' }).click();
    const panel = page.getByRole('tabpanel');
    const now = Date.now();
    for (const s of data.summary) {
      const section = panel.getByTestId(`usage-${s.year}-${s.month}`);
      await expect(section.getByRole('heading', { name: monthName(s), exact: true })).toBeVisible();
      await expect(section.getByTestId(`summary-${s.year}-${s.month}`)).toHaveCount(isSummaryShown(s, now) ? 1 : 0);
    }
    const days = data.calendarData.length;
    await expect(panel.locator('tbody tr')).toHaveCount(days);
    await expect(panel.locator('tbody td').first()).toHaveText(/^\d{1,3}(,\d{3})*\.\d{3}$/);
    await expect(page.getByText(DISCLAIMER)).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: ['main'] });
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    // covers: NET-007, NET-034, NET-037
    test('avery: the mobile list; the day chart scrolls sideways and shows it, its legend in view', async ({ page }) => {
      const { today } = await openCalendar(page);
      await expect(page.getByTestId('month-grid')).toHaveCount(0);
      const list = page.getByTestId('month-list');
      await expect(list).toBeVisible();
      await list.getByRole('button', { name: new RegExp(`^${longDayName(today)}: `) }).click();
      const scroller = page.getByRole('region', { name: 'Hourly usage chart, scrolls sideways' });
      await expect(scroller.locator('canvas')).toBeVisible();
      const sizes = await scroller.evaluate((el) => ({ client: el.clientWidth, scroll: el.scrollWidth }));
      expect(sizes.scroll).toBeGreaterThan(sizes.client);
      expect(sizes.client).toBeLessThanOrEqual(375);
      // The page's content does not scroll sideways: only the chart's box does.
      const main = await page.locator('main').evaluate((el) => ({ client: el.clientWidth, scroll: el.scrollWidth }));
      expect(main.scroll).toBeLessThanOrEqual(main.client);
      // It shows that it scrolls: a fade on the side with more hours, and a hint; the legend stays
      // in view (outside the scrolling box) while the chart scrolls.
      const panel = page.getByTestId('day-panel');
      await expect(panel.getByTestId('day-chart-fade-end')).toBeVisible();
      await expect(panel.getByText('Swipe sideways to see every hour')).toBeVisible();
      const legend = panel.getByTestId('day-legend');
      await expect(legend).toContainText('Downstream');
      await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect(panel.getByTestId('day-chart-fade-start')).toBeVisible();
      await expect(panel.getByTestId('day-chart-fade-end')).toHaveCount(0);
      await expect(legend).toBeInViewport();
      await expectNoSeriousA11yViolations(page, { include: ['main'] });
    });

    // covers: NET-007, NET-035
    test('avery: the daily table of Data Usage fits the phone', async ({ page }) => {
      await openCalendar(page);
      await page.getByRole('tab', { name: 'Data Usage' }).click();
      const table = page.getByRole('tabpanel').getByRole('region', { name: /^Daily usage in / }).first();
      await expect(table).toBeVisible();
      const fit = await table.evaluate((el) => ({ client: el.clientWidth, scroll: el.scrollWidth }));
      expect(fit.scroll).toBeLessThanOrEqual(fit.client);
      await expectNoSeriousA11yViolations(page, { include: ['main'] });
    });
  });
});
