import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import type { ErrorReporter } from '../app/error-reporter';
import { createQueryClient } from '../lib/api-client/query';

/** Shows the router's location so tests can assert redirects. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </div>
  );
}

/** Makes MUI's useMediaQuery see a window of the given width (jsdom has no matchMedia). */
export function setViewportWidth(width: number) {
  const matches = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

type Entry = string | { pathname: string; state?: unknown };

/** Renders the whole app at a /ui path, the way main.tsx does but in memory. */
export function renderApp(
  entries: Entry | Entry[],
  opts: { reporter?: ErrorReporter; extra?: ReactNode; queryClient?: QueryClient } = {},
) {
  const queryClient = opts.queryClient ?? createQueryClient();
  const list = Array.isArray(entries) ? entries : [entries];
  const utils = render(
    <AppProviders queryClient={queryClient} reporter={opts.reporter}>
      <MemoryRouter basename="/ui" initialEntries={list} initialIndex={list.length - 1}>
        <AppRoutes />
        <LocationProbe />
        {opts.extra}
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, queryClient };
}
