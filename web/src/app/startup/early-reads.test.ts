// covers: PLAT-027, PLAT-028
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/api-client';
import { createQueryClient } from '../../lib/api-client/query';
import { browser } from '../../lib/browser';
import { getSessionValues, updateSessionValues } from '../../lib/session-values';
import { installFakeServer } from '../../test/fake-server';
import { renderApp, setViewportWidth } from '../../test/render-app';
import { startSessionReads } from './early-reads';

beforeEach(() => {
  setViewportWidth(1280);
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

/** The start-up's reads, as the server saw them. */
const STARTUP_READS = [
  'me.1/associatedaccounts',
  'user.1001/serviceidentification',
  'user.1001/contract',
  'me.1/accountwarning',
  'user.1001',
  'user.1002',
  'user.1003',
];

/** Reads begun ahead of the view that shows them: asked once; their views may ask again on a busy machine (FRESH_ON_MOUNT_MS). */
const AHEAD_READS = [
  'me.1/globalnotification',
  // The dashboard's own first reads (pages/dashboard/routes.ts).
  'user.1001/broadbandtraffic',
  'user.1001/currentbroadband',
];

describe('the start-up reads begun before the first render', () => {
  it('ask the accounts, then the active account’s flags, contract, names and page reads, each once with the gates', async () => {
    setToken('tok');
    const server = installFakeServer();
    const queryClient = createQueryClient();
    await startSessionReads(queryClient, '/user/dashboard');
    for (const target of [...STARTUP_READS, ...AHEAD_READS]) expect(server.callsTo('GET', target), target).toHaveLength(1);
    // The gates find the answers: the shell shows without asking any of them again.
    renderApp('/ui/user/dashboard', { queryClient });
    await screen.findByText('Logged as', {}, { timeout: 5000 });
    for (const target of STARTUP_READS) expect(server.callsTo('GET', target), target).toHaveLength(1);
  });

  it('tell the server the active account as soon as the accounts are known, and the gate does not tell it again', async () => {
    setToken('tok');
    const server = installFakeServer();
    const queryClient = createQueryClient();
    await startSessionReads(queryClient, '/user/dashboard');
    expect(server.callsTo('POST', 'me.1/activeuser').map((c) => c.body)).toEqual([{ user: 1001 }]);
    renderApp('/ui/user/dashboard', { queryClient });
    await screen.findByText('Logged as', {}, { timeout: 5000 });
    expect(server.callsTo('POST', 'me.1/activeuser')).toHaveLength(1);
  });

  it('set the session values the start-up gate keeps in line before its first draw', async () => {
    setToken('tok');
    updateSessionValues({ user: null, email: '', isVip: false, hasPreinstall: true });
    installFakeServer();
    await startSessionReads(createQueryClient(), '/user/dashboard');
    expect(getSessionValues()).toMatchObject({ user: 1001, email: 'avery@demo.test', isVip: true, hasPreinstall: false });
  });

  it('read the session’s own account while the login still has it', async () => {
    setToken('tok');
    updateSessionValues({ user: 1002 });
    const server = installFakeServer();
    await startSessionReads(createQueryClient(), '/user/dashboard');
    expect(server.callsTo('GET', 'user.1002/serviceidentification')).toHaveLength(1);
    expect(server.callsTo('GET', 'user.1001/serviceidentification')).toHaveLength(0);
  });

  it('ask the notice and the warnings, which are the login’s, while the accounts are on their way', async () => {
    setToken('tok');
    let answerAccounts = () => {};
    const accountsAsked = new Promise<void>((resolve) => (answerAccounts = resolve));
    const server = installFakeServer();
    const accounts = server.routes['GET me.1/associatedaccounts'];
    server.routes['GET me.1/associatedaccounts'] = async () => {
      await accountsAsked;
      return accounts!;
    };
    const reads = startSessionReads(createQueryClient(), '/user/dashboard');
    await vi.waitFor(() => expect(server.callsTo('GET', 'me.1/associatedaccounts')).toHaveLength(1));
    await vi.waitFor(() => expect(server.callsTo('GET', 'me.1/globalnotification')).toHaveLength(1));
    expect(server.callsTo('GET', 'me.1/accountwarning')).toHaveLength(1);
    expect(server.callsTo('GET', 'user.1001/serviceidentification')).toHaveLength(0);
    answerAccounts();
    await reads;
    expect(server.callsTo('GET', 'user.1001/serviceidentification')).toHaveLength(1);
  });

  it('take the accounts a new session’s token came with, and do not ask for them', async () => {
    const server = installFakeServer();
    const accounts = server.routes['GET me.1/associatedaccounts'] as { json: { list: unknown[] } };
    server.routes['GET ?ph=a'] = { json: { error: 0, JRR: 'tok', associatedaccounts: accounts.json.list } };
    const queryClient = createQueryClient();
    await startSessionReads(queryClient, '/user/dashboard');
    expect(server.callsTo('GET', 'me.1/associatedaccounts')).toHaveLength(0);
    expect(server.callsTo('GET', 'user.1001/serviceidentification')).toHaveLength(1);
    expect(server.callsTo('GET', 'user.1001/broadbandtraffic')).toHaveLength(1);
    renderApp('/ui/user/dashboard', { queryClient });
    await screen.findByText('Logged as', {}, { timeout: 5000 });
    expect(server.callsTo('GET', 'me.1/associatedaccounts')).toHaveLength(0);
  });

  it('leave a failure to the gate that shows it, and never reject', async () => {
    setToken('tok');
    installFakeServer({ 'GET me.1/associatedaccounts': { status: 500, json: { error: 500, message: 'down' } } });
    await expect(startSessionReads(createQueryClient(), '/user/dashboard')).resolves.toBeUndefined();
  });
});
