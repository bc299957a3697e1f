// covers: issue 30 item 4 (the console's subscriber search box)
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPhone, SubscriberSearch } from './search';

const blake = {
  account: 2001,
  name: 'Blake Moreau',
  email: 'blake@demo.test',
  phone: '3065550164',
  address: '215 Broadway Avenue, Saskatoon S7N 1B5',
  field: 'name',
};

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(reply: (q: string) => Response) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    return Promise.resolve(reply(url.searchParams.get('q') ?? ''));
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/subscribers']}>
        <SubscriberSearch />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetchMock, box: screen.getByRole('searchbox', { name: 'Find a subscriber' }), status: screen.getByTestId('search-status') };
}

afterEach(() => vi.unstubAllGlobals());

describe('subscriber search', () => {
  it('searches once typing pauses, from 2 characters, and lists each result as a link with what matched', async () => {
    const { fetchMock, box, status } = setup(() => answer(200, { results: [blake], more: false }));
    const user = userEvent.setup();
    await user.type(box, 'M');
    await waitFor(() => expect(status).toHaveTextContent('Type at least 2 characters.'));
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(box, 'or');
    const list = await screen.findByRole('list', { name: 'Subscribers found' });
    const link = within(list).getByRole('link');
    expect(link).toHaveAttribute('href', '/subscribers/2001');
    expect(link).toHaveTextContent('Blake Moreau');
    expect(link).toHaveTextContent('Account 2001');
    expect(link).toHaveTextContent('blake@demo.test · (306) 555-0164 · 215 Broadway Avenue, Saskatoon S7N 1B5');
    expect(link).toHaveTextContent('Matched: name');
    expect(status).toHaveTextContent('1 found');
    // Never for one letter; last for the whole word (a busy machine may also have searched "Mo").
    const asked = fetchMock.mock.calls.map((c) => String(c[0]));
    expect(asked).not.toContain('/staff/api/subscribers/search?q=M');
    expect(asked[asked.length - 1]).toBe('/staff/api/subscribers/search?q=Mor');

    // The arrows go from the box to the results and back; Escape too.
    await user.keyboard('{ArrowDown}');
    expect(link).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveFocus();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveFocus();
  });

  it('says when nobody matches and when there are more than shown', async () => {
    const { box, status } = setup((q) => (q === 'zz' ? answer(200, { results: [], more: false }) : answer(200, { results: [blake], more: true })));
    const user = userEvent.setup();
    await user.type(box, 'zz');
    await waitFor(() => expect(status).toHaveTextContent('No subscriber matches “zz”.'));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'blake');
    await waitFor(() => expect(status).toHaveTextContent('The first 1 found: type more to narrow the search.'));
  });

  it('shows the server’s refusal and a failure', async () => {
    const { box } = setup((q) => (q.startsWith('a') ? answer(400, { error: 'query-too-long' }) : answer(500, { error: 'internal' })));
    const user = userEvent.setup();
    await user.type(box, 'aaa');
    expect(await screen.findByRole('alert')).toHaveTextContent('The search is too long: at most 100 characters and 8 words.');
    await user.clear(box);
    await user.type(box, 'bbb');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Try again in a moment.'));
  });

  it('writes 10-digit numbers as (306) 555-0164', () => {
    expect(formatPhone('3065550164')).toBe('(306) 555-0164');
    expect(formatPhone('911')).toBe('911');
  });
});
