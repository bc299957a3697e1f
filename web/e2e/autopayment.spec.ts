/**
 * The auto-payment screen (/ui/user/autopayment, PAY-011…038) against the real binary, on a private
 * server (private-server.ts): the steps change avery's (#1001) payment method and void cheques,
 * which other specs read. The card path goes through the sandbox gateway's hosted page
 * (/sandbox/pay, docs/billing-api.md: 4242 4242 4242 4242 approved, 4000 0000 0000 0002 declined);
 * the EFT path uploads a real JPEG drawn by the browser, and the provider's staff approve it with
 * `myaccount admin approve-cheque`. Each worker has its own private server, and each test stands
 * on its own: it reads the method it starts from instead of assuming another test ran before it
 * on the same server — except the approval of a void cheque, which needs the one the upload leaves
 * waiting (the two run one after the other in a describe.serial). The tests start signed in
 * (helpers' useSignedInState, one sign-in per worker and group) and open the page directly; the
 * journeys through the gateway's hosted page and back stay single tests, marked slow.
 *
 * With AUTOPAYMENT_SHOTS=<folder> set, the last test also saves screenshots of every view (375 and
 * 1280 px, English and French, and the sandbox page) there.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { suppressForwardingPromo } from './browser-state';
import { expectNoSeriousA11yViolations, expectPageTitle, openSignedIn, signIn, useSignedInState } from './helpers';
import { expect, test } from './private-server';

const PAGE = '/ui/user/autopayment';
const AVERY = 'avery@demo.test';
const BLAKE = 'blake@demo.test';

const heading3 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 3, name });
const description = (page: Page) => page.getByTestId('autopayment-description');
const notice = (page: Page) => page.getByTestId('autopayment-notice');
const view = (page: Page) => page.getByTestId('autopayment-page');

/** Opens the page and waits for the summary with the method (or "No automatic payment set up"). */
async function openSummary(page: Page, title = 'Billing') {
  await openSignedIn(page, PAGE);
  await expectPageTitle(page, title);
  await expect(page.getByTestId('autopayment-method').or(page.getByTestId('autopayment-none'))).toBeVisible();
}

/** Summary → creditcard → the gateway's page, for a name on card. */
async function toCardPage(page: Page, name = 'Avery Fields') {
  await page.getByRole('button', { name: /^(Replace with|Set up with) a credit card$/ }).click();
  await expect(heading3(page, 'Pay automatically with a credit card')).toBeFocused();
  await page.getByRole('textbox', { name: /Name on card/ }).fill(name);
  await page.getByRole('button', { name: 'Continue to the secure page' }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\?code=4&sessiontoken=/);
}

/** Fills the sandbox's add-card form and submits it. */
async function addCard(page: Page, number: string, expiry = '12/30', cvc = '123') {
  await page.locator('#cardnumber').fill(number);
  await page.locator('#expiry').fill(expiry);
  await page.locator('#cvc').fill(cvc);
  await page.locator('button[name="action"][value="add"]').click();
}

/** The page's whole width fits the viewport: no horizontal scrolling. */
async function expectNoHorizontalOverflow(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** A JPEG (or PNG) drawn by the browser: noise and a label, different on every call. */
async function drawImage(page: Page, type: 'image/jpeg' | 'image/png', width = 900, height = 420): Promise<Buffer> {
  const bytes = await page.evaluate(
    async ({ type, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d')!;
      const img = ctx.createImageData(width, height);
      for (let i = 0; i < img.data.length; i += 4) {
        const v = 180 + Math.floor(Math.random() * 75);
        img.data[i] = v;
        img.data[i + 1] = v;
        img.data[i + 2] = v - 20;
        img.data[i + 3] = 255;
      }
      ctx.putImageData(img, 0, 0);
      ctx.fillStyle = '#222';
      ctx.font = 'bold 48px sans-serif';
      ctx.fillText('VOID', width / 2 - 60, height / 2);
      ctx.font = '20px monospace';
      ctx.fillText(`⑈12345⑈ 001 ⑆1234⑆ ${Date.now()}`, 40, height - 40);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), type, 0.9));
      return [...new Uint8Array(await blob.arrayBuffer())];
    },
    { type, width, height },
  );
  return Buffer.from(bytes);
}

