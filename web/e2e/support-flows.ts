/**
 * Support requests end to end, the subscriber's side (issue 32, item 3), on a demo server: the
 * menu counts the demo request's unread reply until avery reads it; avery opens a request with a PNG and a JPEG drawn in the browser (real images), after a file that is
 * not an image by its content is refused with the server's message; the request is in the list
 * and its conversation shows the files; "Still not working" on the troubleshooting page opens the
 * form with what that page found, and the request carries it; a request of another account answers
 * like a missing one; the pages at 375 px (screenshots, axe) and in French.
 * support.spec.ts runs it on SQLite, support-postgres.spec.ts on PostgreSQL.
 */
import { type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from './helpers';
import { expect, test } from './going-live-server';

async function newPage(browser: Browser, baseURL: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'en-CA', viewport: { width, height: 900 } });
  // The first-visit tips and the forwarding promo are other tests' subjects.
  await context.addInitScript(() => {
    for (const k of ['hamburgerTooltip', 'accountsTooltip', 'editnamesTooltip']) localStorage.setItem(k, 'true');
    if (!localStorage.getItem('acceptedFwdDialog')) localStorage.setItem('acceptedFwdDialog', new Date().toISOString());
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');
  });
  return context.newPage();
}

/** A small image drawn on a canvas in the page, as the browser encodes it (PNG or JPEG). */
async function drawnImage(page: Page, type: 'image/png' | 'image/jpeg'): Promise<Buffer> {
  const base64 = await page.evaluate((mime) => {
    const canvas = document.createElement('canvas');
    canvas.width = 48;
    canvas.height = 32;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#1565c0';
    g.fillRect(0, 0, 48, 32);
    g.fillStyle = '#ffb300';
    g.fillRect(8, 8, 20, 12);
    return canvas.toDataURL(mime).split(',')[1]!;
  }, type);
  return Buffer.from(base64, 'base64');
}

/** The id in a request page's address. */
function ticketId(page: Page): string {
  return /\/ui\/user\/support\/(\d+)$/.exec(new URL(page.url()).pathname)![1]!;
}

/** No sideways scrolling at 375 px. */
async function fitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

