// covers: issue 32 item 1 (Web Push: the service worker's push and notificationclick handling)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

type Notice = { title: string; options: { body: string; icon: string; tag?: string; data: { url: string } } };
type Click = { kind: 'focus'; index: number; navigate: boolean } | { kind: 'open'; url: string };

/** public/push-sw.js as the worker runs it (a classic script), with its two functions handed out. */
function loadWorker() {
  const src = readFileSync(join(process.cwd(), 'public', 'push-sw.js'), 'utf8');
  const listeners: Record<string, (e: unknown) => void> = {};
  const worker = {
    location: { origin: 'https://my.isp.example' },
    addEventListener: (type: string, fn: (e: unknown) => void) => {
      listeners[type] = fn;
    },
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(), openWindow: vi.fn(async () => null) },
  };
  const fns = new Function('self', `${src}\nreturn { pushNotice, clickAction };`)(worker) as {
    pushNotice: (payload: unknown, origin: string) => Notice;
    clickAction: (urls: string[], url: string) => Click;
  };
  return { ...fns, worker, listeners };
}

describe('push-sw.js', () => {
  const origin = 'https://my.isp.example';

  it('shows the push title, body, icon and link', () => {
    const { pushNotice } = loadWorker();
    const n = pushNotice(
      { title: 'Service outage in your area: Fibre cut', body: 'An outage has affected…', url: `${origin}/ui/`, icon: `${origin}/ui/icon-192.png`, tag: 'o1' },
      origin,
    );
    expect(n.title).toBe('Service outage in your area: Fibre cut');
    expect(n.options).toMatchObject({ body: 'An outage has affected…', icon: `${origin}/ui/icon-192.png`, tag: 'o1', data: { url: `${origin}/ui/` } });
  });

  it('falls back on the app for a missing or foreign link and on a title for an empty push', () => {
    const { pushNotice } = loadWorker();
    expect(pushNotice({ title: 'x', url: 'https://evil.example/' }, origin).options.data.url).toBe(`${origin}/ui/`);
    const empty = pushNotice(null, origin);
    expect(empty.title).toBe('MyAccount');
    expect(empty.options).toMatchObject({ body: '', icon: `${origin}/ui/icon-192.png`, data: { url: `${origin}/ui/` } });
    expect(empty.options.tag).toBeUndefined();
  });

  it('focuses the window at the link, else takes an open window there, else opens one', () => {
    const { clickAction } = loadWorker();
    const url = `${origin}/ui/`;
    expect(clickAction([`${origin}/ui/billing`, url], url)).toEqual({ kind: 'focus', index: 1, navigate: false });
    expect(clickAction([`${origin}/ui/billing`], url)).toEqual({ kind: 'focus', index: 0, navigate: true });
    expect(clickAction([], url)).toEqual({ kind: 'open', url });
  });

  it('shows the notification on a push event', () => {
    const { worker, listeners } = loadWorker();
    const waitUntil = vi.fn();
    listeners.push?.({ data: { json: () => ({ title: 'Resolved: Fibre cut', body: 'The service is restored.' }) }, waitUntil });
    expect(worker.registration.showNotification).toHaveBeenCalledWith(
      'Resolved: Fibre cut',
      expect.objectContaining({ body: 'The service is restored.', data: { url: `${origin}/ui/` } }),
    );
    expect(waitUntil).toHaveBeenCalledOnce();
  });
});
