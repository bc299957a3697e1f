import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filterQuery, filtersOf, type TicketRow } from './api';
import { TicketQueue } from './queue';
import { calls, serve, show } from './test-helpers';

const rows: TicketRow[] = [
  {
    id: 12,
    account: 1001,
    name: 'Avery Fields',
    category: 'internet',
    subject: 'The internet drops every evening',
    status: 'open',
    assignee: null,
    created: '2026-11-27T08:00:00Z',
    updated: '2026-11-27T08:00:00Z',
    waiting_since: new Date(Date.now() - 3 * 3600 * 1000).toISOString(),
  },
  {
    id: 9,
    account: 1002,
    name: 'Blair Jones',
    category: 'billing',
    subject: 'Two charges on my invoice',
    status: 'answered',
    assignee: 'agent@demo.test',
    created: '2026-11-20T08:00:00Z',
    updated: '2026-11-21T08:00:00Z',
    waiting_since: null,
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('the tickets queue', () => {
  // covers: issue 32 item 3 (console queue: filters from the address, unknown values fall back)
  it('reads its filters from the address and writes them back in one order', () => {
    expect(filtersOf(new URLSearchParams('status=closed&assignee=me&account=1001'))).toEqual({ status: 'closed', assignee: 'me', account: 1001 });
    expect(filtersOf(new URLSearchParams('status=bogus&assignee=x&account=-3'))).toEqual({ status: 'open', assignee: 'any' });
    expect(filterQuery({ status: 'all', assignee: 'none', account: 7 })).toBe('status=all&assignee=none&account=7');
  });

  // covers: issue 32 item 3 (console queue: columns, links, assignee "You", waiting since)
  it('lists the tickets with account, name, category, subject, status, assignee and waiting time', async () => {
    const fetchMock = serve(() => ({ status: 200, body: { tickets: rows } }));
    show(<TicketQueue />, '/', '/');
    const table = await screen.findByRole('table', { name: 'Support requests' });
    const heads = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(heads).toEqual(['Account', 'Name', 'Category', 'Subject', 'Status', 'Assigned to', 'Waiting since']);
    const first = screen.getByTestId('ticket-12');
    expect(within(first).getByRole('link', { name: '#1001' })).toHaveAttribute('href', '/subscribers/1001');
    expect(within(first).getByRole('link', { name: 'Open request #12: The internet drops every evening' })).toHaveAttribute('href', '/tickets/12');
    expect(first).toHaveTextContent('Internet');
    expect(first).toHaveTextContent('Nobody');
    expect(first).toHaveTextContent('3 h');
    const second = screen.getByTestId('ticket-9');
    expect(second).toHaveTextContent('Billing and payments');
    expect(within(second).getByTestId('assignee')).toHaveTextContent('You');
    expect(within(second).getByTestId('status')).toHaveTextContent('Answered');
    expect(calls(fetchMock, 'GET')[0]![0]).toBe('tickets?status=open&assignee=any');
  });

  // covers: issue 32 item 3 (console queue: ?account=N, filter change by keyboard, empty state)
  it('takes the account from ?account=N, changes a filter by keyboard, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const fetchMock = serve((_, path) => ({ status: 200, body: { tickets: path.includes('status=closed') ? [] : rows.slice(0, 1) } }));
    show(<TicketQueue />, '/', '/?account=1001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support requests of account #1001' })).toBeInTheDocument();
    expect(calls(fetchMock, 'GET')[0]![0]).toBe('tickets?status=open&assignee=any&account=1001');
    const status = screen.getByRole('combobox', { name: 'Status' });
    status.focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('option', { name: 'Closed' }));
    expect(await screen.findByTestId('tickets-empty')).toHaveTextContent('No request matches these filters.');
    expect(screen.getByTestId('location')).toHaveTextContent('/?status=closed&assignee=any&account=1001');
    await user.click(screen.getByRole('button', { name: 'Show every account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?status=closed&assignee=any'));
    expect(screen.getByRole('heading', { level: 1, name: 'Support requests' })).toBeInTheDocument();
  });

  // covers: issue 32 item 3 (console queue: empty state and error state, in French)
  it('says in French that nothing waits, and shows a failure', async () => {
    serve(() => ({ status: 200, body: { tickets: [] } }));
    const { unmount } = show(<TicketQueue />, '/', '/', 'fr');
    expect(await screen.findByText('Aucune demande n’attend de réponse.')).toBeInTheDocument();
    unmount();
    serve(() => ({ status: 500, body: { error: 'internal', message: 'boom' } }));
    show(<TicketQueue />, '/', '/');
    expect(await screen.findByText('Something went wrong. Try again in a moment.')).toBeInTheDocument();
  });
});