/** Records every aria-valuenow the upload's progress bar shows, from now on. */
// Records, as the page changes, each value of the upload's progress bar and whether the send
// button read 'Uploading…' and was disabled meanwhile. The upload can end before a test's next
// assertion runs on a busy machine, so its passing states are checked from this record.
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const w = window as Window & { __progress?: string[]; __uploadingDisabled?: boolean };
    w.__progress = [];
    w.__uploadingDisabled = false;
    new MutationObserver(() => {
      const bar = document.querySelector('[data-testid="cheque-upload-progress"] [role="progressbar"]');
      const now = bar?.getAttribute('aria-valuenow');
      if (now && w.__progress!.at(-1) !== now) w.__progress!.push(now);
      for (const b of document.querySelectorAll<HTMLButtonElement>('[data-testid="autopayment-addeft"] button')) {
        if (b.textContent?.trim() === 'Uploading…' && b.disabled) w.__uploadingDisabled = true;
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

const recordedProgress = (page: Page) => page.evaluate(() => (window as Window & { __progress?: string[] }).__progress ?? []);
const sawUploadingDisabled = (page: Page) =>
  page.evaluate(() => (window as Window & { __uploadingDisabled?: boolean }).__uploadingDisabled === true);

test.use({ baseURL: async ({ privateServer }, use) => use(privateServer.url) });
test.beforeEach(async ({ context }) => {
  await suppressForwardingPromo(context);
  // The one-time tooltips of the header stay closed: they would cover the page in screenshots.
  await context.addInitScript(() => {
    for (const k of ['hamburgerTooltip', 'accountsTooltip']) localStorage.setItem(k, 'true');
  });
});

test.describe('avery', () => {
  useSignedInState(test, AVERY, suppressForwardingPromo);

  // covers: PAY-011, PAY-012, PAY-021, PAY-022, PAY-023
  test('avery: the credit card view says Visa and Mastercard only and "PPC" for prepaid; a blank name on card is refused', async ({ page }) => {
    await openSummary(page);
    const creditcard = page.getByTestId('autopayment-creditcard');
    await page.getByRole('button', { name: /^(Replace with|Set up with) a credit card$/ }).click();
    await expect(creditcard).toContainText('Only Visa and Mastercard are accepted.');
    await expect(creditcard).toContainText('For a prepaid card, write "prepaid" or "PPC" as the name on card.');
    // Blank: the spec's message, and no card session.
    await page.getByRole('button', { name: 'Continue to the secure page' }).click();
    await expect(creditcard.getByText("Please fill name on card before continuing. If prepaid card, write 'prepaid'")).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Name on card/ })).toBeFocused();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(view(page)).toHaveAttribute('data-view', 'summary');
  });

  // covers: PAY-011, PAY-012, PAY-013, PAY-015, PAY-017, PAY-020, PAY-024, PAY-028, PAY-029
  test('avery adds a Visa on the sandbox page: back on the summary with the new card, posted once', async ({ page }) => {
    // One journey across two sites: the portal, the gateway's hosted card page, the portal again
    // (the return posts the card token once), then a reload and a replay of that return, which
    // must post nothing: the replay needs the return address this very journey used up.
    test.slow();
    await openSummary(page);
    await toCardPage(page);
    await expect(page.getByRole('heading', { name: 'Add a card' })).toBeVisible();
    await expect(page.locator('#nameoncard')).toHaveValue('Avery Fields');
    const kept = await page.evaluate(() => sessionStorage.getItem('autopaymentCardSession'));
    expect(JSON.parse(kept ?? '{}')).toMatchObject({ id: expect.any(Number), sessiontoken: expect.any(String), user: 1001 });

    const returned = page.waitForRequest((r) => r.isNavigationRequest() && r.url().includes('result=approved'));
    const posted = page.waitForResponse((r) => /target=user\.1001%2Fcctoken\.\d+/.test(r.url()) && r.request().method() === 'POST');
    await addCard(page, '4242 4242 4242 4242');
    const returnUrl = (await returned).url();
    expect(returnUrl).toMatch(/\/ui\/user\/autopayment\?.*cctoken=.+/);
    const post = await posted;
    expect(post.status()).toBe(200);
    const body = post.request().postDataJSON() as { sessiontoken: string; cctoken: string };
    expect(body.sessiontoken).toBe(JSON.parse(kept!).sessiontoken);
    expect(new URL(returnUrl).searchParams.get('cctoken')).toBe(body.cctoken);

    await expect(notice(page)).toHaveText('Your Visa ending in 4242 will be used for automatic payments.');
    await expect(description(page)).toHaveText('Visa ending in 4242');
    await expect(page.getByTestId('autopayment-method')).toContainText('Expires 12/2030');
    // The return left the address and the kept session is used up.
    await expect(page).toHaveURL(/\/ui\/user\/autopayment$/);
    expect(await page.evaluate(() => sessionStorage.getItem('autopaymentCardSession'))).toBeNull();

    // A reload posts nothing again; neither does the same return replayed.
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('cctoken')) posts++;
    });
    await page.reload();
    await expect(description(page)).toHaveText('Visa ending in 4242');
    await expect(notice(page)).toHaveCount(0);
    await page.goto(returnUrl);
    await expect(notice(page)).toContainText('We could not finish adding your card');
    await expect(page).toHaveURL(/\/ui\/user\/autopayment$/);
    expect(posts).toBe(0);
  });

  // covers: PAY-018
  test('avery: a declined card shows "Declined" and changes nothing', async ({ page }) => {
    // One journey: the portal, the gateway's hosted card page, and its return to the portal.
    test.slow();
    await openSummary(page);
    const before = await description(page).textContent();
    await toCardPage(page);
    await addCard(page, '4000 0000 0000 0002');
    await expect(heading3(page, 'Declined')).toBeVisible();
    await expect(heading3(page, 'Declined')).toBeFocused();
    await expect(page.getByTestId('autopayment-declined')).toContainText('Your card was declined.');
    await expect(page).toHaveURL(/\/ui\/user\/autopayment$/);
    await expectNoSeriousA11yViolations(page, { include: ['main'] });
    await page.getByRole('button', { name: 'Back to your payment method' }).click();
    await expect(description(page)).toHaveText(before ?? '');
  });

  // covers: PAY-019
  test('avery: Cancel on the sandbox page comes back to the summary, unchanged', async ({ page }) => {
    // One journey: the portal, the gateway's hosted card page, and its return to the portal.
    test.slow();
    await openSummary(page);
    const before = await description(page).textContent();
    await toCardPage(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/ui\/user\/autopayment$/);
    await expect(view(page)).toHaveAttribute('data-view', 'summary');
    await expect(notice(page)).toHaveText('You cancelled adding a card.');
    await expect(description(page)).toHaveText(before ?? '');
  });

  // covers: PAY-016, PAY-031, PAY-034, PAY-035
  test('avery: the EFT views ask for a void cheque photo and refuse no file or a PNG renamed .jpg before sending anything', async ({ page }) => {
    await openSummary(page);
    await page.getByRole('button', { name: /^(Replace with|Set up with) a bank account \(EFT\)$/ }).click();
    await expect(heading3(page, 'Pay automatically from your bank account')).toBeFocused();
    await expect(page.getByTestId('autopayment-eft')).toContainText('we need a photo of a void cheque');
    await page.getByRole('button', { name: 'Upload a photo of a void cheque' }).click();
    const addeft = page.getByTestId('autopayment-addeft');
    await expect(addeft).toContainText('Maximum size 10MB.');
    const input = page.getByTestId('cheque-file-input');

    // Nothing chosen, then a PNG renamed .jpg: refused by content before anything is sent.
    let uploads = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('eftphoto')) uploads++;
    });
    await addeft.getByRole('button', { name: 'Upload' }).click();
    await expect(addeft.getByRole('alert')).toHaveText('Please select a file');
    await input.setInputFiles({ name: 'cheque.jpg', mimeType: 'image/jpeg', buffer: await drawImage(page, 'image/png') });
    await expect(addeft.getByRole('alert')).toHaveText('Wrong file type. Only jpeg/jpg accepted');
    await addeft.getByRole('button', { name: 'Upload' }).click();
    await expect(addeft.getByRole('alert')).toHaveText('Wrong file type. Only jpeg/jpg accepted');
    expect(uploads).toBe(0);
    await expectNoSeriousA11yViolations(page, { include: ['main'] });
  });

  // The approval needs the cheque the upload leaves waiting: one after the other, on the worker's
  // private server (a retry runs both again).
  test.describe.serial('a void cheque, sent then approved', () => {
    // covers: PAY-016, PAY-032, PAY-033, PAY-036
    test('avery sends a photo of a void cheque, with its progress; the summary says it is being processed', async ({ page }) => {
      await openSummary(page);
      await page.getByRole('button', { name: /^(Replace with|Set up with) a bank account \(EFT\)$/ }).click();
      await expect(heading3(page, 'Pay automatically from your bank account')).toBeFocused();
      await page.getByRole('button', { name: 'Upload a photo of a void cheque' }).click();
      const addeft = page.getByTestId('autopayment-addeft');
      const input = page.getByTestId('cheque-file-input');
      let uploads = 0;
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('eftphoto')) uploads++;
      });

      // A real JPEG, sent with its progress.
      const jpeg = await drawImage(page, 'image/jpeg');
      await input.setInputFiles({ name: 'void-cheque.jpg', mimeType: 'image/jpeg', buffer: jpeg });
      await expect(page.getByTestId('cheque-file-status')).toContainText('Chosen: void-cheque.jpg');
      await expect(addeft.getByRole('alert')).toHaveCount(0);
      // The upload is slowed down (Chromium's network emulation, 256 kB/s up) so that its progress shows.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 256 * 1024 });
      await recordProgress(page);
      await addeft.getByRole('button', { name: 'Upload' }).click();
      await expect(notice(page)).toHaveText('We received your void cheque. We will review it within 2 business days.');
      expect(await sawUploadingDisabled(page), "the send button read 'Uploading…' and was disabled while sending").toBe(true);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      const seen = (await recordedProgress(page)).map(Number);
      expect(seen[0]).toBe(0);
      expect(seen.some((p) => p > 0 && p < 100), `progress seen: ${seen.join(', ')}`).toBe(true);
      expect(seen.at(-1)).toBe(100);
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
      expect(uploads).toBe(1);
      await expect(view(page)).toHaveAttribute('data-view', 'summary');
      await expect(page.getByTestId('cheque-processing')).toContainText('We are processing your void cheque.');
    });

    // covers: PAY-032, PAY-036
    test('once the staff approve the waiting void cheque, the bank account is the method', async ({ page, privateServer }) => {
      await openSummary(page);
      await expect(page.getByTestId('cheque-processing')).toContainText('We are processing your void cheque.');
      // The staff see it and approve it.
      const listed = await privateServer.admin('cheques');
      const rows = [...listed.matchAll(/^(\d+)\s+1001\s+.*\bpending\b/gm)];
      expect(rows.length, listed).toBeGreaterThan(0);
      const id = rows.at(-1)![1]!;
      await privateServer.admin('approve-cheque', id, '--last4', '1234');
      await page.reload();
      await expect(description(page)).toHaveText(/^Bank account ending in 1234$/i);
      await expect(page.getByTestId('autopayment-method')).toContainText('Bank account (EFT)');
      await expect(page.getByTestId('cheque-processing')).toHaveCount(0);
    });
  });
});

