// covers: PLAT-006, PLAT-013, PLAT-020, PLAT-122, PLAT-142, PLAT-143, NET-008, NET-009, NET-033, NET-046, NET-079, NET-083, NET-088, NET-089, NET-090
/**
 * French (fr-CA) against the real binary: a subscriber whose browser speaks English switches to
 * French with the header's switch; the app's texts, the formats (GB, money, month names) and the
 * server's answers (form descriptors, messages) follow, the choice survives a reload and a logout,
 * and the identity service's login page follows it through the `myaccount_lang` cookie. A browser
 * that speaks French starts in French. The requests name the language in Accept-Language.
 * Nothing of the demo data changes: drew's Wi-Fi settings are saved as they are.
 *
 * One page per test: the tests start signed in (helpers' useSignedInState). The switch itself is
 * tested where it happens (avery's Wi-Fi page, drew's Important page: it writes localStorage
 * `language` and the `myaccount_lang` cookie); the other French pages start from that stored
 * choice (frenchChosen). The choice lives in the browser only (localStorage and a cookie, not on
 * the server), and every test has a context of its own, so parallel workers never see another
 * test's choice.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { monthName } from '../src/lib/format/calendar-names';
import type { CalendarDay } from '../src/lib/provider-time';
import { suppressForwardingPromo } from './browser-state';
import { expectNoSeriousA11yViolations, expectPageTitle, openSignedIn, signedInStateFile, signIn, useSignedInState } from './helpers';

const AVERY = 'avery@demo.test';
const DREW = 'drew@demo.test';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });
const headerTitle = (page: Page) => page.locator('header h1');
const target = (r: { url(): string }) => new URL(r.url()).searchParams.get('target') ?? '';
const FRENCH_MONTHS = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';

/** A number the French way: space-grouped thousands (no-break), a decimal comma. */
const frenchGb = String.raw`\d{1,3}(?:[\u00a0\u202f ]\d{3})*,\d{3}`;

/**
 * Records the language every API call of the app asks for, from now on. The token request the
 * server preloads with a page (internal/webui tokenPreload) is the browser's, with the browser's
 * languages: its answer is a token and no text, and the app's own request takes it.
 */
function watchLanguage(page: Page) {
  const seen: string[] = [];
  const listener = (r: Request) => {
    if (new URL(r.url()).pathname === '/api' && r.resourceType() === 'fetch') seen.push(r.headers()['accept-language'] ?? '(none)');
  };
  page.on('request', listener);
  return seen;
}

/** The one-time tooltips are other specs' subject; here they would only float over the header. */
async function closeTooltips(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    try {
      for (const key of ['hamburgerTooltip', 'accountsTooltip', 'editnamesTooltip']) localStorage.setItem(key, 'true');
    } catch {
      // storage unavailable (about:blank): nothing to do
    }
  });
}

/**
 * A `storageState` option for a describe inside useSignedInState(test, login): the signed-in state
 * with French chosen, as the header's switch leaves it (localStorage `language` = fr and the
 * `myaccount_lang` cookie, path /, SameSite=Lax; the switch tests check it writes both). Written
 * next to the worker's signed-in file, so two workers never share it.
 */
function frenchChosen(login: string) {
  return async ({ baseURL }: { baseURL: string | undefined }, use: (file: string) => Promise<void>, info: Parameters<typeof signedInStateFile>[1]) => {
    const signedIn = signedInStateFile(login, info);
    // Hooks resolve this option too, the beforeAll that signs in included (before the file
    // exists): saveSignedInState passes its own storageState, so the plain file's name will do.
    if (!existsSync(signedIn)) return use(signedIn);
    const state = JSON.parse(readFileSync(signedIn, 'utf8')) as {
      cookies: { name: string; value: string; domain: string; path: string; expires: number; httpOnly: boolean; secure: boolean; sameSite: string }[];
      origins: { origin: string; localStorage: { name: string; value: string }[] }[];
    };
    const url = new URL(baseURL!);
    state.cookies = state.cookies.filter((c) => c.name !== 'myaccount_lang');
    state.cookies.push({
      name: 'myaccount_lang',
      value: 'fr',
      domain: url.hostname,
      path: '/',
      expires: Math.floor(Date.now() / 1000) + 365 * 24 * 3600,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax',
    });
    let origin = state.origins.find((o) => o.origin === url.origin);
    if (!origin) {
      origin = { origin: url.origin, localStorage: [] };
      state.origins.push(origin);
    }
    origin.localStorage = origin.localStorage.filter((i) => i.name !== 'language');
    origin.localStorage.push({ name: 'language', value: 'fr' });
    const file = signedIn.replace(/\.json$/, '.fr.json');
    writeFileSync(file, JSON.stringify(state));
    await use(file);
  };
}

