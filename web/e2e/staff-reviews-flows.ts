/**
 * The staff console's review queues and screens (issue 30, items 2 and 3) against the real binary
 * with the demo data, on a fresh database of the engine the spec chooses (going-live-server.ts,
 * demoOption): an agent opens the identity-documents queue, opens blake's pending photo, zooms and
 * rotates it, claims and approves it; casey (whose login speaks French) signs her contract in the
 * portal; the agent opens its PDF, is offered the reasons in French, rejects it with one, and casey's
 * portal shows that French reason. A second agent sees who holds a claimed item and takes it over
 * only after confirming. axe on every console page; screenshots at 1280 and 768 px.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './going-live-server';
import { expectNoSeriousA11yViolations, signIn } from './helpers';
import { signInWithCode } from './staff-helpers';
import { drawSignature } from './drawing';

const SHOTS = process.env.REVIEW_SHOTS || '/tmp/shots/staff-reviews';

/** The first French common reason of a contract (internal/console/reasons.go). */
const FRENCH_REASON = 'La signature est absente ou illisible.';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    // Usable at the width: nothing wider than the viewport.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const contractView = (page: Page, view: string) =>
  expect(page.getByTestId('contract-page')).toHaveAttribute('data-view', view, { timeout: 60_000 });

/** Casey signs and submits her #3001 contract in the portal, as a subscriber does. */
async function caseySignsContract(casey: Page) {
  await signIn(casey, 'casey@demo.test');
  await expect(casey).toHaveURL('/ui/user/contract');
  await contractView(casey, 'contract');
  await casey.getByRole('button', { name: 'Continue to signature' }).click();
  await contractView(casey, 'signaturepad');
  await drawSignature(casey);
  await casey.getByRole('button', { name: 'Sign', exact: true }).click();
  await contractView(casey, 'reviewcontract');
  await casey.getByRole('button', { name: 'Submit' }).click();
  await contractView(casey, 'downloadcontract');
}

async function staffPage(browser: Browser, url: string): Promise<Page> {
  const ctx = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 900 }, locale: 'en-CA' });
  return ctx.newPage();
}

