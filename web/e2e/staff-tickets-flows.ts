/**
 * Support tickets between avery and an agent (issue 32, item 3), end to end on a server WITH the
 * demo data and Mailpit (going-live-server.ts): avery, from the troubleshooting page's "Still not
 * working", opens a request with what that page found and a PNG attached (the subscriber's pages,
 * web/src/features/support); the agent
 * finds it in the console's queue, opens the attachment, assigns it to themself and replies (after a
 * confirmation); the e-mail "New reply to your request #N" reaches avery in Mailpit with the reply's
 * text and a link to the request; avery follows the link and answers there, and the agent's view
 * shows the answer with the
 * status back to open; the agent closes it. axe on the queue and the ticket page; screenshots at 1280
 * and 768 px. staff-tickets.spec.ts runs it on SQLite, staff-tickets-postgres.spec.ts on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';
import { expect, linkTo, test } from './going-live-server';
import { averyPage, signInWithCode } from './staff-helpers';

/** A 2 × 2 PNG (real PNG bytes: the server checks uploads by content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

/** A one-page PDF (the server checks a PDF by its header and its %%EOF). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n% How to restart the router: unplug it for 30 seconds.\n%%EOF\n',
);

/** No sideways scrolling of the whole page at width px. */
async function fitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

export function staffTicketsFlows() {
  test.use({ demoOption: true });
  test.use({ baseURL: async ({ goingLive }, use) => use(goingLive.url) });
  test.describe.configure({ mode: 'serial' });

  // covers: issue 32 item 3 (done-when: a ticket with an attachment goes back and forth between avery and an agent, the reply's e-mail in Mailpit)
  test('avery’s request with a photo goes back and forth with an agent, the reply’s e-mail reaches avery, and the agent closes it', async ({
    page,
    browser,
    goingLive,
  }, testInfo) => {
    test.setTimeout(240_000);
    const avery = await averyPage(browser, goingLive.url);
    const subject = `My router light is red ${randomUUID().slice(0, 8)}`;

    // avery: "Still not working" on the troubleshooting page opens the form with what it found; a photo attached.
    await avery.goto('/ui/user/troubleshoot');
    await avery.getByTestId('still-not-working').click();
    await avery.getByTestId('support-panel').getByRole('link', { name: 'Open a support request with these details' }).click();
    await expect(avery).toHaveURL(/\/ui\/user\/support\/new$/);
    await expect(avery.getByRole('combobox', { name: /What is it about\?/ })).toHaveValue('internet');
    await avery.getByRole('textbox', { name: /Description/ }).fill(`${subject}\nIt blinks red every evening since Monday.`);
    await avery.getByTestId('new-request-files-input').setInputFiles({ name: 'router-light.png', mimeType: 'image/png', buffer: PNG });
    await expect(avery.getByRole('list', { name: 'Files to send' })).toContainText('router-light.png');
    await avery.getByRole('button', { name: 'Send' }).click();
    await expect(avery).toHaveURL(/\/ui\/user\/support\/\d+$/);
    const id = Number(/(\d+)$/.exec(new URL(avery.url()).pathname)![1]);

    // The agent finds it in the queue (the console's menu), among the open ones.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInWithCode(page, 'agent@demo.test');
    await expect(page.getByTestId('queue-tickets')).toBeVisible();
    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Support requests' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Support requests' })).toBeVisible();
    const row = page.getByTestId(`ticket-${id}`);
    await expect(row).toContainText('Avery Fields');
    await expect(row).toContainText('Internet');
    await expect(row.getByTestId('status')).toHaveText('Open');
    await expect(row.getByTestId('assignee')).toHaveText('Nobody');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('tickets-queue-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 768, height: 900 });
    await page.screenshot({ path: testInfo.outputPath('tickets-queue-768.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await fitsWidth(page, 375); // the table scrolls inside its own region
    await page.setViewportSize({ width: 1280, height: 900 });

    // The ticket: who, the diagnostics, the message with its attachment, opened.
    await row.getByRole('link', { name: new RegExp(`^Open request #${id}:`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Request #${id}: ${subject}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Account #1001' })).toHaveAttribute('href', '/staff/subscribers/1001');
    await expect(page.getByRole('region', { name: 'What the troubleshooting page found' })).toContainText('Account: 1001');
    const attachment = page.getByRole('region', { name: 'Conversation' }).getByRole('link', { name: /^router-light\.png/ });
    await expect(attachment).toBeVisible();
    const file = await page.request.get((await attachment.getAttribute('href'))!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('image/png');
    expect(Buffer.from(await file.body()).equals(PNG)).toBe(true);

    // Assign to me, then the reply after its confirmation.
    await page.getByRole('button', { name: 'Assign to me' }).click();
    await expect(page.getByRole('status')).toHaveText('The request is assigned to you.');
    await expect(page.getByRole('combobox', { name: 'Assigned to' })).toContainText('agent@demo.test');
    const reply = 'Thank you. Please unplug the router for 30 seconds and tell us whether the light turns green.';
    await page.getByLabel('Your reply to the subscriber').fill(reply);
    // covers: console ticket replies with attachments (a PDF goes with the reply; avery downloads it)
    await page.getByTestId('reply-files-input').setInputFiles({ name: 'router-guide.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByRole('list', { name: 'Files to send' })).toContainText('router-guide.pdf');
    await page.getByRole('button', { name: 'Reply', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this reply to Avery Fields?' });
    await expect(dialog).toContainText('sent by e-mail to avery@demo.test');
    await expect(dialog).toContainText('With the files: router-guide.pdf.');
    await dialog.getByRole('button', { name: 'Send the reply' }).click();
    await expect(page.getByRole('status')).toHaveText('The reply is sent.');
    await expect(page.getByTestId('ticket-status')).toHaveText('Answered');
    await expect(page.getByTestId('ticket-message').last()).toContainText(reply);
    await expect(page.getByTestId('ticket-message').last().getByRole('link', { name: /^router-guide\.pdf/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Files to send' })).toHaveCount(0);

    // The e-mail reaches avery.
    const mail = await goingLive.mail.waitFor('avery@demo.test', new RegExp(`New reply to your request #${id}\\b`));
    expect(mail.text).toContain('unplug the router for 30 seconds');
    expect(mail.text).toContain(`/ui/user/support/${id}`);
    expect(mail.text).toContain('Attached to the reply: router-guide.pdf. Open your request to download them.');

    // avery follows the e-mail's link, reads the reply and answers; the agent's view shows it, open again.
    await avery.goto(linkTo(mail.text, `/ui/user/support/${id}`));
    const answer = avery.getByTestId('conversation').getByRole('article').last();
    await expect(answer).toContainText('unplug the router for 30 seconds');
    const download = avery.waitForEvent('download');
    await answer.getByRole('button', { name: /^Download router-guide\.pdf/ }).click();
    const guide = await download;
    expect(guide.suggestedFilename()).toBe('router-guide.pdf');
    expect(fs.readFileSync(await guide.path()).equals(PDF)).toBe(true);
    await avery.getByTestId('reply-form').getByRole('textbox', { name: /Your message/ }).fill('Done: the light is green again, but it still drops at 9 pm.');
    await avery.getByRole('button', { name: 'Send reply' }).click();
    await expect(avery.getByTestId('reply-sent')).toHaveText('Your message is sent.');
    await page.reload();
    await expect(page.getByTestId('ticket-message').last()).toContainText('it still drops at 9 pm');
    await expect(page.getByTestId('ticket-message').last()).toContainText('(Subscriber)');
    await expect(page.getByTestId('ticket-status')).toHaveText('Open');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('ticket-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 768, height: 900 });
    await page.screenshot({ path: testInfo.outputPath('ticket-768.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await fitsWidth(page, 375);
    await page.screenshot({ path: testInfo.outputPath('ticket-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // The agent closes it.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Closed' }).click();
    await expect(page.getByRole('status')).toHaveText('The status is now “Closed”.');
    await expect(page.getByTestId('ticket-status')).toHaveText('Closed');
    await page.getByRole('link', { name: 'Back to the requests' }).click();
    await expect(page.getByTestId(`ticket-${id}`)).toHaveCount(0);

    // The subscriber page leads to the account's requests, the closed one among them.
    await page.goto('/staff/subscribers/1001');
    await page.getByRole('link', { name: 'Support requests of this account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Support requests of account #1001' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'All' }).click();
    await expect(page.getByTestId(`ticket-${id}`).getByTestId('status')).toHaveText('Closed');
    await expect(page.getByTestId(`ticket-${id}`).getByTestId('assignee')).toHaveText('You');
    await avery.context().close();
  });
}
