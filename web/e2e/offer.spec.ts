/**
 * Offer page (/ui/user/offer, hidden from the menu) against the real server: an offer link with a
 * code the server does not know lands on the page, which says "Offer not found" and forgets the
 * code (MISC-001, MISC-006, MISC-007). The FIBER500 arrival and upgrade is in package.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { suppressForwardingPromo } from './browser-state';
import { expectNoSeriousA11yViolations, signIn } from './helpers';

test.beforeEach(({ context }) => suppressForwardingPromo(context));

test('an unknown offer code: "Offer" / "Offer not found", the code and the flag cleared', async ({ page }) => { // covers: MISC-001, MISC-006, MISC-007, MISC-008
  await signIn(page, 'avery@demo.test');
  await page.goto('/ui/?offercode=NOSUCHOFFER');
  await expect(page).toHaveURL(/\/ui\/user\/offer$/);
  await expect(page.getByRole('heading', { name: 'Offer', level: 2 })).toBeVisible();
  await expect(page.getByText('Offer not found')).toBeVisible();
  await expect.poll(() => page.evaluate(() => [localStorage.getItem('offercode'), localStorage.getItem('of')])).toEqual([null, null]);
  // Hidden from the menu.
  await expect(page.getByRole('link', { name: 'Offer', exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // With the flag cleared the landing page is the usual one again, without a reload: an unknown
  // path (client-side navigation) goes to avery's Dashboard, not back to the offer.
  await page.evaluate(() => {
    history.pushState(null, '', '/ui/no-such-page');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/ui\/user\/dashboard$/);
});