test.describe('blake', () => {
  useSignedInState(test, BLAKE, suppressForwardingPromo);

  // covers: PAY-011, PAY-012
  test('blake (pre-install, no method) sees "Auto Payment" and the setup offer; axe at 1280 px', async ({ page }) => {
    await openSummary(page, 'Auto Payment');
    await expect(page.getByTestId('autopayment-none')).toContainText('No automatic payment set up');
    await expect(page.getByRole('button', { name: 'Set up with a credit card' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set up with a bank account (EFT)' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: ['main'] });
  });

  // Each view at 375 px: no horizontal scrolling, nothing serious for axe.
  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    // covers: PAY-011, PAY-012
    test('blake at 375 px: the summary and the credit card view (with the blank-name message) fit, axe', async ({ page }) => {
      await openSummary(page, 'Auto Payment');
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page, { include: ['main'] });
      await page.getByRole('button', { name: 'Set up with a credit card' }).click();
      await page.getByRole('button', { name: 'Continue to the secure page' }).click();
      await expect(page.getByText("Please fill name on card before continuing. If prepaid card, write 'prepaid'")).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page, { include: ['main'] });
    });

    // covers: PAY-011, PAY-012
    test('blake at 375 px: the EFT view and the upload view (with "Please select a file") fit, axe', async ({ page }) => {
      await openSummary(page, 'Auto Payment');
      await page.getByRole('button', { name: 'Set up with a bank account (EFT)' }).click();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page, { include: ['main'] });
      await page.getByRole('button', { name: 'Upload a photo of a void cheque' }).click();
      await page.getByTestId('autopayment-addeft').getByRole('button', { name: 'Upload' }).click();
      await expect(page.getByRole('alert')).toHaveText('Please select a file');
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page, { include: ['main'] });
    });
  });
});

