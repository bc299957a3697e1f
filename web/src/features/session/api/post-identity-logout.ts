import { languageHeaders } from '../../../lib/api-client';

/** POST /auth/logout: ends the identity service's SSO session (decisions §23). */
export async function postIdentityLogout(): Promise<void> {
  await fetch('/auth/logout', { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json', ...languageHeaders() } });
}
