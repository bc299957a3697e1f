import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { Me } from '../api';
import { I18nContext, translate, type Lang } from '../i18n';
import { StaffContext } from '../staff-context';

export type Handler = (method: string, path: string, body: unknown) => { status: number; body?: unknown };

/** A request's body as the handler sees it: JSON parsed; a form as its fields, its files by name under `file`. */
function bodyOf(body: RequestInit['body']): unknown {
  if (!body) return undefined;
  if (body instanceof FormData) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of body.entries()) {
      if (typeof v === 'string') out[k] = v;
      else out[k] = [...((out[k] as string[] | undefined) ?? []), v.name];
    }
    return out;
  }
  return JSON.parse(String(body));
}

/** Stubs fetch: each /staff/api call is answered by handler (path without /staff/api/). */
export function serve(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/staff\/api\//, '');
    const { status, body } = handler(init?.method ?? 'GET', path, bodyOf(init?.body));
    return new Response(status === 204 ? null : JSON.stringify(body ?? {}), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls fetchMock saw with method, as [path, body]. */
export function calls(fetchMock: ReturnType<typeof serve>, method: string): [string, unknown][] {
  return fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([url, init]) => [String(url).replace(/^\/staff\/api\//, ''), bodyOf(init?.body)]);
}

function Where() {
  const l = useLocation();
  return <div data-testid="location">{l.pathname + l.search}</div>;
}

/** Renders element at address (routes: path) in a signed-in console as agent@demo.test. */
export function show(element: ReactNode, path: string, address: string, lang: Lang = 'en') {
  const me: Me = { email: 'agent@demo.test', name: 'Alex Agent', role: 'agent', stage: 'signed-in' };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nContext.Provider value={{ lang, t: (k, v) => translate(lang, k, v), setLang: () => {} }}>
        <StaffContext.Provider value={me}>
          <MemoryRouter initialEntries={[address]}>
            <Routes>
              <Route path={path} element={element} />
              <Route path="*" element={<p>elsewhere</p>} />
            </Routes>
            <Where />
          </MemoryRouter>
        </StaffContext.Provider>
      </I18nContext.Provider>
    </QueryClientProvider>,
  );
}
