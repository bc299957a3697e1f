import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ReviewItem } from '../api';
import { ReviewScreen } from './review-screen';

const contract: ReviewItem = {
  queue: 'contracts',
  id: 7,
  account: 3001,
  name: 'Casey Lin',
  status: 'submitted',
  pending: true,
  since: '2026-11-28T08:00:00Z',
  ageSeconds: 120,
  lang: 'fr',
  reasons: ['La signature est absente ou illisible.', 'Le contrat doit être signé par le titulaire du compte.'],
  file: true,
  contentType: 'application/pdf',
  signature: {
    kind: 'contract',
    version: '2.3',
    term: 0,
    login: 'casey@demo.test',
    clientIp: '192.0.2.1',
    signedAt: '2026-11-28T08:00:00Z',
    pdfSha256: 'ab',
  },
};

/** Answers the review calls: the item, then whatever a decision posts. */
function serve(item: ReviewItem) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ decision: 'reject' }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }
      expect(url).toBe(`/staff/api/reviews/${item.queue}/${item.id}`);
      return new Response(JSON.stringify(item), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return posted;
}

function open(item: ReviewItem) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReviewScreen queue={item.queue} id={item.id} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('a review screen', () => {
  it('shows the signed PDF, links the subscriber, and rejects only with a reason offered in the subscriber’s language', async () => {
    const posted = serve(contract);
    open(contract);
    expect(await screen.findByTitle('Signed Contract of Casey Lin, with its audit page')).toHaveAttribute('src', '/staff/api/reviews/contracts/7/file');
    expect(screen.getByRole('link', { name: 'Account #3001' })).toHaveAttribute('href', '/subscribers/3001');
    await userEvent.click(screen.getByRole('button', { name: 'Reject…' }));
    expect(screen.getByText('The subscriber is shown the reason in their language (French).')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reject with this reason' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose or type the reason the subscriber will be told.');
    expect(posted).toEqual([]);
    const reason = screen.getByRole('radio', { name: 'Le contrat doit être signé par le titulaire du compte.' });
    await userEvent.click(reason);
    await userEvent.click(screen.getByRole('button', { name: 'Reject with this reason' }));
    await waitFor(() => expect(posted).toEqual([{ decision: 'reject', reason: 'Le contrat doit être signé par le titulaire du compte.' }]));
  });

  it('takes a void cheque’s approval only with the last four digits', async () => {
    const cheque: ReviewItem = { ...contract, queue: 'void-cheques', id: 9, signature: undefined, contentType: 'image/jpeg', reasons: [] };
    const posted = serve(cheque);
    open(cheque);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(screen.getByText('Enter the bank account’s last four digits, as on the cheque.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Last four digits of the bank account'), '12a345');
    expect(screen.getByLabelText('Last four digits of the bank account')).toHaveValue('1234');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(posted).toEqual([{ decision: 'approve', last4: '1234' }]));
  });

  it('says who holds a claimed item and disables the decision', async () => {
    const held: ReviewItem = {
      ...contract,
      claim: { email: 'billing@demo.test', name: 'Bea', mine: false, claimedAt: '2026-11-28T08:00:00Z', expiresAt: '2026-11-28T08:30:00Z' },
    };
    serve(held);
    open(held);
    expect(await screen.findByTestId('claim-bar')).toHaveTextContent('Bea (billing@demo.test) is working on this item');
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Take over' })).toBeEnabled();
  });
});
