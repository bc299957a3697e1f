/**
 * Onboarding (/ui/user/documentupload, /contract, /preinstallchecklist; ONB-001…053) against the real
 * binary, on a private server (private-server.ts): the steps sign casey's and blake's contracts and
 * send photos, which the staff then approve with `myaccount admin …`, as the provider would. The
 * tests run in order on one private server: the phone test leaves a signed draft of casey's #3001
 * contract, which the desktop test then finds straight in review (ONB-026).
 *
 * Signatures are drawn with the mouse on the signature_pad canvas; the identity photo is a real
 * JPEG drawn by the browser. Screenshots go to /tmp/shots/onb-*.png (ONB_SHOTS=<folder> for another).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { suppressForwardingPromo } from './browser-state';
import { expectNoSeriousA11yViolations as axeCheck, signIn } from './helpers';
import { expect, test, type PrivateServer } from './private-server';
import { drawSignature, drawPhoto } from './drawing';

const CASEY = 'casey@demo.test';
const BLAKE = 'blake@demo.test';
const AGREEMENT_TYPE = '7f3a9c2e41b05d68';
const SHOTS = process.env.ONB_SHOTS || '/tmp/shots';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: async ({ privateServer }, use) => use(privateServer.url) });
test.beforeEach(async ({ context }) => {
  await suppressForwardingPromo(context);
  // Content-Security-Policy refusals (the review's blob: frame must be allowed to show the PDF).
  await context.addInitScript(() => {
    const w = window as Window & { __csp?: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp!.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  // The one-time tooltips of the header stay closed: they would cover the page in screenshots.
  await context.addInitScript(() => {
    for (const k of ['hamburgerTooltip', 'accountsTooltip', 'editnamesTooltip']) localStorage.setItem(k, 'true');
  });
});

/**
 * axe on the page, without entering the frames: the contract's text is a sandboxed document where
 * no script runs (axe cannot be injected, and waits for it forever), and the signed PDF is the
 * browser's viewer. The frames themselves (their titles) are checked.
 */
async function expectNoSeriousA11yViolations(page: Page) {
  await axeCheck(page, { exclude: ['[data-testid="document-text-frame"]', '[data-testid="review-frame"]'] });
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `onb-${name}.png`), fullPage: true });
}

/** The page's whole width fits the viewport: no horizontal scrolling. */
async function expectNoHorizontalOverflow(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
}

const contractPage = (page: Page) => page.getByTestId('contract-page');
const viewIs = (page: Page, view: string) => expect(contractPage(page)).toHaveAttribute('data-view', view, { timeout: 30_000 });

/** Sign → the review of the new draft, its PDF shown in the frame. */
async function signAndReview(page: Page, kind: 'contract' | 'agreement') {
  const viewed = page.waitForResponse((r) => new RegExp(`target=user\\.\\d+%2F${kind}view\\.[0-9a-f]{32}`).test(r.url()), { timeout: 60_000 });
  const posted = page.waitForResponse((r) => new RegExp(`target=user\\.\\d+%2F${kind}(&|$)`).test(r.url()) && r.request().method() === 'POST', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  const post = await posted;
  expect(post.status()).toBe(200);
  const answer = (await post.json()) as { error: number; list: { tempcontractid: string }[] };
  expect(answer.error).toBe(0);
  expect(answer.list[0]!.tempcontractid).toMatch(/^[0-9a-f]{32}$/);
  await viewIs(page, kind === 'agreement' ? 'reviewagreement' : 'reviewcontract');
  const pdf = await viewed;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.request().headers()['x-omicron']).toBeTruthy();
  if ((page.viewportSize()?.width ?? 1280) < 900) {
    // A phone: the pages as images (PDF.js, its worker allowed by worker-src 'self').
    await expectReviewPages(page);
  } else {
    await expect(page.getByTestId('review-frame')).toHaveAttribute('src', /^blob:/);
    // The page's policy lets the frame show the PDF (frame-src blob:): the frame is at its blob URL, not
    // at the browser's error page, and nothing was refused.
    await expect.poll(() => page.frames().map((f) => f.url().split(':')[0]), { timeout: 30_000 }).toContain('blob');
  }
  expect(await page.evaluate(() => (window as Window & { __csp?: string[] }).__csp ?? [])).toEqual([]);
  return answer.list[0]!.tempcontractid;
}

