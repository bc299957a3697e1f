// covers: PLAT-007
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/api-client';
import { browser } from '../../lib/browser';
import { installFakeServer } from '../../test/fake-server';
import { renderApp, setViewportWidth } from '../../test/render-app';
import { appConfig } from './app-config';

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

describe('app version', () => {
  it('is 3.7.151 and shown under the side menu', async () => {
    expect(appConfig.version).toBe('3.7.151');
    installFakeServer();
    renderApp('/ui/user/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 10_000 });
    expect(within(nav).getByText('Version 3.7.151')).toBeInTheDocument();
  });
});
