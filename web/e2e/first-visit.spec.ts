/**
 * A subscriber's first visit, in a real browser at 375 px and 1280 px: the forwarding promo
 * dialog, then the one-time tips (menu, accounts, device names), one at a time and each
 * dismissable from the keyboard; no tip covers the header ('Logged as', the account selector,
 * the hamburger), an open menu or the page's first content — checked with bounding boxes and with
 * what the browser hits at a control's centre. And the snackbars: the survey's thanks and the
 * account-warning bar stack without overlapping, and neither hides the menu's Logout.
 *
 * Each test walks one page.
 */
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { suppressForwardingPromo } from './browser-state';
import { signIn } from './helpers';

const MENU_TIP = 'Click here to open the Menu';
const ACCOUNTS_TIP = 'Click here to switch accounts';
const NAMES_TIP = /names you give your devices appear here/;
const WARNING = 'Your account needs your attention.';
const THANKS = 'Thank you for taking the time to rate us!';

const tip = (page: Page, name: string | RegExp) => page.getByRole('note', { name });
const anyTip = (page: Page) => page.locator('[data-first-visit-tip]');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const title = (page: Page) => page.getByRole('banner').getByRole('heading', { level: 1 });
const hamburger = (page: Page) => page.getByRole('button', { name: 'Open the menu' });
const loggedAs = (page: Page) => page.getByTestId('logged-as');
const selector = (page: Page) => page.getByRole('combobox', { name: 'Change contact' });
const notice = (page: Page) => page.getByRole('region', { name: /^Notice from / });

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(l: Locator): Promise<Box> {
  await expect(l).toBeVisible();
  const b = await l.boundingBox();
  expect(b, `a box for ${l.toString()}`).not.toBeNull();
  return b!;
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The two boxes do not intersect. */
async function expectApart(a: Locator, b: Locator): Promise<void> {
  const [ba, bb] = [await boxOf(a), await boxOf(b)];
  expect(overlap(ba, bb), `${a.toString()} ${JSON.stringify(ba)} overlaps ${b.toString()} ${JSON.stringify(bb)}`).toBe(false);
}

/** Nothing lies over the element: what the browser hits at its centre is the element or inside it. */
async function expectUncovered(l: Locator): Promise<void> {
  await l.scrollIntoViewIfNeeded();
  await expect
    .poll(
      () =>
        l.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return !!hit && (hit === el || el.contains(hit));
        }),
      { message: `${l.toString()} is covered` },
    )
    .toBe(true);
}

/** The tip keeps clear of every given control, and each control stays uncovered. */
async function expectTipClear(t: Locator, controls: Locator[]): Promise<void> {
  for (const c of controls) {
    await expectApart(t, c);
    await expectUncovered(c);
  }
}

/** Dismisses a tip from the keyboard: focus its GOT IT and press key (Enter or Escape). */
async function dismissByKeyboard(page: Page, t: Locator, key: 'Enter' | 'Escape'): Promise<void> {
  await t.getByRole('button', { name: 'GOT IT' }).focus();
  await page.keyboard.press(key);
  await expect(t).toHaveCount(0);
}

/** Marks tips as seen (localStorage flags, PLAT-194) before the app starts. */
async function seen(page: Page, keys: string[]): Promise<void> {
  await page.context().addInitScript((ks) => {
    for (const k of ks) localStorage.setItem(k, 'true');
  }, keys);
}

/**
 * drew's survey as if not yet answered, and its answer accepted, without changing the server's
 * data: the survey itself is dashboard.spec's subject (once per server run); here it is the
 * dialog and the thanks that matter.
 */
async function surveyNotYetAnswered(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/api' && url.searchParams.get('target') === 'user.4001/ratingsurvey',
    async (route: Route) => {
      if (route.request().method() === 'POST') {
        await route.fulfill({ json: { error: 0, success: true, message: 'Saved.' } });
        return;
      }
      const res = await route.fetch();
      const body = (await res.json()) as { object?: Record<string, unknown> };
      await route.fulfill({ response: res, json: { ...body, object: { ...body.object, getrating: true, rating: null } } });
    },
  );
}

/**
 * Signs drew in with the rating survey due, checks the warning bar waits for the survey, answers
 * it and returns the warning bar and the survey's thanks (both about to show).
 */