/** Checks every API call the page made asked for French (and that there were some). */
function expectAllFrench(languages: string[]) {
  expect(languages.length).toBeGreaterThan(0);
  expect([...new Set(languages)]).toEqual(['fr']);
}

test.describe('French', () => {
  test.beforeEach(async ({ context }) => {
    await suppressForwardingPromo(context);
    await closeTooltips(context);
  });

  test.describe('avery', () => {
    useSignedInState(test, AVERY, suppressForwardingPromo);

    // covers: PLAT-006, PLAT-122, NET-079
    test('avery switches to French in the header on the Wi-Fi page: the card, the Edit dialog and its messages, the menu; a reload stays French', async ({
      page,
      context,
    }) => {
      // The Wi-Fi page in English first, so switching has to read its data and descriptor again.
      await openSignedIn(page, '/ui/user/wifi');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByTestId('wifi-settings-card').getByRole('heading', { name: 'Wi-Fi Settings' })).toBeVisible();
      const toFrench = page.getByRole('banner').getByRole('button', { name: 'Français' });
      await expect(toFrench).toHaveText('FR');
      await expect(toFrench).toHaveAttribute('lang', 'fr');
      const reread = page.waitForResponse((r) => target(r) === 'user.1001/wifisettings' && r.status() === 200);
      await toFrench.click();
      // From here on, every call asks for French (a poll sent just before the click may not).
      const languages = watchLanguage(page);
      // The data read again after the switch asks for French.
      expect((await reread).request().headers()['accept-language']).toBe('fr');

      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('banner').getByText('Connecté en tant que')).toBeVisible();
      await expect(page.getByRole('banner').getByText(AVERY)).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toHaveText('EN');
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr');
      expect((await context.cookies()).find((c) => c.name === 'myaccount_lang')?.value).toBe('fr');

      // Wi-Fi: the card from the catalog, the Edit dialog's labels and field messages from the
      // descriptor the server sent again in French, the form-level message from the catalog.
      const card = page.getByTestId('wifi-settings-card');
      await expect(card.getByRole('heading', { name: 'Paramètres Wi-Fi' })).toBeVisible();
      await expect(card.getByTestId('wifi-main-status')).toHaveText(/^(activé|désactivé)$/);
      await card.getByRole('button', { name: 'Modifier' }).click();
      const dialog = page.getByRole('dialog', { name: 'Modifier les paramètres Wi-Fi' });
      await expect(dialog.getByRole('group', { name: 'Réseau principal' })).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: /^Nom du réseau \(SSID\)/ })).toBeVisible();
      const password = dialog.getByLabel(/^Mot de passe Wi-Fi/);
      await expect(dialog.getByRole('button', { name: /^Afficher le champ Mot de passe Wi-Fi/ })).toBeVisible();
      await password.fill('court');
      let posted = 0;
      page.on('request', (r) => {
        if (r.method() === 'POST' && target(r).startsWith('user.1001/wifisettings')) posted += 1;
      });
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(dialog.getByText('Certaines entrées ont un format non valide.')).toBeVisible();
      await expect(dialog.getByText('Utilisez de 8 à 63 lettres, chiffres, espaces ou symboles (sans accents).')).toBeVisible();
      expect(posted).toBe(0);
      await dialog.getByRole('button', { name: 'Annuler' }).click();
      await expect(dialog).toHaveCount(0);

      // The menu in French.
      await expect(nav(page).getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
      await expect(nav(page).getByRole('link', { name: 'Moniteur de trafic' })).toBeVisible();
      await expect(nav(page).getByRole('link', { name: 'Calendrier' })).toBeVisible();
      await expect(nav(page).getByRole('link', { name: 'Forfait' })).toBeVisible();
      await expect(nav(page).getByRole('button', { name: 'Téléphonie' })).toBeVisible();
      await expect(nav(page).getByRole('link', { name: 'Déconnexion' })).toBeVisible();

      // A reload keeps the switch's choice, and every call since the switch (the reload's
      // included) asked for French.
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(card.getByRole('heading', { name: 'Paramètres Wi-Fi' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toBeVisible();
      expectAllFrench(languages);
    });

    test.describe('with French chosen', () => {
      test.use({ storageState: frenchChosen(AVERY) });

      // covers: PLAT-020, NET-008, NET-009
      test('avery, French chosen: the dashboard in French, GB the French way', async ({ page }, testInfo) => {
        const languages = watchLanguage(page);
        await openSignedIn(page, '/ui/user/dashboard');
        await expect(page).toHaveURL('/ui/user/dashboard');
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
        await expectPageTitle(page, 'Tableau de bord');
        // The provider's notice in French (the demo's maintenance notice is written in both).
        await expect(page.getByRole('region', { name: /^Avis de / })).toContainText(/Maintenance prévue\s: le (lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) /);
        // French texts and French numbers (GB to 3 decimals, NET-008).
        const usage = page.getByTestId('usage-card');
        await expect(usage.getByRole('heading', { name: 'Consommation de données ce mois-ci' })).toBeVisible();
        await expect(usage.getByTestId('days-left')).toHaveText(/^\d+ jours? restants?$/);
        const unlimited = await usage.getByTestId('usage-unlimited').count();
        if (unlimited === 0) {
          // The upgrade spec may move avery to an Unlimited package meanwhile; capped, the figures are French.
          await expect(usage.getByTestId('used-of-total')).toHaveText(new RegExp(`^Consommation\\s:\\s${frenchGb}\\sGo sur ${frenchGb}\\sGo$`));
          await expect(usage.getByTestId('usage-loyalty')).toHaveText(new RegExp(`^Boni de fidélité${frenchGb}\\sGo$`));
          await expect(usage.getByText(/^\d+\s%$/)).toBeVisible();
        }
        await expectNoSeriousA11yViolations(page, { include: ['header', 'main'] });
        await page.screenshot({ path: testInfo.outputPath('dashboard-fr-1280.png'), fullPage: true });
        expectAllFrench(languages);
      });

      // covers: PLAT-020, NET-046
      test('avery, French chosen: the package page in French, money as 104,95 $', async ({ page }) => {
        const languages = watchLanguage(page);
        await openSignedIn(page, '/ui/user/package');
        await expect(page).toHaveURL('/ui/user/package');
        await expect(headerTitle(page)).toHaveText('Forfait');
        const current = page.getByTestId('current-package');
        await expect(current.getByRole('heading', { name: 'Votre forfait actuel' })).toBeVisible();
        await expect(current.getByText('Frais mensuels')).toBeVisible();
        await expect(current.getByText(/^\d{1,3}(?:[\u00a0\u202f ]\d{3})*,\d{2}\s\$\/mois$/)).toBeVisible();
        await expect(current.getByText(/^(?:[\d\u00a0 ]+\sGo par mois|Illimité)$/)).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Passer à un forfait supérieur' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Facturation et changements de forfait' })).toBeVisible();
        expectAllFrench(languages);
      });

      // covers: PLAT-020, NET-033
      test('avery, French chosen: the calendar in French (tabs, month, weekdays); a reload stays French', async ({ page }) => {
        const languages = watchLanguage(page);
        const calendarRead = page.waitForResponse((r) => target(r) === 'user.1001/broadbandcalendar' && r.status() === 200);
        await openSignedIn(page, '/ui/user/calendar');
        await expect(page).toHaveURL('/ui/user/calendar');
        const { today } = ((await (await calendarRead).json()) as { object: { today: CalendarDay } }).object;
        await expect(page.getByRole('tab', { name: 'Calendrier' })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tab', { name: 'Consommation de données' })).toBeVisible();
        await expect(page.getByTestId('calendar-month')).toHaveText(monthName(today, 'fr'));
        await expect(page.getByTestId('calendar-month')).toHaveText(new RegExp(`^(${FRENCH_MONTHS}) \\d{4}$`));
        await expect(page.getByTestId('month-grid').getByRole('columnheader')).toHaveText(['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.']);
        expectAllFrench(languages);

        // A reload keeps French (the stored choice), and asks the server for French again.
        const before = languages.length;
        await page.reload();
        await expect(headerTitle(page)).toHaveText('Calendrier');
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
        await expect(page.getByTestId('calendar-month')).toHaveText(monthName(today, 'fr'));
        await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toBeVisible();
        expect(languages.length).toBeGreaterThan(before);
        expectAllFrench(languages);
      });
    });

    test.describe('a browser that speaks French', () => {
      test.use({ locale: 'fr-CA' });

      // covers: PLAT-006, NET-009
      test('avery, signed in, starts in French without a choice stored', async ({ page }) => {
        await openSignedIn(page, '/ui/');
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
        await expect(headerTitle(page)).toHaveText('Tableau de bord');
        await expect(page.getByRole('banner').getByText('Connecté en tant que')).toBeVisible();
        await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toBeVisible();
        expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
      });
    });
  });

  test.describe('a browser that speaks French, signed out', () => {
    test.use({ locale: 'fr-CA' });

    test('the identity page starts in French', async ({ page }) => {
      await page.goto('/ui/');
      await expect(page).toHaveURL(/\/auth\/login/);
      await expect(page.getByRole('heading', { name: 'Connexion', level: 1 })).toBeVisible();
    });
  });

  // covers: PLAT-142, PLAT-143
  test('avery switches to French, logs out in French; the choice stays and the login page follows it', async ({ page }) => {
    // One journey across the app and the identity service: the logout ends the SSO session on the
    // server, so this test cannot use the shared signed-in state (it would end it for the other
    // tests of the worker) and signs in on its own (the identity page, the landing page, then the
    // logout page and the identity page again): slow() gives it three times the timeout.
    test.slow();
    await signIn(page, AVERY);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('banner').getByRole('button', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    // Logout in French; the choice stays, and the identity service's login page is French
    // (this browser asks for English: the cookie decides).
    await nav(page).getByRole('link', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL('/ui/will/logout');
    await expect(page.getByRole('heading', { name: /^Voulez-vous vraiment vous déconnecter\?$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Oui, me déconnecter' }).click();
    await expect(page.getByRole('heading', { name: 'Déconnexion', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { name: 'Connexion', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Adresse courriel')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  });

  test.describe('drew', () => {
    useSignedInState(test, DREW, suppressForwardingPromo);

    // covers: PLAT-013, NET-088, NET-089
    test('drew switches with the keyboard: the Important page in French', async ({ page }) => {
      await openSignedIn(page, '/ui/');
      await expect(page).toHaveURL('/ui/user/important');
      const toFrench = page.getByRole('banner').getByRole('button', { name: 'Français' });
      await toFrench.focus();
      await page.keyboard.press('Enter');

      await expect(headerTitle(page)).toHaveText('Important');
      await expect(page.getByRole('banner').getByText('Connecté en tant que')).toBeVisible();
      // The hit-cap card stays for every spec (the important spec clears the others meanwhile).
      const cap = page.getByTestId('warning-hitcap');
      // The warning's own texts come from the server in French too (the reset date the French way).
      await expect(cap.getByRole('heading', { name: 'Vous avez atteint votre limite mensuelle de données' })).toBeVisible();
      await expect(cap.getByText(new RegExp(`remise à zéro de votre utilisation le (1er|\\d+) (${FRENCH_MONTHS})\\.`))).toBeVisible();
      await expect(cap.getByText(/^Passez au mode illimité\s: c’est gratuit/)).toBeVisible();
      await expect(cap.getByRole('button', { name: 'Activer le mode illimité' })).toBeVisible();
      await expect(cap.getByText(/^Passez à un forfait supérieur\s: vous profitez immédiatement/)).toBeVisible();
      await expect(cap.getByRole('button', { name: 'Passer à un forfait supérieur' })).toBeVisible();
      await expect(nav(page).getByRole('link', { name: 'Important' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr');
      await expectNoSeriousA11yViolations(page, { include: ['header', 'main'] });
    });

    test.describe('with French chosen', () => {
      test.use({ storageState: frenchChosen(DREW) });

      // covers: NET-079, NET-083
      test("drew, French chosen: Wi-Fi saved as it is, and the server's confirmation in French", async ({ page }) => {
        await openSignedIn(page, '/ui/user/wifi');
        await expect(page).toHaveURL('/ui/user/wifi');
        const card = page.getByTestId('wifi-settings-card');
        await expect(card.getByRole('heading', { name: 'Paramètres Wi-Fi' })).toBeVisible();
        await card.getByRole('button', { name: 'Modifier' }).click();
        const dialog = page.getByRole('dialog', { name: 'Modifier les paramètres Wi-Fi' });
        await expect(dialog.getByRole('textbox', { name: /^Nom du réseau \(SSID\)/ })).toBeVisible();
        const saved = page.waitForResponse((r) => r.request().method() === 'POST' && target(r) === 'user.4001/wifisettings.4001');
        await dialog.getByRole('button', { name: 'Enregistrer' }).click();
        const answer = await saved;
        expect(answer.status()).toBe(200);
        expect(answer.request().headers()['accept-language']).toBe('fr');
        const { message } = (await answer.json()) as { message: string };
        expect(message).toMatch(/^Vos paramètres Wi-Fi ont été enregistrés\./);
        await expect(dialog).toHaveCount(0);
        await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      });
    });
  });
});
