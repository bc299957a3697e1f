// covers: PLAT-084, PLAT-100, PLAT-101, PLAT-102
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../../test/fake-server';
import { clearNotices, useNotices } from '../notify';
import { targetQueryKey } from '../target';
import { FRESH_ON_MOUNT_MS, readAgainOnMount, REFRESH_MS, createQueryClient, targetQuery } from './query';
import { setToken } from './token-store';
import { useApiWrite } from './use-api-write';

afterEach(() => vi.useRealTimers());

describe('query defaults', () => {
  it('refetches every 10 s and on window focus, without retries', () => {
    const q = createQueryClient().getDefaultOptions().queries!;
    expect(REFRESH_MS).toBe(10_000);
    expect(q.refetchInterval).toBe(10_000);
    expect(q.refetchOnWindowFocus).toBe(true);
    expect(q.retry).toBe(false);
  });

  it('does not ask again on mount for an answer just received, unless a write invalidated it', () => {
    const now = 1_000_000;
    expect(readAgainOnMount({ isInvalidated: false, dataUpdatedAt: 0 }, now)).toBe(true);
    expect(readAgainOnMount({ isInvalidated: false, dataUpdatedAt: now - 100 }, now)).toBe(false);
    expect(readAgainOnMount({ isInvalidated: true, dataUpdatedAt: now - 100 }, now)).toBe(true);
    expect(readAgainOnMount({ isInvalidated: false, dataUpdatedAt: now - FRESH_ON_MOUNT_MS }, now)).toBe(true);
  });

  it('a view refetches its target every 10,000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setToken('t');
    let n = 0;
    const server = installFakeServer({ 'GET user.1/x': () => ({ json: { object: { n: ++n } } }) });
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useQuery(targetQuery('user.1/x', (a) => (a === false ? null : a))), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ object: { n: 1 } }));
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS));
    await waitFor(() => expect(result.current.data).toEqual({ object: { n: 2 } }));
    expect(server.callsTo('GET', 'user.1/x')).toHaveLength(2);
    client.clear();
  });
});

function Toasts() {
  const notices = useNotices();
  return (
    <ul>
      {notices.map((n) => (
        <li key={n.id}>{`${n.severity}|${n.title ?? ''}|${n.message}`}</li>
      ))}
    </ul>
  );
}

describe('writes', () => {
  function setup(routes: Parameters<typeof installFakeServer>[0]) {
    setToken('t');
    const server = installFakeServer(routes);
    const client = createQueryClient();
    client.setQueryData(targetQueryKey('user.1001/serviceemail'), 'list');
    client.setQueryData(targetQueryKey('user.1001/serviceemail.5'), 'item');
    client.setQueryData(targetQueryKey('user.1001/wifisettings'), 'other');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        {children}
        <Toasts />
      </QueryClientProvider>
    );
    const hook = renderHook(() => useApiWrite<{ abandon: boolean }>('user.1001/serviceemail.5'), { wrapper });
    return { server, client, hook };
  }

  it('invalidates the subtree it touched, and only that', async () => {
    const { client, hook } = setup({ 'POST user.1001/serviceemail.5': { json: { error: 0, message: 'Deleted.' } } });
    await act(() => hook.result.current.mutateAsync({ abandon: true }));
    const state = (t: string) => client.getQueryState(targetQueryKey(t))!.isInvalidated;
    await waitFor(() => expect(state('user.1001/serviceemail')).toBe(true));
    expect(state('user.1001/serviceemail.5')).toBe(true);
    expect(state('user.1001/wifisettings')).toBe(false);
    expect(screen.getByText('success||Deleted.')).toBeInTheDocument();
    clearNotices();
  });

  it("shows the 'Problem' toast for an answer with the error flag", async () => {
    const { hook, server } = setup({ 'POST user.1001/serviceemail.5': { json: { error: 1, message: 'Cannot delete this one.' } } });
    await act(() => hook.result.current.mutateAsync({ abandon: true }));
    expect(server.callsTo('POST', 'user.1001/serviceemail.5')[0]!.body).toEqual({ abandon: true });
    expect(await screen.findByText('error|Problem|Cannot delete this one.')).toBeInTheDocument();
  });

  it("shows the 'Problem' toast with a 450 message", async () => {
    const { hook } = setup({ 'POST user.1001/serviceemail.5': { status: 450, json: { error: 1, message: 'Not allowed.' } } });
    await act(() => hook.result.current.mutateAsync({ abandon: true }).catch(() => {}));
    expect(await screen.findByText('error|Problem|Not allowed.')).toBeInTheDocument();
  });
});

// covers: PLAT-081, PLAT-088, PLAT-089
describe('writes rely on success, error and message only', () => {
  function setup(routes: Parameters<typeof installFakeServer>[0]) {
    setToken('t');
    installFakeServer(routes);
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        {children}
        <Toasts />
      </QueryClientProvider>
    );
    return renderHook(() => useApiWrite<{ a: number }>('user.1001/thing'), { wrapper });
  }

  it('an answer with only success and message shows the message', async () => {
    const hook = setup({ 'POST user.1001/thing': { json: { success: true, message: 'Done.' } } });
    await act(() => hook.result.current.mutateAsync({ a: 1 }));
    expect(await screen.findByText('success||Done.')).toBeInTheDocument();
  });

  it('an answer with only the error flag shows the generic text; unknown fields are ignored', async () => {
    const hook = setup({ 'POST user.1001/thing': { json: { error: 1, success: false, whatever: { nested: [1] } } } });
    await act(() => hook.result.current.mutateAsync({ a: 1 }));
    expect(await screen.findByText('error|Problem|Something went wrong. Please try again later.')).toBeInTheDocument();
  });

  it('an empty answer shows nothing', async () => {
    const hook = setup({ 'POST user.1001/thing': { json: {} } });
    await act(() => hook.result.current.mutateAsync({ a: 1 }));
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it("a network exception shows the exception's message", async () => {
    const hook = setup({ 'POST user.1001/thing': { networkError: 'Failed to fetch' } });
    await act(() => hook.result.current.mutateAsync({ a: 1 }).catch(() => {}));
    expect(await screen.findByText('error|Problem|Failed to fetch')).toBeInTheDocument();
  });
});

describe('render helper sanity', () => {
  it('renders nothing for no notices', () => {
    render(<Toasts />);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