async function answerDrewsSurvey(page: Page): Promise<{ bar: Locator; thanks: Locator }> {
  await surveyNotYetAnswered(page);
  await signIn(page, 'drew@demo.test');
  await page.goto('/ui/user/dashboard');
  const dialog = page.getByRole('dialog', { name: 'Rate us' });
  await expect(dialog).toBeVisible();
  const bar = page.getByRole('alert').filter({ hasText: WARNING });
  await expect(bar).toHaveCount(0);
  await dialog.locator('label').filter({ hasText: /^8 out of 10$/ }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toHaveCount(0);
  return { bar, thanks: page.getByRole('alert').filter({ hasText: THANKS }) };
}

test.describe('first visit at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: false, hasTouch: false });

  // covers: PLAT-006, PLAT-021, PLAT-023, PLAT-024, PLAT-036, PLAT-128, PLAT-160, PLAT-161, PLAT-194
  test("avery's dashboard: the promo dialog, then the menu tip, then the accounts tip — one at a time, none over the header, the open menu or the page", async ({ page }) => {
    await signIn(page, 'avery@demo.test');
    await expect(page).toHaveURL('/ui/user/dashboard');

    const dialog = page.getByRole('dialog', { name: 'Your e-mail forwarding' });
    await expect(dialog).toBeVisible();
    await expect(anyTip(page)).toHaveCount(0);
    // Escape is 'Remind me later'.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    const menuTip = tip(page, MENU_TIP);
    await expect(menuTip).toBeVisible();
    await expect(anyTip(page)).toHaveCount(1);
    const firstContent = page.getByRole('heading', { name: 'Data usage this month' });
    await expectTipClear(menuTip, [hamburger(page), title(page), loggedAs(page), selector(page), notice(page), firstContent]);

    // The open menu lies over the tip: its links, Logout among them, take the clicks.
    await hamburger(page).click();
    const dashboardLink = nav(page).getByRole('link', { name: 'Dashboard' });
    await expect(dashboardLink).toBeVisible();
    await expect.poll(async () => (await nav(page).boundingBox())?.x ?? -1).toBe(0);
    await expectUncovered(dashboardLink);
    await expectUncovered(nav(page).getByRole('link', { name: 'Wi-Fi' }));
    await nav(page).getByRole('link', { name: 'Logout' }).click({ trial: true });
    await page.keyboard.press('Escape');
    await expect(dashboardLink).toBeHidden();

    await dismissByKeyboard(page, menuTip, 'Enter');
    const accountsTip = tip(page, ACCOUNTS_TIP);
    await expect(accountsTip).toBeVisible();
    await expect(anyTip(page)).toHaveCount(1);
    await expectTipClear(accountsTip, [hamburger(page), title(page), loggedAs(page), selector(page), notice(page), firstContent]);
    await accountsTip.getByRole('button', { name: 'GOT IT' }).click();
    await expect(anyTip(page)).toHaveCount(0);
    expect(await page.evaluate(() => [localStorage.getItem('hamburgerTooltip'), localStorage.getItem('accountsTooltip')])).toEqual(['true', 'true']);
  });

  // covers: PLAT-023, PLAT-024, PLAT-176, PLAT-182, NET-079
  test("avery's Wi-Fi page: the device-names tip comes after the header's tips and never covers the SSID", async ({ page }) => {
    await suppressForwardingPromo(page.context());
    await seen(page, ['hamburgerTooltip']);
    await signIn(page, 'avery@demo.test');
    await page.goto('/ui/user/wifi');
    await expect(title(page)).toHaveText('Wi-Fi');
    const ssid = page.getByTestId('wifi-main-ssid');
    await expect(ssid).toHaveText('Fields-Home');

    const accountsTip = tip(page, ACCOUNTS_TIP);
    await expect(accountsTip).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(tip(page, NAMES_TIP)).toHaveCount(0);
    await dismissByKeyboard(page, accountsTip, 'Escape');

    const namesTip = tip(page, NAMES_TIP);
    await expect(namesTip).toBeVisible();
    await expect(anyTip(page)).toHaveCount(1);
    const card = page.getByTestId('wifi-traffic-card');
    await expectTipClear(namesTip, [ssid, page.getByTestId('wifi-guest-ssid'), title(page), loggedAs(page), card.getByRole('heading', { name: 'Wi-Fi traffic by device' }), card.getByRole('group', { name: 'Period' })]);
    await dismissByKeyboard(page, namesTip, 'Enter');
    expect(await page.evaluate(() => localStorage.getItem('editnamesTooltip'))).toBe('true');
  });

  // covers: PLAT-021, PLAT-022, PLAT-023, PLAT-130, PLAT-175, PLAT-182
  test("drew's Traffic Monitor: the open menu lies over the menu tip and the warning bar; Logout stays clickable; the names tip keeps off the heading", async ({ page }) => {
    await signIn(page, 'drew@demo.test');
    await page.goto('/ui/user/trafficMonitor');
    await expect(title(page)).toHaveText('Traffic Monitor');
    // drew has one account: no selector, no accounts tip.
    await expect(selector(page)).toHaveCount(0);
    const menuTip = tip(page, MENU_TIP);
    await expect(menuTip).toBeVisible();
    await expect(tip(page, NAMES_TIP)).toHaveCount(0);
    const bar = page.getByRole('alert').filter({ hasText: WARNING });
    await expect(bar).toBeVisible();
    await expectTipClear(menuTip, [hamburger(page), title(page), loggedAs(page), bar]);

    await hamburger(page).click();
    const logout = nav(page).getByRole('link', { name: 'Logout' });
    await expect(logout).toBeVisible();
    await expect.poll(async () => (await nav(page).boundingBox())?.x ?? -1).toBe(0);
    for (const name of ['Important', 'Traffic Monitor', 'Logout']) await expectUncovered(nav(page).getByRole('link', { name }));
    await logout.click({ trial: true });
    await page.keyboard.press('Escape');
    await expect(logout).toBeHidden();

    await menuTip.getByRole('button', { name: 'GOT IT' }).click();
    const namesTip = tip(page, NAMES_TIP);
    await expect(namesTip).toBeVisible();
    const card = page.getByTestId('wifi-traffic-card');
    await expectTipClear(namesTip, [title(page), loggedAs(page), card.getByRole('heading', { name: 'Wi-Fi traffic by device' })]);
    // The page's own 'Traffic Monitor' heading would repeat the title: it is there for screen readers only.
    await expect(page.getByRole('heading', { level: 2, name: 'Traffic Monitor' })).toHaveAttribute('data-repeats-title', 'true');
  });

  // covers: NET-011, NET-031, PLAT-127, PLAT-130
  test("drew's dashboard: the warning bar waits for the survey, then stacks with its thanks; the open menu's Logout stays clickable", async ({ page }) => {
    const { bar, thanks } = await answerDrewsSurvey(page);
    await expect(thanks).toBeVisible();
    await expect(bar).toBeVisible();
    await expectApart(bar, thanks);
    await expectUncovered(bar.getByRole('button', { name: 'See what is important' }));
    await expectUncovered(thanks);

    await hamburger(page).click();
    const logout = nav(page).getByRole('link', { name: 'Logout' });
    await expect(logout).toBeVisible();
    await expectUncovered(logout);
    await logout.click({ trial: true });
  });
});

