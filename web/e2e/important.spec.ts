/**
 * The Important page's warning cards and their actions, as drew (hit-cap, a clearable disruptive
 * ticket, not registered), against the real binary and its demo data. The tests run in order:
 * they clear drew's ticket and register his device; the hit-cap warning stays, so drew still
 * lands on Important for every other spec.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectPageTitle, signIn } from './helpers';

const HOLDER_MESSAGE = "Please sign with the account holder's name, Drew Okafor, and your own name if you are not the holder.";

const warning = (page: Page, type: string) => page.getByTestId(`warning-${type}`);
// CSS, not roles: the Package page may open its wizard or a dialog on arrival, which hides the rest from roles.
const headerTitle = (page: Page) => page.locator('header h1');
const isPost = (target: string) => (r: Response) =>
  r.request().method() === 'POST' && new URL(r.url()).searchParams.get('target') === target;

async function openImportant(page: Page) {
  await signIn(page, 'drew@demo.test');
  await expect(page).toHaveURL('/ui/user/important');
  await expectPageTitle(page, 'Important');
  await expect(warning(page, 'hitcap')).toBeVisible();
}

test.describe('Important page (drew)', () => {
  test.describe.configure({ mode: 'serial' });

  // covers: NET-086, NET-087, NET-088, NET-095, NET-097, NET-098, NET-099
  test('drew: a card per warning with its actions', async ({ page }, testInfo) => {
    await openImportant(page);
    await expect(warning(page, 'disruptiveticket')).toBeVisible();
    await expect(warning(page, 'notregistered')).toBeVisible();
    await expect(warning(page, 'disruptiveticket').getByRole('textbox', { name: /Your signature/ })).toBeVisible();
    await expect(warning(page, 'disruptiveticket').getByText(/Drew Okafor/)).toBeVisible();
    // One account, connected from 127.0.0.1 (private): automatic registration is offered and enabled.
    await expect(warning(page, 'notregistered').getByRole('button', { name: 'Register automatically' })).toBeEnabled();
    await expect(warning(page, 'notregistered').getByRole('button', { name: 'Register manually' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page, { include: ['main'] });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(warning(page, 'hitcap')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`important-${width}.png`), fullPage: true });
    }
  });

  // covers: NET-089, NET-090
  test('drew: the hit-cap actions open the Package page', async ({ page }) => {
    await openImportant(page);
    const cap = warning(page, 'hitcap');
    await expect(cap.getByText(/it is free, the speed is slower, and it returns to Turbo Mode on the 1st of the month/)).toBeVisible();
    await cap.getByRole('button', { name: 'Turn on Unlimited mode' }).click();
    await expect(page).toHaveURL('/ui/user/package');
    // The subscriber chose Unlimited mode: the confirmation is asked at once.
    const ask = page.getByRole('dialog', { name: 'Turn On?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toHaveCount(0);
    await expect(headerTitle(page)).toHaveText('Package');

    await page.goBack();
    await expect(page).toHaveURL('/ui/user/important');
    await expect(warning(page, 'hitcap').getByText(/full new cap right away and pay only the remaining portion/)).toBeVisible();
    await warning(page, 'hitcap').getByRole('button', { name: 'Upgrade package' }).click();
    // The Package page opens its upgrade wizard at once, which keeps its step in the address.
    await expect(page).toHaveURL(/\/ui\/user\/package(\?wizard=upgrade&step=1)?$/);
    await expect(headerTitle(page)).toHaveText('Package');
  });

  // covers: NET-097, NET-100
  test('drew: "Register manually" opens the advanced settings page', async ({ page }) => {
    await openImportant(page);
    await warning(page, 'notregistered').getByRole('button', { name: 'Register manually' }).click();
    await expect(page).toHaveURL('/ui/user/advancedsettings');
    await expect(headerTitle(page)).toHaveText('Advanced settings');
  });

  // covers: NET-091, NET-092, NET-093, NET-094
  test('drew: the ticket is cleared with a signature naming the holder; other names are refused', async ({ page }) => {
    await openImportant(page);
    const ticket = warning(page, 'disruptiveticket');
    const field = ticket.getByRole('textbox', { name: /Your signature/ });
    const sign = ticket.getByRole('button', { name: 'Sign and clear' });

    await field.fill('Sam Rivera');
    const refused = page.waitForResponse(isPost('user.4001/cleardisruptiveticket'));
    await sign.click();
    expect((await refused).status()).toBe(450);
    await expect(ticket.getByRole('alert')).toHaveText(HOLDER_MESSAGE);

    // Someone else: their own name and the holder's (case and spaces do not matter).
    await field.fill('Sam Rivera for drew  OKAFOR');
    const cleared = page.waitForResponse(isPost('user.4001/cleardisruptiveticket'));
    await sign.click();
    const answer = await cleared;
    expect(answer.status()).toBe(200);
    const { message } = (await answer.json()) as { message?: string };
    await expect(page.getByText(message || 'The notice has been cleared.')).toBeVisible();
    // The warnings reload: the ticket is gone, the others stay.
    await expect(warning(page, 'disruptiveticket')).toHaveCount(0);
    await expect(warning(page, 'hitcap')).toBeVisible();
    await page.reload();
    await expect(warning(page, 'hitcap')).toBeVisible();
    await expect(warning(page, 'disruptiveticket')).toHaveCount(0);
  });

  // covers: NET-098, NET-099, NET-100
  test('drew: automatic registration after a confirmation', async ({ page }) => {
    await openImportant(page);
    const reg = warning(page, 'notregistered');
    const auto = reg.getByRole('button', { name: 'Register automatically' });
    await expect(auto).toBeEnabled();
    await auto.click();
    const confirm = page.getByRole('dialog', { name: 'Register this device?' });
    await expect(confirm).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: ['[role="dialog"]'] });
    const registered = page.waitForResponse(isPost('user.4001/ipaddr_autoregister'));
    await confirm.getByRole('button', { name: 'Register' }).click();
    const answer = await registered;
    expect(answer.status()).toBe(200);
    const { message } = (await answer.json()) as { message?: string };
    await expect(page.getByText(message || 'Your device has been registered.')).toBeVisible();
    await expect(warning(page, 'notregistered')).toHaveCount(0);
    // The hit-cap warning stays: drew still lands on Important.
    await expect(warning(page, 'hitcap')).toBeVisible();
  });
});
