/**
 * The fixed master secret of the e2e server (MYACCOUNT_SECRET). TEST-ONLY: it is public, so
 * the tests can sign unsubscribe links exactly as the server does. Never use it anywhere else.
 * Shared by `playwright.config.ts` (the server's environment) and `helpers.ts` (the signer).
 */
export const E2E_SECRET = 'e2e0000000000000000000000000000000000000000000000000000000000001';

/** Where the e2e server listens (MYACCOUNT_E2E_PORT moves it, e.g. for two runs side by side). */
export const E2E_PORT = Number(process.env.MYACCOUNT_E2E_PORT) || 8199;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
