/**
 * Notification preferences (issue 31) against the real server and its demo data: the
 * Notifications page keeps a choice across a reload, and the unsubscribe page and the one-click
 * URL of a notification e-mail turn categories off in the login's preferences. No requirement
 * ids: the feature is new.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginUnsubscribeToken, signIn } from './helpers';

// The demo logins' ids on a fresh demo database (pinned by internal/demo TestSeed).
const EMERY = { login: 'emery@demo.test', id: 4 };
const FINLEY = { login: 'finley@demo.test', id: 5 };

async function openNotifications(page: Page) {
  await page.goto('/ui/user/notifications');
  await expect(page.getByTestId('notification-usage')).toBeVisible();
}

function usageSwitch(page: Page) {
  return page.getByRole('switch', { name: 'Receive Usage e-mails' });
}

test('a subscriber turns Usage off on the Notifications page and finds it off after a reload', async ({ page }) => {
  await signIn(page, FINLEY.login);
  // The entry sits with the personal settings at the bottom of the menu.
  await page.getByRole('link', { name: 'Notifications' }).first().click();
  await expect(page).toHaveURL(/\/ui\/user\/notifications$/);
  await expect(usageSwitch(page)).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Receive Offers and news e-mails' })).not.toBeChecked();

  await usageSwitch(page).click();
  await expect(page.getByTestId('notification-usage').getByText('Saved')).toBeVisible();
  await expect(usageSwitch(page)).not.toBeChecked();

  await page.reload();
  await expect(page.getByTestId('notification-usage')).toBeVisible();
  await expect(usageSwitch(page)).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Receive Billing and payments e-mails' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
});

test("a notification e-mail's unsubscribe page lists its category, and confirming turns it off", async ({ page, request }) => {
  const ut = loginUnsubscribeToken(EMERY.login, EMERY.id, [['billing', 'Billing and payments']]);
  await page.goto(`/ui/public/unsubscribe?ut=${encodeURIComponent(ut)}`);
  await expect(page.getByText(EMERY.login)).toBeVisible();
  await expect(page.getByText('Billing and payments')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, unsubscribe' }).click();
  await expect(page.getByText(`${EMERY.login} has been unsubscribed from: Billing and payments.`)).toBeVisible();

  // The header's one-click URL (RFC 8058): a POST with no session turns Service status off; a
  // repeat is 200 too; a forged token is 400.
  const oneClick = loginUnsubscribeToken(EMERY.login, EMERY.id, [['service-status', 'Service status']]);
  for (let i = 0; i < 2; i++) {
    const res = await request.post(`/guest/unsubscribe/oneclick?ut=${encodeURIComponent(oneClick)}`, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(res.status()).toBe(200);
    expect(await res.text()).toBe('');
  }
  const forged = await request.post(`/guest/unsubscribe/oneclick?ut=${encodeURIComponent(oneClick.replace('.', '.x'))}`, {
    data: 'List-Unsubscribe=One-Click',
  });
  expect(forged.status()).toBe(400);

  await signIn(page, EMERY.login);
  await openNotifications(page);
  await expect(page.getByRole('switch', { name: 'Receive Billing and payments e-mails' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Receive Service status e-mails' })).not.toBeChecked();
  await expect(usageSwitch(page)).toBeChecked();
});
