// covers: PLAT-164, PLAT-165, PLAT-166, PLAT-167, PLAT-168, PLAT-169, PLAT-170, PLAT-171, PLAT-172, PLAT-173, PLAT-174
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../../lib/api-client';
import { installFakeServer, type FakeAnswer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { makeTestToken as makeToken } from '../make-test-token';
import { wholeText } from '../../../test/whole-text';

const ERROR = "An error occurred. Please try again or contact the provider's support at 1-800-555-0100";
const token = makeToken({ email: 'avery@demo.test', subscriptions: [['news', 'Monthly newsletter'], ['offers', 'Offers and promotions']] });

function SearchProbe() {
  return <div data-testid="search">{useLocation().search}</div>;
}

function open(ut: string | null, answer: FakeAnswer = { status: 200, json: { error: 0, message: 'You have been unsubscribed.' } }) {
  const server = installFakeServer({ 'POST /guest/unsubscribeemail': answer });
  const path = ut === null ? '/ui/public/unsubscribe' : `/ui/public/unsubscribe?ut=${encodeURIComponent(ut)}`;
  renderApp(path, { extra: <SearchProbe /> });
  return server;
}

describe('public unsubscribe page', () => {
  it('shows the e-mail and the names of the subscriptions, and takes the token out of the address', async () => {
    const server = open(token);
    expect(await screen.findByText('avery@demo.test')).toBeInTheDocument();
    expect(screen.getByText('Monthly newsletter')).toBeInTheDocument();
    expect(screen.getByText('Offers and promotions')).toBeInTheDocument();
    expect(screen.queryByText('news')).toBeNull();
    expect(screen.getByRole('button', { name: 'Yes, unsubscribe' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(/^$/));
    expect(screen.getByTestId('location')).toHaveTextContent('/public/unsubscribe');
    // Public: no session is looked for and no API call is made.
    expect(getToken()).toBeNull();
    expect(server.calls.filter((c) => c.url.pathname === '/api' || c.url.pathname.startsWith('/auth'))).toEqual([]);
  });

  it("'Yes, unsubscribe' posts {ut} to the guest call and a 200 shows the unsubscribed message", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const server = open(token, async () => {
      await gate;
      return { status: 200, json: { error: 0, message: 'ignored body' } };
    });
    const yes = await screen.findByRole('button', { name: 'Yes, unsubscribe' });
    await userEvent.click(yes);
    await waitFor(() => expect(yes).toBeDisabled());
    release();
    expect(
      await screen.findByText('avery@demo.test has been unsubscribed from: Monthly newsletter, Offers and promotions.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('ignored body')).toBeNull();
    const posts = server.callsTo('POST', '/guest/unsubscribeemail');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ ut: token });
    expect(posts[0]!.headers.get('x-omicron')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Yes, unsubscribe' })).toBeNull();
  });

  it.each([
    ['a 450', { status: 450, json: { error: 1, message: 'This link was already used.' } }],
    ['a 404', { status: 404, json: { error: 1, message: 'This link was already used.' } }],
    ['a 500', { status: 500, json: { error: 1, message: 'Something went wrong on our side.' } }],
    ['a network failure', { networkError: 'Failed to fetch' }],
  ] as [string, FakeAnswer][])('shows the error message after %s, never the body', async (_name, answer) => {
    open(token, answer);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, unsubscribe' }));
    expect(await screen.findByText(wholeText(ERROR))).toBeInTheDocument();
    expect(screen.queryByText(/already used|our side/)).toBeNull();
  });

  it('says the link was already used when the server answers 410, in the spec’s words for a failure', async () => {
    // The reason comes from the status and the app's catalog, never from the body (PLAT-173).
    open(token, { status: 410, json: { error: 1, message: 'Body text the page never shows' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, unsubscribe' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link was already used.');
    expect(alert).toHaveTextContent(ERROR);
    expect(screen.queryByText(/Body text/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Yes, unsubscribe' })).toBeNull();
  });

  it.each([
    ['missing', null],
    ['garbage', 'garbage-token'],
    ['without subscriptions', makeToken({ email: 'avery@demo.test', subscriptions: [] })],
    ['without e-mail', makeToken({ subscriptions: [['a', 'A']] })],
  ])('shows the error message with the support phone for a %s token', async (_name, ut) => {
    const server = open(ut);
    expect(await screen.findByText(wholeText(ERROR))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yes, unsubscribe' })).toBeNull();
    expect(server.callsTo('POST', '/guest/unsubscribeemail')).toEqual([]);
  });

  it("'Cancel' shows 'You can close this tab' and sends nothing", async () => {
    const server = open(token);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('You can close this tab')).toBeInTheDocument();
    expect(server.callsTo('POST', '/guest/unsubscribeemail')).toEqual([]);
  });

  it("shows the provider's name in the header", async () => {
    open(token);
    expect(await screen.findByText('Demo Networks')).toBeInTheDocument();
  });
});
