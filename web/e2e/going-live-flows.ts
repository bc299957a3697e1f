/**
 * Going live, end to end (the "done when"): on a server without demo data, with Mailpit as
 * the SMTP server, the provider makes a key with the admin command, PUTs a package, an account with
 * its internet service and a login, and invites it; the e-mail arrives; its link, opened in
 * Chromium, sets the password and lands on the dashboard with that account's package. Then
 * "Forgot your password?" in English and French, the unknown address (the same page, no message)
 * and the used link (refused). going-live.spec.ts runs it on SQLite, going-live-postgres.spec.ts
 * on PostgreSQL.
 */
import { type Page } from '@playwright/test';
import { expect, linkTo, test, type GoingLiveServer } from './going-live-server';

const PASSWORD = 'Prairie-Sky-2026';

/** The provider's first resources: a package, an account with internet, a login. */
async function provision(server: GoingLiveServer, account: number, login: string, language: 'en' | 'fr') {
  const put = async (path: string, body: unknown) => {
    const r = await server.provider('PUT', path, body);
    expect([200, 201], `PUT ${path}: ${JSON.stringify(r.body)}`).toContain(r.status);
  };
  await put('/packages/FIBRE-250', {
    name: { en: 'Fibre 250', fr: 'Fibre 250' },
    technology: 'fiber',
    download_mbps: 250,
    upload_mbps: 250,
    cap_gb: 1000,
    monthly_fee_cents: 8500,
    active: true,
  });
  await put(`/accounts/${account}`, {
    name: 'Jordan Tremblay',
    name2: '',
    address: '12 Prairie Rd',
    postalcode: 'T2P 1J9',
    city: 'Calgary',
    regionid: 1,
    phonenumbers: [{ description: 'Home', phoneno: '4035550142' }],
    emailaddresses: [{ email: login }],
    vip: false,
    language,
  });
  await put(`/accounts/${account}/internet`, { package: 'FIBRE-250' });
  await put(`/logins/${login}`, { accounts: [account], language, disabled: false });
}

async function choosePassword(page: Page, password: string) {
  const fields = page.locator('input[type="password"]');
  await expect(fields).toHaveCount(2);
  await fields.nth(0).fill(password);
  await fields.nth(1).fill(password);
  await page.locator('form button[type="submit"]').click();
}

export function goingLiveFlows() {
  // One server per worker: the flows run one after the other on it.
  test.describe.configure({ mode: 'serial' });

  test('a provider loads a subscriber and invites them; the link sets the password and lands on the dashboard', async ({
    goingLive,
    page,
  }) => {
    const login = 'jordan@example.test';
    await provision(goingLive, 5001, login, 'en');
    const invite = await goingLive.provider('POST', `/logins/${login}/invitation`);
    expect(invite.status, JSON.stringify(invite.body)).toBe(202);

    const mail = await goingLive.mail.waitFor(login, /invit|password/i);
    const link = linkTo(mail.text, '/auth/invitation');
    expect(link.startsWith(goingLive.url), 'the link is absolute, to the public URL').toBe(true);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
    await choosePassword(page, PASSWORD);
    await expect(page).toHaveURL(/\/ui\/user\/dashboard/, { timeout: 30_000 });
    await expect(page.getByText('Fibre 250').first()).toBeVisible();

    // The link works once.
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByText(/expired|already used/i).first()).toBeVisible();
  });

  for (const lang of ['en', 'fr'] as const) {
    test(`Forgot your password? (${lang}): a link for a known login, the same page and no message for an unknown one, the used link refused`, async ({
      goingLive,
      page,
    }) => {
      const login = `morgan.${lang}@example.test`;
      await provision(goingLive, lang === 'en' ? 5002 : 5003, login, lang);
      const forgot = lang === 'en' ? 'Forgot your password?' : /Mot de passe oublié/;

      // The sign-in page as a subscriber reaches it: the app sends them there.
      const openSignIn = async () => {
        await page.goto(`${goingLive.url}/ui/`);
        await expect(page).toHaveURL(/\/auth\/login/);
        if (lang === 'fr' && !(await page.getByRole('link', { name: forgot }).isVisible())) {
          await page.getByRole('link', { name: 'Français' }).click();
        }
      };
      // An unknown address: the same confirmation, and nothing is sent.
      await openSignIn();
      await page.getByRole('link', { name: forgot }).click();
      await page.locator('input[name="login"]').fill(`nobody.${lang}@example.test`);
      await page.locator('form button[type="submit"]').click();
      const confirmation = await page.locator('main').innerText();

      await openSignIn();
      await page.getByRole('link', { name: forgot }).click();
      await page.locator('input[name="login"]').fill(login);
      await page.locator('form button[type="submit"]').click();
      expect(await page.locator('main').innerText(), 'a known and an unknown address see the same page').toBe(confirmation);

      const mail = await goingLive.mail.waitFor(login, /.+/);
      const link = linkTo(mail.text, '/auth/reset');
      expect(await goingLive.mail.count(`nobody.${lang}@example.test`)).toBe(0);

      await page.goto(link);
      await choosePassword(page, PASSWORD);
      await expect(page).toHaveURL(/\/ui\/user\//, { timeout: 30_000 });

      await page.context().clearCookies();
      await page.goto(link);
      await expect(page.locator('main')).toContainText(lang === 'en' ? /expired|already used/i : /expiré|déjà utilisé/i);
    });
  }
}
