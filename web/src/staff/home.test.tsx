import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Home } from './home';

afterEach(() => vi.unstubAllGlobals());

describe('the console’s Home', () => {
  // covers: issue 32 item 3 (Home shows the support requests queue with the others, leading to /tickets)
  it('lists the support requests with the review queues, each leading to its own list', async () => {
    const queues = [
      { id: 'identity-documents', count: 0 },
      { id: 'tickets', count: 3, oldest: '2026-11-28T08:00:00Z', ageSeconds: 7200 },
    ];
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ queues }), { status: 200, headers: { 'Content-Type': 'application/json' } })));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <Home />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const row = await screen.findByTestId('queue-tickets');
    expect(within(row).getByRole('link', { name: 'Support requests' })).toHaveAttribute('href', '/tickets');
    expect(within(row).getByTestId('count')).toHaveTextContent('3');
    expect(row).toHaveTextContent('2 h');
    expect(screen.getByRole('link', { name: 'Identity documents' })).toHaveAttribute('href', '/reviews/identity-documents');
  });
});