test.describe('first visit at 1280 px', () => {
  // covers: PLAT-006, PLAT-022, PLAT-024, PLAT-036, PLAT-160, PLAT-161, PLAT-194
  test("avery's dashboard: the promo dialog, then the accounts tip (no menu tip beside a permanent menu), clear of the header and the page", async ({ page }) => {
    await signIn(page, 'avery@demo.test');
    const dialog = page.getByRole('dialog', { name: 'Your e-mail forwarding' });
    await expect(dialog).toBeVisible();
    await expect(anyTip(page)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Remind me later' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);

    const accountsTip = tip(page, ACCOUNTS_TIP);
    await expect(accountsTip).toBeVisible();
    await expect(anyTip(page)).toHaveCount(1);
    await expect(tip(page, MENU_TIP)).toHaveCount(0);
    await expectTipClear(accountsTip, [
      title(page),
      loggedAs(page),
      selector(page),
      notice(page),
      page.getByRole('heading', { name: 'Data usage this month' }),
      nav(page).getByRole('link', { name: 'Dashboard' }),
    ]);
    await dismissByKeyboard(page, accountsTip, 'Escape');
    await expect(anyTip(page)).toHaveCount(0);
    await expect(selector(page)).toBeVisible();
  });

  // covers: PLAT-024, PLAT-175, PLAT-182
  test("avery's Traffic Monitor: the device-names tip waits for the accounts tip and keeps off the heading and the chart's controls", async ({ page }) => {
    await suppressForwardingPromo(page.context());
    await signIn(page, 'avery@demo.test');
    await page.goto('/ui/user/trafficMonitor');
    await expect(title(page)).toHaveText('Traffic Monitor');
    const accountsTip = tip(page, ACCOUNTS_TIP);
    await expect(accountsTip).toBeVisible();
    await expect(page.getByTestId('wifi-traffic-card').getByRole('table')).toBeVisible();
    await expect(tip(page, NAMES_TIP)).toHaveCount(0);
    await accountsTip.getByRole('button', { name: 'GOT IT' }).click();

    const namesTip = tip(page, NAMES_TIP);
    await expect(namesTip).toBeVisible();
    const card = page.getByTestId('wifi-traffic-card');
    await expectTipClear(namesTip, [title(page), selector(page), card.getByRole('heading', { name: 'Wi-Fi traffic by device' }), card.getByRole('group', { name: 'Period' })]);
    await dismissByKeyboard(page, namesTip, 'Escape');
  });

  // covers: NET-011, NET-031, PLAT-127, PLAT-130
  test("drew's dashboard: the survey's thanks and the warning bar stack beside the menu; Logout stays clickable", async ({ page }) => {
    const { bar, thanks } = await answerDrewsSurvey(page);
    await expect(thanks).toBeVisible();
    await expect(bar).toBeVisible();
    await expectApart(bar, thanks);
    const logout = nav(page).getByRole('link', { name: 'Logout' });
    await expectApart(bar, logout);
    await expectApart(thanks, logout);
    await expectUncovered(logout);
    await logout.click({ trial: true });
  });
});
