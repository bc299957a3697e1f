/**
 * The staff console signing staff in through the provider's own identity provider
 * (MYACCOUNT_STAFF_OIDC_*): the real binary started with the settings against an OpenID provider
 * started here (staff-oidc-provider.ts). The group claim gives the role; no staff group, or a
 * disabled staff login, is refused with a clear message; no TOTP is asked (the provider's own second
 * factor counts). The Go tests (internal/console/oidc_test.go) cover state mismatches and role changes.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers';
import { withPrivateServer, type PrivateServer } from './private-server';
import { startProvider, type ProviderUser } from './staff-oidc-provider';

const users: ProviderUser[] = [
  { sub: 'u-robin', name: 'Robin Agent', email: 'robin@provider.test', groups: ['support'] },
  { sub: 'u-fran', name: 'Fran Finance', email: 'fran@provider.test', groups: ['support', 'finance'] },
  { sub: 'u-pat', name: 'Pat Outsider', email: 'pat@provider.test', groups: ['engineering'] },
  { sub: 'u-dana', name: 'Dana Admin', email: 'dana@provider.test', groups: ['it-admins'] },
];

const test = base.extend<object, { oidcServer: PrivateServer }>({
  oidcServer: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other
    async ({}, use) => {
      const provider = await startProvider(users);
      try {
        await withPrivateServer(use, {
          demo: false,
          env: (url) => ({
            MYACCOUNT_PUBLIC_URL: url,
            MYACCOUNT_STAFF_OIDC_ISSUER: provider.issuer,
            MYACCOUNT_STAFF_OIDC_CLIENT_ID: provider.clientId,
            MYACCOUNT_STAFF_OIDC_CLIENT_SECRET: provider.clientSecret,
            MYACCOUNT_STAFF_OIDC_NAME: 'Example SSO',
            MYACCOUNT_STAFF_OIDC_ROLES: 'agent=support,billing=finance,admin=it-admins',
          }),
        });
      } finally {
        await provider.close();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

/** Opens the console, follows "Sign in with Example SSO" and picks the provider's user. */
async function signInAt(page: Page, url: string, who: string, button = 'Sign in with Example SSO') {
  await page.goto(`${url}/staff/`);
  await page.getByRole('link', { name: button }).click();
  await expect(page.getByRole('heading', { name: 'Example SSO' })).toBeVisible();
  await page.getByRole('button', { name: `Sign in as ${who}` }).click();
}

test('staff sign in through the identity provider; the groups give the role, no TOTP is asked', async ({ page, oidcServer }) => {
  await page.goto(`${oidcServer.url}/staff/`);
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in with Example SSO' })).toBeVisible();
  // Local passwords are off while the identity provider is configured.
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await signInAt(page, oidcServer.url, 'Fran Finance');
  // support and finance: the highest role, billing.
  await expect(page.getByText('Signed in as fran@provider.test (billing)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Second factor' })).toHaveCount(0);
  const list = await oidcServer.admin('staff', 'list');
  expect(list).toMatch(/fran@provider\.test.*billing/);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await signInAt(page, oidcServer.url, 'Robin Agent');
  await expect(page.getByText('Signed in as robin@provider.test (agent)')).toBeVisible();
});

test('someone in no staff group is refused, in French for a French console', async ({ page, oidcServer }) => {
  await page.addInitScript(() => localStorage.setItem('myaccount_staff_lang', 'fr'));
  await signInAt(page, oidcServer.url, 'Pat Outsider', 'Se connecter avec Example SSO');
  await expect(
    page.getByText('Votre compte chez le fournisseur d’identité ne fait partie d’aucun des groupes qui donnent accès à la console du personnel.', {
      exact: false,
    }),
  ).toBeVisible();
  // The refusal is said once: the address loses its code.
  await expect(page).toHaveURL(/\/staff\/?$/);
  await expect(page.getByRole('link', { name: 'Se connecter avec Example SSO' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await oidcServer.admin('staff', 'list')).not.toContain('pat@provider.test');
});

test('a disabled staff login is refused even when its groups give a role', async ({ page, oidcServer }) => {
  await signInAt(page, oidcServer.url, 'Dana Admin');
  await expect(page.getByText('Signed in as dana@provider.test (admin)')).toBeVisible();
  // Another admin first: no door may disable the last enabled admin.
  await oidcServer.admin('staff', 'add', 'ops@provider.test', '--role', 'admin');
  await oidcServer.admin('staff', 'disable', 'dana@provider.test');
  // Disabling ends the session: the next call goes back to the sign-in.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign in with Example SSO' })).toBeVisible();
  await signInAt(page, oidcServer.url, 'Dana Admin');
  await expect(page.getByText('This staff login is disabled. Ask an administrator.')).toBeVisible();
  await expect(page.getByText('Signed in as dana@provider.test')).toHaveCount(0);
});