/**
 * The review on a phone (issue 28): the signed PDF's pages as images within the viewport's width,
 * drawn finely enough to zoom (at least 1.5 times wider in pixels than on screen), and no frame.
 */
async function expectReviewPages(page: Page) {
  const images = page.getByTestId('review-pages').getByRole('img');
  await expect(images.first()).toBeVisible({ timeout: 60_000 });
  await expect(images.first()).toHaveAccessibleName(/^Page 1 of \d+ of your signed document$|^Page 1 sur \d+ de votre document signé$/);
  await expect(page.getByTestId('review-frame')).toHaveCount(0);
  const viewport = page.viewportSize()!.width;
  for (const img of await images.all()) {
    const box = await img.evaluate((i: HTMLImageElement) => ({ left: i.getBoundingClientRect().left, right: i.getBoundingClientRect().right, shown: i.clientWidth, natural: i.naturalWidth }));
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(viewport);
    expect(box.natural).toBeGreaterThanOrEqual(box.shown * 1.5); // finer than shown: the zoom stays sharp
  }
}

/** "Download the PDF" on the review saves the signed PDF. */
async function expectReviewDownload(page: Page, name: string) {
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('link', { name }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');
}

/** Submit → the download view; Download saves the same signed PDF. */
async function submitAndDownload(page: Page, kind: 'contract' | 'agreement', account: number) {
  const sent = page.waitForResponse((r) => new RegExp(`target=user\\.${account}%2F${kind}\\.[0-9a-f]{32}`).test(r.url()) && r.request().method() === 'POST', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Submit' }).click();
  const answer = await sent;
  expect(answer.status()).toBe(200);
  expect(answer.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await viewIs(page, kind === 'agreement' ? 'downloadagreement' : 'downloadcontract');
  await expect(page.getByTestId('download-message')).toBeVisible();
  const downloading = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${kind}-${account}-.*\\.pdf$`));
  const path = await download.path();
  expect(readFileSync(path!).subarray(0, 5).toString()).toBe('%PDF-');
}

/** The id of the account's line in a section of `admin onboarding`. */
async function waitingId(admin: PrivateServer['admin'], section: 'identity' | 'signature', account: number): Promise<string> {
  const out = await admin('onboarding');
  const [ids, sigs] = out.split('Contracts and agreements');
  const lines = (section === 'identity' ? ids : sigs) ?? '';
  // Columns aligned with spaces: ID, ACCOUNT, …
  const line = lines.split('\n').find((l) => l.trim().split(/\s+/)[1] === String(account) && /^\s*\d+\s/.test(l));
  expect(line, `no ${section} of #${account} waits for review:\n${out}`).toBeTruthy();
  return line!.trim().split(/\s+/)[0]!;
}

async function switchTo(page: Page, option: string, landing: RegExp) {
  await page.getByRole('combobox', { name: 'Change contact' }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(page).toHaveURL(landing, { timeout: 30_000 });
}

// covers: ONB-020, ONB-022, ONB-027, ONB-033, ONB-044, ONB-045, ONB-046
test('casey #3001 on a phone: the portrait prompt, then a signature drawn in landscape makes a draft', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, CASEY);
  await expect(page).toHaveURL('/ui/user/contract');
  await viewIs(page, 'contract');
  await expect(page.getByTestId('document-text-frame')).toBeVisible();
  // NEEDDOC_CONTRACTNEW: the name, prefilled; no term choice (not pre-install).
  await expect(page.getByRole('textbox', { name: 'Your full name' })).toHaveValue('Casey Lin');
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await shot(page, '375-contract');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Continue to signature' }).click();
  await viewIs(page, 'signaturepad');
  // Upright: the prompt instead of the pad (ONB-044).
  await expect(page.getByTestId('signature-rotate')).toContainText('Turn your phone sideways to sign');
  await expect(page.getByTestId('signature-canvas')).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await shot(page, '375-portrait-prompt');
  await expectNoSeriousA11yViolations(page);

  // Sideways: the pad, 90 % of the width it has and 4/5 of the height (ONB-045).
  await page.setViewportSize({ width: 812, height: 375 });
  await expect(page.getByTestId('signature-rotate')).toHaveCount(0);
  const canvas = page.getByTestId('signature-canvas');
  await expect(canvas).toBeVisible();
  const size = await canvas.evaluate((c: HTMLCanvasElement) => ({ w: c.getBoundingClientRect().width, h: c.getBoundingClientRect().height, bw: c.width, bh: c.height }));
  expect(size.w).toBeLessThanOrEqual(800);
  expect(size.h).toBe(300);
  expect(size.bw).toBeGreaterThanOrEqual(Math.round(size.w));
  // Empty: refused with a clear message.
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByTestId('signature-error')).toHaveText('Please sign in the box before you continue.');
  await drawSignature(page);
  // Drawing takes the message away (and the buttons move up with it): sign once it has gone.
  await expect(page.getByTestId('signature-error')).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await shot(page, '375-landscape-pad');
  await signAndReview(page, 'contract');
  await expectNoHorizontalOverflow(page);
  await shot(page, '375-landscape-review');
  // Upright: the pages fit the narrower width, and the link downloads the PDF (issue 28).
  await page.setViewportSize({ width: 375, height: 812 });
  await expectReviewPages(page);
  await expectNoHorizontalOverflow(page);
  await shot(page, '375-review');
  await expectNoSeriousA11yViolations(page);
  await expectReviewDownload(page, 'Download the PDF');
  // In French: the draft opens in review again, in French words.
  await page.evaluate(() => localStorage.setItem('language', 'fr'));
  await page.reload();
  await viewIs(page, 'reviewcontract');
  await expectReviewPages(page);
  await expectNoHorizontalOverflow(page);
  await shot(page, '375-review-fr');
  await expectReviewDownload(page, 'Télécharger le PDF');
  await page.setViewportSize({ width: 812, height: 375 });
  await expectReviewPages(page);
  await shot(page, '812-review-fr');
  // Left as a draft: the desktop test finds it.
});

// covers: ONB-021, ONB-023, ONB-025, ONB-026, ONB-028, ONB-033, ONB-034, ONB-035, ONB-040, ONB-041, ONB-046, ONB-047, ONB-049
test('casey #3001 at 1280: the draft opens in review, signs again with a new name, submits, downloads; staff approve', async ({ page, privateServer }) => {
  test.setTimeout(300_000);
  await signIn(page, CASEY);
  // The contract page; its review step may already have added its history entry (?wizard=contract&step=…).
  await expect(page).toHaveURL(/\/ui\/user\/contract(\?wizard=contract&step=\d)?$/);
  // The phone's draft: straight to its review (ONB-026).
  await viewIs(page, 'reviewcontract');
  await expect(page.getByTestId('review-frame')).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: 'Sign again' }).click();
  await viewIs(page, 'contract');
  // The contract's text, from the guest endpoint, in a sandboxed frame with its version (ONB-028, ONB-040).
  const frame = page.getByTestId('document-text-frame');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(page.getByTestId('document-text-version')).toHaveText('Version 2.3');
  const text = page.frameLocator('[data-testid="document-text-frame"]').locator('body');
  await expect(text).toContainText('Billing is monthly in advance');
  await expect(text).toContainText('equipment guarantee of $500');
  await expectNoSeriousA11yViolations(page);
  await shot(page, '1280-contract');

  const name = page.getByRole('textbox', { name: 'Your full name' });
  await name.fill('');
  await page.getByRole('button', { name: 'Continue to signature' }).click();
  await expect(page.getByText('Please enter the name for the contract.')).toBeVisible();
  await name.fill('Casey Lin-Moreau');
  await page.getByRole('button', { name: 'Continue to signature' }).click();
  await viewIs(page, 'signaturepad');
  await expect(page.getByRole('heading', { level: 3, name: 'Sign' })).toBeFocused();
  const box = (await page.getByTestId('signature-canvas').boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(800);
  expect(box.height).toBeLessThanOrEqual(400);
  // The controls by keyboard: Clear after a stroke empties the pad.
  await drawSignature(page);
  await page.getByRole('button', { name: 'Clear' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('signature-canvas')).toHaveAttribute('data-empty', 'true');
  await drawSignature(page);
  await expectNoSeriousA11yViolations(page);
  await shot(page, '1280-pad');
  await signAndReview(page, 'contract');
  await expectNoSeriousA11yViolations(page);
  await shot(page, '1280-review');
  await submitAndDownload(page, 'contract', 3001);
  await shot(page, '1280-download');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('contract-waiting')).toBeVisible();

  // The staff approve: the re-sign ends, the new name is the account's, and Contract leaves the menu.
  const id = await waitingId(privateServer.admin, 'signature', 3001);
  expect(await privateServer.admin('onboarding')).toContain('Casey Lin-Moreau');
  await privateServer.admin('approve-contract', id);
  await page.goto('/ui/');
  await expect(page).not.toHaveURL(/\/contract$/, { timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Contract' })).toHaveCount(0);
});

// covers: ONB-001, ONB-002, ONB-006, ONB-007, ONB-010, ONB-011, ONB-012, PLAT-052
test('casey #3002 sends a photo of her ID (a real JPEG) with a progress bar; staff approve it', async ({ page, privateServer }) => {
  test.setTimeout(240_000);
  await signIn(page, CASEY);
  await switchTo(page, '#3002 Casey Lin', /\/ui\/user\/documentupload$/);
  const upload = page.getByTestId('documentupload-page');
  await expect(upload).toHaveAttribute('data-state', 'upload');
  await expectNoSeriousA11yViolations(page);
  await shot(page, '1280-documentupload');
  // The client's checks, by content (G.1).
  await page.getByRole('button', { name: 'Send the photo' }).click();
  await expect(page.getByTestId('id-upload-error')).toHaveText('Please select a file');
  await page.getByTestId('id-file-input').setInputFiles({ name: 'id.jpg', mimeType: 'image/jpeg', buffer: await drawPhoto(page, { title: 'DRIVER LICENCE', line: 'CASEY LIN', type: 'image/png' }) });
  await expect(page.getByTestId('id-upload-error')).toHaveText('Wrong file type. Only jpeg/jpg accepted');
  // A real JPEG.
  const photo = await drawPhoto(page, { title: 'DRIVER LICENCE', line: 'CASEY LIN' });
  await page.getByTestId('id-file-input').setInputFiles({ name: 'licence-front.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByTestId('id-upload-error')).toHaveCount(0);
  const posted = page.waitForResponse((r) => /target=user\.3002%2Fdocumentupload/.test(r.url()) && r.request().method() === 'POST', { timeout: 60_000 });
  // The progress bar comes and goes quickly here: record what it showed.
  await page.evaluate(() => {
    const w = window as Window & { __progress?: string[] };
    w.__progress = [];
    new MutationObserver(() => {
      const bar = document.querySelector('[data-testid="id-upload-progress"] [role="progressbar"]');
      const now = bar?.getAttribute('aria-valuenow');
      if (now && w.__progress!.at(-1) !== now) w.__progress!.push(now);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.getByRole('button', { name: 'Send the photo' }).click();
  expect((await posted).status()).toBe(200);
  await expect(page.getByTestId('documentupload-notice')).toBeVisible();
  const progress = await page.evaluate(() => (window as Window & { __progress?: string[] }).__progress ?? []);
  expect(progress.length).toBeGreaterThan(0);
  expect(progress.at(-1)).toBe('100');
  // One photo waits: a second one may be sent (ONB-010).
  await expect(upload).toHaveAttribute('data-state', 'second', { timeout: 30_000 });
  await shot(page, '1280-documentupload-second');

  const id = await waitingId(privateServer.admin, 'identity', 3002);
  await privateServer.admin('approve-id-document', id);
  // Approved: NEEDDOC_IDVERIFY ends, so #3002 no longer lands on /documentupload (PLAT-052).
  await page.goto('/ui/');
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).not.toHaveURL(/\/documentupload$/, { timeout: 30_000 });
});

// covers: ONB-038, ONB-040, ONB-042, ONB-043, ONB-039
test('casey #3003 signs the equipment agreement: text, signature, review, submit, download; staff approve', async ({ page, privateServer }) => {
  test.setTimeout(240_000);
  await signIn(page, CASEY);
  await switchTo(page, '#3003 Casey Lin', /\/ui\/user\/contract$/);
  await viewIs(page, 'agreement');
  await expect(contractPage(page)).toHaveAttribute('data-flow', 'agreement');
  const textCall = page.waitForRequest((r) => r.url().includes(`/guest/agreementtext?type=${AGREEMENT_TYPE}`));
  await page.reload();
  await viewIs(page, 'agreement');
  expect((await textCall).url()).toContain('lang=en');
  await expect(page.getByTestId('document-text-frame')).toHaveAttribute('sandbox', '');
  await expect(page.frameLocator('[data-testid="document-text-frame"]').locator('body')).not.toBeEmpty();
  await expectNoSeriousA11yViolations(page);
  await shot(page, '1280-agreement');
  await page.getByRole('button', { name: 'Continue to signature' }).click();
  await viewIs(page, 'signaturepad');
  await drawSignature(page);
  await signAndReview(page, 'agreement');
  await submitAndDownload(page, 'agreement', 3003);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('contract-waiting')).toContainText('We have received your signed agreement');

  const id = await waitingId(privateServer.admin, 'signature', 3003);
  await privateServer.admin('approve-contract', id);
  await page.goto('/ui/');
  await expect(page).not.toHaveURL(/\/contract$/, { timeout: 30_000 });
});

// covers: ONB-008, ONB-014, ONB-015, ONB-016, ONB-017, ONB-018, ONB-019, ONB-029, ONB-030, ONB-031, ONB-032
test('blake #2001 signs with a term; the checklist goes from missing to Pending review to Done! as the staff approve', async ({ page, privateServer }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, BLAKE);
  await expect(page).toHaveURL('/ui/user/preinstallchecklist');
  const card = (id: string) => page.getByTestId(`checklist-${id}`);
  await expect(card('documents')).toHaveAttribute('data-tone', 'warning');
  await expect(page.getByTestId('checklist-documents-status')).toHaveText('Pending review');
  await expect(card('autopayment')).toHaveAttribute('data-tone', 'error');
  await expect(card('contract')).toHaveAttribute('data-tone', 'error');
  await expect(page.getByTestId('checklist-contract-status')).toHaveText('Missing: sign your contract.');
  await expectNoHorizontalOverflow(page);
  await shot(page, '375-checklist');
  await expectNoSeriousA11yViolations(page);
  // Blake's photo waits: a second may be sent.
  await page.goto('/ui/user/documentupload');
  await expect(page.getByTestId('documentupload-page')).toHaveAttribute('data-state', 'second');
  await expectNoHorizontalOverflow(page);
  await shot(page, '375-documentupload');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/ui/user/preinstallchecklist');
  await expectNoSeriousA11yViolations(page);
  await shot(page, '1280-checklist-before');
  await card('contract').getByRole('link').click();
  await expect(page).toHaveURL('/ui/user/contract');
  await viewIs(page, 'contract');
  // The term choice (ONB-031, ONB-032): required, with the spec's message.
  const terms = page.getByRole('radiogroup', { name: 'Choose your term' });
  await expect(terms.getByRole('radio', { name: 'Month-to-month, with a $199.95 installation fee' })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to signature' }).click();
  await expect(page.getByTestId('contract-term-error')).toHaveText('You need to choose between the two term options to proceed');
  await shot(page, '1280-contract-term');
  await terms.getByRole('radio', { name: '2-year term, with free standard installation' }).check();
  await page.getByRole('button', { name: 'Continue to signature' }).click();
  await viewIs(page, 'signaturepad');
  await drawSignature(page);
  await signAndReview(page, 'contract');
  await submitAndDownload(page, 'contract', 2001);

  // Sent: Pending review (ONB-017).
  await page.goto('/ui/user/preinstallchecklist');
  await expect(card('contract')).toHaveAttribute('data-tone', 'warning');
  await expect(page.getByTestId('checklist-contract-status')).toHaveText('Pending review');
  // The staff's list shows it with the chosen term.
  expect(await privateServer.admin('onboarding')).toMatch(/^\s*\d+\s+2001\s+contract 2\.3\s.*\bfrom \S+\s+1\s/m);

  // The staff approve the contract and the photo: Done! (ONB-016), live within the refresh.
  await privateServer.admin('approve-contract', await waitingId(privateServer.admin, 'signature', 2001));
  await expect(card('contract')).toHaveAttribute('data-tone', 'success', { timeout: 30_000 });
  await expect(page.getByTestId('checklist-contract-status')).toHaveText('Done!');
  await privateServer.admin('approve-id-document', await waitingId(privateServer.admin, 'identity', 2001));
  await expect(card('documents')).toHaveAttribute('data-tone', 'success', { timeout: 30_000 });
  await expect(card('autopayment')).toHaveAttribute('data-tone', 'error');
  await expectNoSeriousA11yViolations(page);
  await shot(page, '1280-checklist-after');
  await page.goto('/ui/user/contract');
  await expect(page.getByTestId('contract-approved')).toBeVisible();
  // The photo approved: the documents page says so (ONB-008).
  await page.goto('/ui/user/documentupload');
  await expect(page.getByTestId('documentupload-page')).toHaveAttribute('data-state', 'approved');
  await expect(page.getByTestId('documentupload-approved')).toBeVisible();
});