/** Saves a screenshot of the page as it is into the shots folder. */
async function shot(page: Page, dir: string, name: string, focus?: Locator) {
  await focus?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** Approves #1001's latest waiting void cheque (the others waiting are superseded), so the upload is offered again. */
async function approvePendingCheques(admin: (...args: string[]) => Promise<string>) {
  const waiting = [...(await admin('cheques')).matchAll(/^(\d+)\s+1001\s+.*\bpending\b/gm)];
  const latest = waiting.at(-1)?.[1];
  if (latest) await admin('approve-cheque', latest, '--last4', '1234');
}

test('screenshots of every view (AUTOPAYMENT_SHOTS)', async ({ page, context, privateServer }) => {
  const dir = process.env.AUTOPAYMENT_SHOTS;
  test.skip(!dir, 'set AUTOPAYMENT_SHOTS=<folder> to save them');
  test.setTimeout(240_000);
  mkdirSync(dir!, { recursive: true });
  await signIn(page, AVERY);
  for (const lang of ['en', 'fr'] as const) {
    if (lang === 'fr') {
      await context.addInitScript(() => localStorage.setItem('language', 'fr'));
    }
    for (const width of [1280, 375]) {
      await approvePendingCheques(privateServer.admin);
      await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
      const tag = `${lang}-${width}`;
      await page.goto(PAGE);
      await expect(page.getByTestId('autopayment-method').or(page.getByTestId('autopayment-none'))).toBeVisible();
      await shot(page, dir!, `${tag}-1-summary`);
      // creditcard, with the name check's message.
      await page.getByTestId('autopayment-summary').getByRole('button').first().click();
      await page.getByTestId('autopayment-creditcard').locator('button[type="submit"]').click();
      await shot(page, dir!, `${tag}-2-creditcard`);
      // loading: the card session held a moment.
      await page.route(
        /target=user\.1001%2Fcctoken/,
        async (route) => {
          await new Promise((r) => setTimeout(r, 1500));
          await route.continue();
        },
        { times: 1 },
      );
      await page.locator('#autopayment-nameoncard').fill('Avery Fields');
      await page.getByTestId('autopayment-creditcard').locator('button[type="submit"]').click();
      await expect(page.getByTestId('autopayment-loading')).toBeVisible();
      await shot(page, dir!, `${tag}-3-loading`);
      await expect(page).toHaveURL(/\/sandbox\/pay/);
      await shot(page, dir!, `${tag}-4-sandbox`);
      await addCard(page, '4000 0000 0000 0002');
      await expect(page.getByTestId('autopayment-declined')).toBeVisible();
      await shot(page, dir!, `${tag}-5-declined`);
      await page.getByTestId('autopayment-declined').getByRole('button').first().click();
      // eft, addeft with a refused file and the progress.
      await page.getByTestId('autopayment-summary').getByRole('button').nth(1).click();
      await shot(page, dir!, `${tag}-6-eft`);
      await page.getByTestId('autopayment-eft').getByRole('button').nth(1).click();
      await page.getByTestId('cheque-file-input').setInputFiles({ name: 'cheque.jpg', mimeType: 'image/jpeg', buffer: await drawImage(page, 'image/png') });
      await expect(page.getByTestId('cheque-upload-error')).toBeVisible();
      await shot(page, dir!, `${tag}-7-addeft-refused`);
      await page.getByTestId('cheque-file-input').setInputFiles({ name: 'void-cheque.jpg', mimeType: 'image/jpeg', buffer: await drawImage(page, 'image/jpeg') });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 64 * 1024 });
      await page.getByTestId('autopayment-addeft').locator('button[type="submit"]').click();
      await expect(page.getByTestId('cheque-upload-progress')).toBeVisible();
      await expect.poll(async () => Number(await page.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeGreaterThan(20);
      await shot(page, dir!, `${tag}-8-addeft-progress`);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await expect(notice(page)).toBeVisible();
      await expect(page.getByTestId('cheque-processing')).toBeVisible();
      await shot(page, dir!, `${tag}-9-summary-after-upload`);
      if (tag === 'en-1280') {
        // A second photo: two wait, the upload is no longer offered (PAY-037).
        await page.getByTestId('autopayment-summary').getByRole('button').nth(1).click();
        await page.getByTestId('autopayment-eft').getByRole('button').nth(1).click();
        await page.getByTestId('cheque-file-input').setInputFiles({ name: 'second.jpg', mimeType: 'image/jpeg', buffer: await drawImage(page, 'image/jpeg') });
        await page.getByTestId('autopayment-addeft').locator('button[type="submit"]').click();
        await expect(page.getByTestId('cheque-processing')).toContainText('two photos');
        await shot(page, dir!, `${tag}-10-summary-two-waiting`);
      }
    }
  }
});
