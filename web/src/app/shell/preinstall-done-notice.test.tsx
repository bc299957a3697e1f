// covers: PLAT-039, PLAT-040, PAY-011
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/api-client';
import { browser } from '../../lib/browser';
import { installFakeServer } from '../../test/fake-server';
import { renderApp, setViewportWidth } from '../../test/render-app';
import { PREINSTALL_DONE_GRACE_MS } from './preinstall-done-notice';

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
  for (const k of ['hamburgerTooltip', 'accountsTooltip', 'acceptedFwdDialog']) localStorage.setItem(k, 'true');
});

const MARK = 'seenInPreinstall1001';
const flags = (f: Record<string, boolean>) => ({ 'GET user.1001/serviceidentification': { json: { error: 0, list: [f] } } });

describe("'You're all set' once an account leaves pre-install", { timeout: 30_000 }, () => {
  it('marks an account seen in pre-install, without a notice', async () => {
    installFakeServer(flags({ hasPreinstall: true, hasContactInfo: true }));
    renderApp('/ui/user/preinstallchecklist');
    await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 15_000 });
    // The mark is written by an effect once the account's flags are read: on a busy machine it may
    // follow the menu's first render.
    await waitFor(() => expect(localStorage.getItem(MARK)).toBe('true'), { timeout: 15_000 });
    expect(screen.queryByTestId('preinstall-done')).toBeNull();
  });

  it('announces it once, with Billing in the menu: again on a page load of the same arrival, gone once dismissed', async () => {
    localStorage.setItem(MARK, 'true');
    installFakeServer(flags({ hasAr: true, hasContactInfo: true }));
    renderApp('/ui/user/account');
    const notice = await screen.findByTestId('preinstall-done', {}, { timeout: 15_000 });
    expect(notice).toHaveTextContent("You're all set! Your account is ready. Billing, in the menu, keeps your payment method");
    const menu = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(menu).getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/ui/user/autopayment');
    expect(localStorage.getItem(MARK)).toMatch(/^shown:\d+$/);

    // A reload moments later (the same arrival): still there; Dismiss takes it away for good.
    cleanup();
    installFakeServer(flags({ hasAr: true, hasContactInfo: true }));
    renderApp('/ui/user/account');
    await userEvent.click(within(await screen.findByTestId('preinstall-done', {}, { timeout: 15_000 })).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('preinstall-done')).toBeNull();
    expect(localStorage.getItem(MARK)).toBeNull();

    cleanup();
    installFakeServer(flags({ hasAr: true, hasContactInfo: true }));
    renderApp('/ui/user/account');
    await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 15_000 });
    expect(screen.queryByTestId('preinstall-done')).toBeNull();
  });

  it('says nothing on a later visit, and forgets the mark', async () => {
    localStorage.setItem(MARK, `shown:${Date.now() - PREINSTALL_DONE_GRACE_MS - 1}`);
    installFakeServer(flags({ hasAr: true, hasContactInfo: true }));
    renderApp('/ui/user/account');
    await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 15_000 });
    expect(screen.queryByTestId('preinstall-done')).toBeNull();
    await waitFor(() => expect(localStorage.getItem(MARK)).toBeNull());
  });

  it('says nothing to an account never seen in pre-install', async () => {
    installFakeServer(flags({ hasAr: true, hasContactInfo: true }));
    renderApp('/ui/user/account');
    await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 15_000 });
    expect(screen.queryByTestId('preinstall-done')).toBeNull();
  });
});
