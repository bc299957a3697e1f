/**
 * Signing the provider's staff in to the console (/staff/) as a person would: the demo password,
 * then the TOTP code an authenticator app would show, computed here from the demo secret
 * (internal/demo/staff.go) by RFC 6238.
 */
import { createHmac } from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';
import { suppressForwardingPromo } from './browser-state';
import { signIn } from './helpers';

export const DEMO_TOTP_SECRET = 'DEMOSTAFFTOTPSECRETMYACCOUNT2345';
function base32(s: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of s.replace(/=+$/, '')) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The 6-digit TOTP code of secret at time ms (30-second steps, HMAC-SHA1). */
export function totp(secret: string, ms: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(ms / 1000 / 30)));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const n = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(n).padStart(6, '0');
}

/** Signs email in with the demo password and a fresh code; the console's Queues page shows after. */
export async function signInWithCode(page: Page, email: string) {
  await page.goto('/staff/');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Second factor' })).toBeVisible();
  // A code works once: when this login's code of this 30-second step was used already (a retry
  // of the test), the next step's code is taken.
  for (let attempt = 0; attempt < 3; attempt++) {
    const step = Math.floor(Date.now() / 30_000);
    await page.getByLabel('Code').fill(totp(DEMO_TOTP_SECRET, Date.now()));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const outcome = await Promise.race([
      page.getByRole('heading', { name: 'Queues' }).waitFor().then(() => 'in' as const),
      page.getByRole('alert').waitFor().then(() => 'refused' as const),
    ]);
    if (outcome === 'in') return;
    while (Math.floor(Date.now() / 30_000) === step) await page.waitForTimeout(1000);
  }
  throw new Error(`${email}: the code was refused three times`);
}

/** avery, signed in to the subscriber app in a browser of its own. */
export async function averyPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await suppressForwardingPromo(context);
  await context.addInitScript(() => {
    try {
      for (const k of ['hamburgerTooltip', 'accountsTooltip', 'editnamesTooltip']) localStorage.setItem(k, 'true');
      localStorage.setItem('language', 'en');
    } catch {
      // storage unavailable (about:blank)
    }
  });
  const page = await context.newPage();
  await signIn(page, 'avery@demo.test');
  return page;
}
