import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me, Role } from '../api';
import { I18nContext, translate, type Lang } from '../i18n';
import { StaffContext } from '../staff-context';
import type { SubscriberPage } from './api';
import { SubscriberPageView } from './page';

const page: SubscriberPage = {
  account: { id: 1001, name: 'Avery Fields', kind: 'person', address: '4718 Gaetz Avenue', city: 'Red Deer', postalCode: 'T4N 3Z9' },
  phones: ['4033410118'],
  emails: ['avery.fields@example.com'],
  logins: [
    { email: 'avery@demo.test', language: 'en', disabled: false, hasPassword: true, createdAt: '2026-01-01T00:00:00Z', limits: [] },
    {
      email: 'new@demo.test',
      language: 'fr',
      disabled: false,
      hasPassword: false,
      createdAt: '2026-01-01T00:00:00Z',
      limits: [{ kind: 'sign-in', count: 5, limit: 5, until: '2026-11-28T08:15:00Z' }],
    },
  ],
  balance: { pastDueCents: 13485, currentCents: 12485, pendingCents: 0, unbilledCents: 0 },
  ledger: [{ id: 1, kind: 'credit', description: { en: 'Goodwill', fr: 'Geste commercial' }, amountCents: -1234, at: '2026-11-28T08:00:00Z' }],
  documents: [],
  method: { type: 'VA', last4: '4242', expMonth: 11, expYear: 2029, since: '2026-01-01T00:00:00Z' },
  phone: [],
  addresses: [],
  warnings: [],
  mail: [],
  requests: [
    { id: 7, status: 'pending', createdAt: '2026-11-20T00:00:00Z', changes: [{ type: 'name', description: 'Avery Field' }] },
  ],
  pending: [{ queue: 'identity-documents', id: 3, at: '2026-11-20T00:00:00Z' }],
  actions: [],
};

type Handler = (method: string, path: string, body: unknown) => { status: number; body?: unknown };

function serve(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/staff\/api\//, '');
    const { status, body } = handler(init?.method ?? 'GET', path, init?.body ? JSON.parse(String(init.body)) : undefined);
    return new Response(status === 204 ? null : JSON.stringify(body ?? {}), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function show(role: Role, account = '1001', lang: Lang = 'en') {
  const me: Me = { email: `${role}@demo.test`, name: role, role, stage: 'signed-in' };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nContext.Provider value={{ lang, t: (k, v) => translate(lang, k, v), setLang: () => {} }}>
        <StaffContext.Provider value={me}>
          <MemoryRouter initialEntries={[`/${account}`]}>
            <Routes>
              <Route path=":account" element={<SubscriberPageView />} />
            </Routes>
          </MemoryRouter>
        </StaffContext.Provider>
      </I18nContext.Provider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the subscriber page', () => {
  it('shows the account, its logins with their actions, pending reviews and requests linked to their review screens; no ledger action for an agent', async () => {
    serve(() => ({ status: 200, body: page }));
    show('agent');
    expect(await screen.findByRole('heading', { level: 1, name: 'Avery Fields — account #1001' })).toBeInTheDocument();
    expect(screen.getByText(/\(403\) 341-0118/)).toBeInTheDocument();
    const logins = screen.getByRole('region', { name: 'Logins' });
    expect(within(logins).getByRole('button', { name: 'Send a password-reset e-mail' })).toBeInTheDocument();
    expect(within(logins).getByRole('button', { name: 'Resend the invitation' })).toBeInTheDocument();
    expect(within(logins).getByRole('button', { name: 'Lift the sign-in limits' })).toBeInTheDocument();
    expect(within(logins).getByText(/Sign-in locked for unknown browsers: 5 failed attempts/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post a credit' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Identity documents, since/ })).toHaveAttribute('href', '/reviews/identity-documents/3');
    expect(screen.getByRole('link', { name: 'Resolve the request' })).toHaveAttribute('href', '/reviews/change-requests/7');
    expect(screen.getByText('Automatic payment: Visa •••• 4242 — expires 11/2029')).toBeInTheDocument();
    expect(screen.getByText('No internet service on this account.')).toBeInTheDocument();
    // covers: issue 32 item 3 (the subscriber page links to the account's support requests)
    expect(screen.getByRole('link', { name: 'Support requests of this account' })).toHaveAttribute('href', '/tickets?account=1001');
  });

  it('says an unknown account is not there', async () => {
    serve(() => ({ status: 404, body: { error: 'not-found', message: 'no such account' } }));
    show('agent', '999');
    expect(await screen.findByRole('heading', { name: 'There is no account #999' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the subscriber search' })).toBeInTheDocument();
  });

  it('posts a credit for billing after its review, and shows a refusal in the dialog', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const fetchMock = serve((method, path) => {
      if (method === 'POST' && path === 'accounts/1001/credits') {
        if (refuse) return { status: 400, body: { error: 'refused', message: 'the description is longer than 200 characters' } };
        return { status: 200, body: { id: 9, amountCents: -1234 } };
      }
      return { status: 200, body: page };
    });
    show('billing');
    await user.click(await screen.findByRole('button', { name: 'Post a credit' }));
    const dialog = screen.getByRole('dialog', { name: 'Credit to account #1001' });
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText('Fill in this field.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Amount in dollars/), '12,34');
    await user.type(within(dialog).getByLabelText(/Description/), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText('Credit $12.34 to account #1001: “Goodwill”. The balance goes down at once.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Post the credit' }));
    expect(await within(dialog).findByText('the description is longer than 200 characters')).toBeInTheDocument();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Post the credit' }));
    expect(await screen.findByText('A credit of $12.34 is posted to account #1001.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Credit to account #1001' })).not.toBeInTheDocument());
    const posted = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posted.at(-1)![1]!.body))).toEqual({ amount: '12.34', description: 'Goodwill' });
    // The page is read again after the action.
    expect(fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET').length).toBeGreaterThanOrEqual(2);
  });

  it('confirms before disabling a login; Cancel does nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = serve((method) => (method === 'POST' ? { status: 200, body: { disabled: true } } : { status: 200, body: page }));
    show('agent', '1001', 'fr');
    const logins = await screen.findByRole('region', { name: 'Connexions' });
    await user.click(within(logins).getAllByRole('button', { name: 'Désactiver la connexion' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Désactiver cette connexion?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(within(logins).getAllByRole('button', { name: 'Désactiver la connexion' })[0]!);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Désactiver la connexion' }));
    expect(await screen.findByText('avery@demo.test est désactivée.')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe('/staff/api/accounts/1001/logins/avery%40demo.test/disabled');
  });
});
