// covers: PLAT-055, MISC-015, MISC-016
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { installFakeServer } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
});

describe('Change Password page', () => {
  it("names the login and opens the identity service's change-password page in the same window", async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    installFakeServer();
    renderApp('/ui/user/changepassword');
    expect(await screen.findByRole('heading', { name: 'Change Password', level: 2 }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('You are changing the password of avery@demo.test')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(assign).toHaveBeenCalledWith('/auth/changepassword');
  });
});
