/**
 * Browser storage the specs set up front, so a page under test is not covered by a dialog that
 * another spec is about (each key is one of the spec's browser storage keys, PLAT-194).
 */
import type { BrowserContext } from '@playwright/test';

/**
 * Marks the e-mail forwarding promo as accepted just now (localStorage `acceptedFwdDialog`,
 * PLAT-162/163), so it stays closed for avery, whose demo data has forwarding on.
 */
export async function suppressForwardingPromo(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    try {
      if (!localStorage.getItem('acceptedFwdDialog')) localStorage.setItem('acceptedFwdDialog', new Date().toISOString());
    } catch {
      // storage unavailable (about:blank): nothing to do
    }
  });
}
