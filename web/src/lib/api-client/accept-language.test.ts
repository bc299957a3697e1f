// covers: PLAT-067, PLAT-068, PLAT-070, PLAT-071
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { installFakeServer } from '../../test/fake-server';
import { fetchBranding } from '../branding';
import { browser } from '../browser';
import { apiGet, apiPost, clearSchemaVersions, fetchOrNetworkError } from './api-client';
import { checkSsoSession, exchangePi, renewToken } from './session-bootstrap';
import { setToken } from './token-store';

beforeEach(() => {
  clearSchemaVersions();
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});
afterEach(() => i18n.changeLanguage('en'));

/** Every call of the app names its language, exactly 'en' or 'fr' (api.md "Language"). */
describe('Accept-Language', () => {
  it.each(['en', 'fr'] as const)('is %s on API calls, the session start-up and renewal, and the guest branding', async (lang) => {
    await i18n.changeLanguage(lang);
    setToken('tok');
    const server = installFakeServer({
      'GET user.1001/wifisettings': { json: { error: 0, object: {} } },
      'POST user.1001/wifisettings.1001': { json: { error: 0, message: 'ok' } },
      'GET ?pi': { json: { error: 0, JRR: 'tok-2' } },
      'GET ?ph=a': { json: { JRR: 'tok-3' } },
      'GET ?ph=b': { json: { JRR: 'tok-4' } },
    });
    await apiGet('user.1001/wifisettings');
    await apiPost('user.1001/wifisettings.1001', { wifi_ssid: 'x' });
    await exchangePi('abcdef');
    await checkSsoSession();
    await renewToken();
    await fetchBranding();
    await fetchOrNetworkError('/guest/other', { headers: { Accept: 'application/json' } });
    expect(server.calls.map((c) => c.target)).toEqual([
      'user.1001/wifisettings',
      'user.1001/wifisettings.1001',
      '/api',
      'b',
      'b',
      '/guest/branding',
      '/guest/other',
    ]);
    expect(server.calls.map((c) => c.headers.get('Accept-Language'))).toEqual(Array(7).fill(lang));
  });
});