export function staffReviewFlows() {
  test.use({ demoOption: true });

  // covers: issue 30 items 2 and 3 (queues' items, claims, review screens, reasons in the subscriber's language)
  test('an agent approves blake’s identity photo and rejects casey’s contract with a French reason casey then sees', async ({ browser, goingLive, engine }) => {
    test.setTimeout(600_000);
    // casey's login speaks French (the provider's own record of it).
    const login = await goingLive.provider('PUT', '/logins/casey@demo.test', { accounts: [3001, 3002, 3003], language: 'fr', disabled: false });
    expect(login.status, JSON.stringify(login.body)).toBeLessThan(300);

    const agent = await staffPage(browser, goingLive.url);
    await signInWithCode(agent, 'agent@demo.test');

    // Home: each queue leads to its list.
    await agent.getByRole('link', { name: 'Identity documents' }).click();
    await expect(agent).toHaveURL(/\/staff\/reviews\/identity-documents$/);
    await expect(agent.getByRole('heading', { name: 'Identity documents' })).toBeVisible();
    const blakeRow = agent.getByTestId('review-list').getByRole('row', { name: /Blake Moreau/ });
    await expect(blakeRow).toBeVisible();
    await expect(blakeRow.getByRole('link', { name: '#2001' })).toHaveAttribute('href', '/staff/subscribers/2001');
    await expect(blakeRow.getByTestId('claimed-by')).toHaveText('Nobody');
    await expectNoSeriousA11yViolations(agent);
    await shot(agent, `${engine}-identity-list`);

    // blake's photo: zoom and rotate.
    await blakeRow.getByRole('link', { name: /^Open item \d+ of Blake Moreau$/ }).click();
    await expect(agent).toHaveURL(/\/staff\/reviews\/identity-documents\/\d+$/);
    const photo = agent.getByTestId('review-photo');
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect(agent.getByTestId('item-subscriber')).toContainText('Blake Moreau');
    await expect(agent.getByRole('link', { name: 'Account #2001' })).toHaveAttribute('href', '/staff/subscribers/2001');
    const before = (await photo.boundingBox())!.width;
    await agent.getByRole('button', { name: 'Zoom in' }).click();
    await agent.getByRole('button', { name: 'Zoom in' }).click();
    await expect(agent.getByTestId('photo-zoom')).toHaveText('Zoom 200%');
    await expect.poll(async () => (await photo.boundingBox())!.width).toBeGreaterThan(before * 1.5);
    await agent.getByRole('button', { name: 'Rotate a quarter turn' }).click();
    await expect(photo).toHaveAttribute('data-rotation', '90');
    await expectNoSeriousA11yViolations(agent);
    await shot(agent, `${engine}-identity-photo`);

    // A claim: another agent (billing) sees who holds it, and takes it over only once confirmed.
    await agent.getByRole('button', { name: 'Claim' }).click();
    await expect(agent.getByTestId('claim-bar')).toHaveAttribute('data-claim', 'mine');
    const itemURL = new URL(agent.url()).pathname;
    const other = await staffPage(browser, goingLive.url);
    await signInWithCode(other, 'billing@demo.test');
    await other.goto(itemURL);
    await expect(other.getByTestId('claim-bar')).toHaveAttribute('data-claim', 'other');
    await expect(other.getByTestId('claim-bar')).toContainText('agent@demo.test');
    await expect(other.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await other.getByRole('button', { name: 'Take over' }).click();
    const dialog = other.getByRole('dialog');
    await expect(dialog).toContainText('may be working on it now');
    await expectNoSeriousA11yViolations(other);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(other.getByTestId('claim-bar')).toHaveAttribute('data-claim', 'other');
    await other.getByRole('button', { name: 'Take over' }).click();
    await other.getByRole('dialog').getByRole('button', { name: 'Take it over' }).click();
    await expect(other.getByTestId('claim-bar')).toHaveAttribute('data-claim', 'mine');
    await other.getByRole('button', { name: 'Release' }).click();
    await expect(other.getByTestId('claim-bar')).toHaveAttribute('data-claim', 'none');
    await other.context().close();

    // The agent claims it again and approves it.
    await agent.reload();
    await agent.getByRole('button', { name: 'Claim' }).click();
    await expect(agent.getByTestId('claim-bar')).toHaveAttribute('data-claim', 'mine');
    await agent.getByRole('button', { name: 'Approve' }).click();
    await expect(agent.getByRole('status')).toHaveText('Approved. The subscriber sees it in the portal and is told by e-mail.');
    await expect(agent.getByTestId('item-decided')).toContainText('This item is approved. Decided by staff:agent@demo.test');
    await expectNoSeriousA11yViolations(agent);
    await agent.getByRole('link', { name: 'Back to the list' }).click();
    await expect(agent.getByText('Nothing waits in this queue.')).toBeVisible();
    // The staff log has it, under the agent's name.
    expect(await goingLive.admin('actions', '2001')).toMatch(/staff:agent@demo\.test\s+approve-id-document/);

    // casey signs her contract in the portal.
    const caseyCtx = await browser.newContext({ baseURL: goingLive.url, viewport: { width: 1280, height: 900 } });
    const casey = await caseyCtx.newPage();
    await caseySignsContract(casey);

    // The agent opens it from the contracts queue: the signed PDF with its audit page.
    await agent.goto('/staff/');
    await agent.getByRole('link', { name: 'Contracts and agreements' }).click();
    const caseyRow = agent.getByTestId('review-list').getByRole('row', { name: /Casey Lin/ });
    await expect(caseyRow).toContainText('Contract');
    await expectNoSeriousA11yViolations(agent);
    await shot(agent, `${engine}-contracts-list`);
    await caseyRow.getByRole('link', { name: /^Open item/ }).click();
    const pdf = agent.getByTestId('review-pdf');
    await expect(pdf).toBeVisible();
    const src = await pdf.getAttribute('src');
    const file = await agent.request.get(src!);
    expect(file.headers()['content-type']).toBe('application/pdf');
    const bytes = await file.body();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(agent.getByText('casey@demo.test')).toBeVisible();

    // Rejected with a reason offered in casey's language (French).
    await agent.getByRole('button', { name: 'Claim' }).click();
    await agent.getByRole('button', { name: 'Reject…' }).click();
    await expect(agent.getByText('The subscriber is shown the reason in their language (French).')).toBeVisible();
    await agent.getByRole('button', { name: 'Reject with this reason' }).click();
    await expect(agent.getByRole('alert').filter({ hasText: 'Choose or type the reason' })).toBeVisible();
    await agent.getByRole('radio', { name: FRENCH_REASON }).check();
    await expectNoSeriousA11yViolations(agent);
    await shot(agent, `${engine}-contract-reject`);
    await agent.getByRole('button', { name: 'Reject with this reason' }).click();
    await expect(agent.getByRole('status')).toHaveText(/^Rejected\./);
    await expect(agent.getByTestId('item-decided')).toContainText(`Reason: ${FRENCH_REASON}`);
    // Decided: a second decision is refused (409), said plainly.
    const again = await agent.request.post(`${new URL(agent.url()).pathname.replace('/staff/reviews/', '/staff/api/reviews/')}/decision`, {
      data: { decision: 'approve' },
      headers: { Origin: goingLive.url },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe('decided');

    // casey's portal shows the French reason, in French.
    await casey.evaluate(() => localStorage.setItem('language', 'fr'));
    await casey.goto('/ui/user/contract');
    await expect(casey.getByText(FRENCH_REASON)).toBeVisible({ timeout: 60_000 });
    await caseyCtx.close();

    // The audit page lists both decisions, under the agent's name.
    await agent.goto('/staff/audit?actor=staff%3Aagent%40demo.test');
    const rows = agent.getByTestId('audit-row');
    await expect(rows.filter({ hasText: 'approve-id-document' }).first()).toContainText('2001');
    await expect(rows.filter({ hasText: 'reject-contract' }).first()).toContainText('3001');

    // The other queues' lists, empty on the demo data: said so, and accessible.
    for (const [queue, title] of [
      ['void-cheques', 'Void cheques'],
      ['change-requests', 'Account change requests'],
      ['failed-mail', 'E-mails that failed'],
    ] as const) {
      await agent.goto(`/staff/reviews/${queue}`);
      await expect(agent.getByRole('heading', { name: title })).toBeVisible();
      await expect(agent.getByText('Nothing waits in this queue.').or(agent.getByTestId('review-list'))).toBeVisible();
      await expectNoSeriousA11yViolations(agent);
    }
    // An unknown queue or item: the console's not-found page.
    await agent.goto('/staff/reviews/pets');
    await expect(agent.getByRole('heading', { name: 'There is no such page' })).toBeVisible();
    await agent.goto('/staff/reviews/contracts/99999');
    await expect(agent.getByRole('alert')).toHaveText('There is no such item in this queue.');

    // French console: the list's words in French.
    await agent.goto('/staff/reviews/contracts');
    await agent.getByLabel('Language').focus();
    await agent.keyboard.press('Enter');
    await agent.getByRole('option', { name: 'Français' }).click();
    await expect(agent.getByRole('heading', { name: 'Contrats et ententes' })).toBeVisible();
    await expect(agent.getByText('Rien n’attend dans cette file.')).toBeVisible();
    await expectNoSeriousA11yViolations(agent);
    await agent.context().close();
  });
}