export function supportFlows() {
  test.describe.configure({ mode: 'serial' });
  test.use({ demoOption: true, baseURL: async ({ goingLive }, use) => use(goingLive.url) });

  let averyTicket = '';

  // covers: issue 32 item 3 (a subscriber opens a ticket with attachments checked by content, sees its status and the conversation)
  test('avery opens a request with a PNG and a JPEG; a file that is not an image is refused with the server’s message', async ({ browser, goingLive }, info) => {
    test.setTimeout(180_000);
    const page = await newPage(browser, goingLive.url);
    await signIn(page, 'avery@demo.test');
    // The demo's answered request has a reply avery has not read: the menu counts it.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Support 1 new reply' }).click();
    await expect(page).toHaveURL(/\/ui\/user\/support$/);
    const demo = page.getByTestId('ticket-list').getByRole('listitem').filter({ hasText: 'The Wi-Fi drops for a minute or two' });
    await expect(demo).toContainText('Answered');
    await expect(demo).toContainText('1 new reply');
    await expectNoSeriousA11yViolations(page);
    // Reading it marks the reply read: the count goes.
    await demo.getByRole('link').click();
    await expect(page.getByTestId('conversation').getByRole('article').filter({ hasText: 'Alex Agent' }).first()).toBeVisible();
    await expect(nav.getByTestId('support-unread')).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Support', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back to my requests' }).click();
    await expect(page.getByTestId('ticket-list').getByTestId('ticket-unread')).toHaveCount(0);
    await page.getByRole('link', { name: 'New request' }).click();
    await expect(page).toHaveURL(/\/ui\/user\/support\/new$/);
    await expect(page.getByRole('heading', { level: 2, name: 'New request' })).toBeVisible();

    await page.getByRole('combobox', { name: /What is it about\?/ }).selectOption('internet');
    await page.getByRole('textbox', { name: /Description/ }).fill('The lights on my router blink orange\nSince this morning, every few minutes.');
    // A text file named like a photo: the page lets it through (its name), the server reads its content.
    const input = page.getByTestId('new-request-files-input');
    await input.setInputFiles({ name: 'router-lights.png', mimeType: 'image/png', buffer: Buffer.from('These are notes, not a picture of the router.\n'.repeat(4)) });
    await expect(page.getByRole('list', { name: 'Files to send' })).toContainText('router-lights.png');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('new-request-error')).toHaveText(
      'router-lights.png cannot be attached: only photos (JPEG or PNG) and PDF documents are accepted.',
    );
    await expect(page).toHaveURL(/\/ui\/user\/support\/new$/);
    await page.getByRole('button', { name: 'Remove router-lights.png' }).click();

    // Two real images, drawn in the browser.
    const png = await drawnImage(page, 'image/png');
    const jpeg = await drawnImage(page, 'image/jpeg');
    await input.setInputFiles([
      { name: 'lights.png', mimeType: 'image/png', buffer: png },
      { name: 'router.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    ]);
    const files = page.getByRole('list', { name: 'Files to send' }).getByRole('listitem');
    await expect(files).toHaveCount(2);
    await expect(files.first()).toContainText(/lights\.png \(\d+ B\)/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Send' }).click();

    // The new request's page, with the server's message.
    await expect(page).toHaveURL(/\/ui\/user\/support\/\d+$/);
    averyTicket = ticketId(page);
    await expect(page.getByTestId('ticket-notice')).toHaveText(`Your request #${averyTicket} is sent. We will answer by e-mail and here.`);
    await expect(page.getByRole('heading', { level: 2, name: 'The lights on my router blink orange' })).toBeVisible();
    await expect(page.getByTestId('ticket-status')).toHaveText('Waiting for us');
    const first = page.getByTestId('conversation').getByRole('article');
    await expect(first).toHaveCount(1);
    await expect(first.getByRole('heading', { name: 'Avery Fields (you)' })).toBeVisible();
    await expect(first.getByTestId('message-body')).toHaveText('The lights on my router blink orange\nSince this morning, every few minutes.');
    await expect(first.getByTestId('attachment-link')).toHaveCount(2);
    const download = page.waitForEvent('download');
    await first.getByRole('button', { name: /^Download lights\.png/ }).click();
    expect((await download).suggestedFilename()).toBe('lights.png');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: info.outputPath('support-ticket-1280.png'), fullPage: true });

    // In the list, waiting for us.
    await page.getByRole('link', { name: 'Back to my requests' }).click();
    const item = page.getByTestId(`ticket-${averyTicket}`);
    await expect(item).toContainText('The lights on my router blink orange');
    await expect(item).toContainText('Waiting for us');
    await expect(item).toContainText(`Request #${averyTicket} · Internet`);

    // On a phone: the list, the form and the request fit, and axe finds nothing serious.
    await page.setViewportSize({ width: 375, height: 812 });
    await fitsPhone(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: info.outputPath('support-list-375.png'), fullPage: true });
    await page.goto('/ui/user/support/new');
    await expect(page.getByRole('heading', { level: 2, name: 'New request' })).toBeVisible();
    await fitsPhone(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: info.outputPath('support-new-375.png'), fullPage: true });
    await page.goto(`/ui/user/support/${averyTicket}`);
    await expect(page.getByTestId('conversation').getByRole('article')).toHaveCount(1);
    await fitsPhone(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: info.outputPath('support-ticket-375.png'), fullPage: true });
    await page.context().close();
  });

  // covers: issue 32 item 2/3 ("Still not working" opens a support ticket carrying the diagnostics)
  test('avery’s “Still not working” opens the form with what the troubleshooting page found, and the request carries it', async ({ browser, goingLive }) => {
    test.setTimeout(120_000);
    const page = await newPage(browser, goingLive.url);
    await signIn(page, 'avery@demo.test');
    await page.goto('/ui/user/troubleshoot');
    await page.getByTestId('still-not-working').click();
    const panel = page.getByTestId('support-panel');
    await expect(panel.getByTestId('support-summary')).toContainText('Account: 1001');
    await panel.getByRole('link', { name: 'Open a support request with these details' }).click();
    await expect(page).toHaveURL(/\/ui\/user\/support\/new$/);
    await expect(page.getByRole('combobox', { name: /What is it about\?/ })).toHaveValue('internet');
    const found = page.getByTestId('handoff-diagnostics');
    await expect(found.getByRole('heading', { name: 'What the troubleshooting page found' })).toBeVisible();
    await expect(found).toContainText('Account: 1001');
    await expect(found).toContainText('Router:');
    await page.getByRole('textbox', { name: /Description/ }).fill('Still no internet after the restart');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/ui\/user\/support\/\d+$/);
    const diagnostics = page.getByTestId('ticket-diagnostics');
    await expect(diagnostics.getByRole('heading', { name: 'Diagnostics attached' })).toBeVisible();
    await expect(diagnostics).toContainText('Account: 1001');
    await expect(diagnostics).toContainText('Router:');
    await page.context().close();
  });

  // covers: issue 32 item 3 (a foreign ticket id answers like a missing one)
  test('avery cannot open another account’s request: it answers like a missing one', async ({ browser, goingLive }) => {
    test.setTimeout(120_000);
    // emery (#5001) opens a request of their own.
    const emery = await newPage(browser, goingLive.url);
    await signIn(emery, 'emery@demo.test');
    await emery.goto('/ui/user/support/new');
    await emery.getByRole('combobox', { name: /What is it about\?/ }).selectOption('billing');
    await emery.getByRole('textbox', { name: /Description/ }).fill('A question about my invoice');
    await emery.getByRole('button', { name: 'Send' }).click();
    await expect(emery).toHaveURL(/\/ui\/user\/support\/\d+$/);
    const emeryTicket = ticketId(emery);
    await emery.context().close();

    const avery = await newPage(browser, goingLive.url);
    await signIn(avery, 'avery@demo.test');
    const missing = 'We could not open this request. The requested item was not found.';
    await avery.goto(`/ui/user/support/${emeryTicket}`);
    await expect(avery.getByRole('alert')).toContainText(missing);
    await expect(avery.getByText('A question about my invoice')).toHaveCount(0);
    await expect(avery.getByTestId('reply-form')).toHaveCount(0);
    await avery.goto('/ui/user/support/987654');
    await expect(avery.getByRole('alert')).toContainText(missing);
    // Nor is it in avery's list.
    await avery.goto('/ui/user/support');
    await expect(avery.getByTestId('ticket-list')).toBeVisible();
    await expect(avery.getByTestId(`ticket-${emeryTicket}`)).toHaveCount(0);
    await avery.context().close();
  });

  // covers: issue 32 item 3 (English and French)
  test('in French: the menu, the list and the request', async ({ browser, goingLive }) => {
    test.setTimeout(120_000);
    const page = await newPage(browser, goingLive.url);
    await signIn(page, 'avery@demo.test');
    await page.goto('/ui/user/support');
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Soutien' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Soutien' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nouvelle demande' })).toBeVisible();
    const item = page.getByTestId(`ticket-${averyTicket}`);
    await expect(item).toContainText('En attente de notre réponse');
    await expect(item).toContainText(`Demande no ${averyTicket} · Internet`);
    await item.getByRole('link').click();
    await expect(page.getByRole('button', { name: 'C’est réglé' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Échanges' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });
}
