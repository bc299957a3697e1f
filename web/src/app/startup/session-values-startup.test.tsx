// covers: PLAT-192
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/api-client';
import { browser } from '../../lib/browser';
import { getSessionValues } from '../../lib/session-values';
import { installFakeServer } from '../../test/fake-server';
import { renderApp, setViewportWidth } from '../../test/render-app';

beforeEach(() => {
  setViewportWidth(1280);
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

describe('session values kept by the app', () => {
  it('start-up keeps user, email, isVip and hasPreinstall of the active account', async () => {
    setToken('tok');
    installFakeServer({
      'GET user.1001/serviceidentification': { json: { error: 0, list: [{ hasPreinstall: true, hasContactInfo: true }] } },
    });
    renderApp('/ui/');
    await screen.findByText('Logged as', {}, { timeout: 10_000 });
    await waitFor(() =>
      expect(getSessionValues()).toMatchObject({ user: 1001, email: 'avery@demo.test', isVip: true, hasPreinstall: true }),
    );
    // the three inert flags keep their defaults
    expect(getSessionValues()).toMatchObject({ adjunct: false, contractor: false, clockedin: false });
  });

  it('the registration page keeps the device hw', async () => {
    setToken('tok');
    installFakeServer({
      'POST me.1/firstmacregister': { json: { error: 0, case: 100, message: 'Registered.' } },
      'GET me.1/whatismyipaddress': { json: { error: 0, object: { ip: '203.0.113.7' } } },
    });
    renderApp('/ui/register?hw=AA:BB:CC:DD:EE:FF&seg=north');
    await waitFor(() => expect(getSessionValues().hw).toBe('AA:BB:CC:DD:EE:FF'));
  });
});
