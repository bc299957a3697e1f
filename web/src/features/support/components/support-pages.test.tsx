// covers: issue 32 item 3 (support tickets, the subscriber's pages: list, new request, conversation, menu count)
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { installFakeServer, type FakeCall, type FakeRoutes } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';

const LIST = 'user.1001/supportticket';
const T = 1_796_000_000; // 2026-11-30

type Summary = { ticketid: number; category: string; subject: string; status: string; created: number; updated: number; unread: number };

const ticket12 = {
  ticketid: 12,
  category: 'internet',
  subject: 'My internet drops every evening',
  status: 'answered',
  created: T - 7200,
  updated: T - 600,
  diagnostics: ['Account: 1001', 'Router: Online'],
  messages: [
    {
      messageid: 1,
      from: 'you',
      author: 'Avery Fields',
      body: 'My internet drops every evening\naround 8 pm.',
      at: T - 7200,
      attachments: [{ attachmentid: 5, name: 'lights.png', type: 'image/png', size: 2000 }],
    },
    { messageid: 2, from: 'provider', author: 'Sam Agent', body: 'We are looking at your line.', at: T - 600, attachments: [] },
  ],
};

const summaries = (): Summary[] => [
  { ticketid: 12, category: 'internet', subject: ticket12.subject, status: 'answered', created: T - 7200, updated: T - 600, unread: 1 },
  { ticketid: 9, category: 'billing', subject: 'Question about my bill', status: 'closed', created: T - 90000, updated: T - 80000, unread: 0 },
];

/** A fake of the support targets that keeps what is written (like docs/support-api.md). */
function supportServer(opts: { list?: Summary[]; extra?: FakeRoutes } = {}) {
  let list = opts.list ?? summaries();
  let ticket = structuredClone(ticket12);
  const posts: FakeCall[] = [];
  const server = installFakeServer({
    [`GET ${LIST}`]: () => ({ json: { error: 0, list } }),
    [`GET ${LIST}.12`]: () => {
      list = list.map((s) => (s.ticketid === 12 ? { ...s, unread: 0 } : s));
      return { json: { error: 0, object: ticket } };
    },
    [`GET ${LIST}.77`]: { status: 450, json: { error: 1, message: 'There is no such request.' } },
    [`GET ${LIST}.12/supportattachment.5`]: { text: 'PNG-BYTES', contentType: 'image/png' },
    [`POST ${LIST}`]: (call) => {
      posts.push(call);
      return { json: { error: 0, success: true, message: 'Your request #13 is sent. We will answer by e-mail and here.', ticketid: 13 } };
    },
    [`GET ${LIST}.13`]: {
      json: { error: 0, object: { ...ticket12, ticketid: 13, status: 'open', subject: 'Slow', diagnostics: [], messages: [{ ...ticket12.messages[0], body: 'Slow' }] } },
    },
    [`POST ${LIST}.12/supportreply`]: (call) => {
      posts.push(call);
      const form = call.body as FormData;
      ticket = {
        ...ticket,
        status: 'open',
        messages: [...ticket.messages, { messageid: 3, from: 'you', author: 'Avery Fields', body: String(form.get('message')), at: T, attachments: [] }],
      };
      return { json: { error: 0, success: true, message: 'Your message is sent.' } };
    },
    [`POST ${LIST}.12/supportclose`]: (call) => {
      posts.push(call);
      ticket = { ...ticket, status: 'closed' };
      return { json: { error: 0, success: true, message: 'The request is marked as solved.' } };
    },
    ...opts.extra,
  });
  return { ...server, posts };
}

const png = (name = 'photo.png', size = 120) => new File([new Uint8Array(size).fill(1)], name, { type: 'image/png' });

let saved: string[] = [];

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
  for (const k of ['hamburgerTooltip', 'accountsTooltip', 'acceptedFwdDialog']) localStorage.setItem(k, 'true');
  saved = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:http://localhost/1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
  });
});

afterEach(() => {
  localStorage.removeItem('language');
  document.cookie = 'myaccount_lang=; Max-Age=0; Path=/';
});

const heading = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 20_000 });
const location = () => screen.getByTestId('location');

describe('Support: the list', () => {
  it('says there are no requests, offers a new one, and the menu has Support without a count', async () => {
    supportServer({ list: [] });
    renderApp('/ui/user/support');
    await heading('Support');
    expect(await screen.findByTestId('tickets-empty', {}, { timeout: 10_000 })).toHaveTextContent('You have no requests.');
    expect(screen.getByRole('link', { name: 'New request' })).toHaveAttribute('href', '/ui/user/support/new');
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(nav.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/ui/user/support');
    expect(screen.queryByTestId('support-unread')).toBeNull();
  }, 45_000);

  it('lists the requests with their status and the new replies, and the menu counts the unread replies', async () => {
    supportServer();
    renderApp('/ui/user/support');
    const list = within(await screen.findByTestId('ticket-list', {}, { timeout: 20_000 }));
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('My internet drops every evening');
    expect(items[0]).toHaveTextContent('Answered');
    expect(items[0]).toHaveTextContent('1 new reply');
    expect(items[0]).toHaveTextContent('Request #12 · Internet');
    expect(items[1]).toHaveTextContent('Solved');
    expect(items[1]).toHaveTextContent('Billing and payments');
    expect(within(items[1]!).queryByTestId('ticket-unread')).toBeNull();
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(await nav.findByRole('link', { name: 'Support 1 new reply' }, { timeout: 10_000 })).toBeInTheDocument();
    // Opening the request reads it (its replies are read then): the count goes.
    await userEvent.click(list.getByRole('link', { name: /My internet drops every evening/ }));
    await heading('My internet drops every evening');
    await waitFor(() => expect(screen.queryByTestId('support-unread')).toBeNull(), { timeout: 10_000 });
  }, 45_000);

  it('shows a failed read with Try again', async () => {
    supportServer({ extra: { [`GET ${LIST}`]: { status: 500, json: { error: 1 } } } });
    renderApp('/ui/user/support');
    const alert = await screen.findByText(/We could not read your requests./, {}, { timeout: 20_000 });
    expect(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  }, 45_000);
});

describe('Support: a new request', () => {
  it('checks the form, lists the attachments with their size, sends them once with an Idempotency-Key and opens the new request', async () => {
    const server = supportServer();
    renderApp('/ui/user/support/new');
    await heading('New request');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please choose what your request is about.')).toBeInTheDocument();
    expect(server.posts).toHaveLength(0);
    await user.selectOptions(screen.getByRole('combobox', { name: /What is it about\?/ }), 'internet');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please describe your request.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Slow{enter}since Monday');

    const input = screen.getByTestId('new-request-files-input');
    await user.upload(input, [png('a.png', 2000), png('b.png'), png('c.png')]);
    const files = within(screen.getByRole('list', { name: 'Files to send' }));
    expect(files.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a.png (2 kB)', 'b.png (120 B)', 'c.png (120 B)']);
    expect(screen.getByRole('button', { name: 'Add a file' })).toBeDisabled();
    await user.click(files.getByRole('button', { name: 'Remove b.png' }));
    expect(within(screen.getByRole('list', { name: 'Files to send' })).getAllByRole('listitem')).toHaveLength(2);
    // A file that is neither a photo nor a PDF by its type and name is not added (the server checks the content).
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByTestId('new-request-files-problem')).toHaveTextContent('notes.txt is not a photo (JPEG or PNG) or a PDF document.');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await heading('Slow');
    expect(screen.getByTestId('ticket-notice')).toHaveTextContent('Your request #13 is sent. We will answer by e-mail and here.');
    expect(location()).toHaveTextContent('/user/support/13');
    expect(server.posts).toHaveLength(1);
    const call = server.posts[0]!;
    expect(call.url.searchParams.get('docpost')).toBe('t');
    expect(call.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    const form = call.body as FormData;
    expect(form.get('category')).toBe('internet');
    expect(form.get('description')).toBe('Slow\nsince Monday');
    expect(form.get('diagnostics')).toBeNull();
    expect((form.getAll('file') as File[]).map((f) => f.name)).toEqual(['a.png', 'c.png']);
  }, 60_000);

  it("shows the server's refusal, and the next attempt is a new one (its own key)", async () => {
    let n = 0;
    const server = supportServer({
      extra: {
        [`POST ${LIST}`]: (call) => {
          server.posts.push(call);
          n += 1;
          return n === 1
            ? { status: 450, json: { error: 1, message: 'photo.png is not a JPEG, PNG or PDF file.' } }
            : { json: { error: 0, success: true, message: 'Your request #13 is sent. We will answer by e-mail and here.', ticketid: 13 } };
        },
      },
    });
    renderApp('/ui/user/support/new');
    await heading('New request');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: /What is it about\?/ }), 'other');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Look at this');
    await user.upload(screen.getByTestId('new-request-files-input'), png());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('new-request-error')).toHaveTextContent('photo.png is not a JPEG, PNG or PDF file.');
    await user.click(screen.getByRole('button', { name: 'Remove photo.png' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await heading('Slow');
    const keys = server.posts.map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  }, 60_000);

  it('coming from the troubleshooting page, is about the Internet and shows and sends what that page found', async () => {
    const server = supportServer();
    renderApp({ pathname: '/ui/user/support/new', state: { category: 'internet', diagnostics: ['Account: 1001', 'Router: Offline'] } });
    await heading('New request');
    expect(screen.getByRole('combobox', { name: /What is it about\?/ })).toHaveValue('internet');
    const found = within(screen.getByTestId('handoff-diagnostics'));
    expect(found.getByRole('heading', { name: 'What the troubleshooting page found' })).toBeInTheDocument();
    expect(found.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Account: 1001', 'Router: Offline']);
    expect(found.queryByRole('textbox')).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Still down');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await heading('Slow');
    expect((server.posts[0]!.body as FormData).get('diagnostics')).toBe('Account: 1001\nRouter: Offline');
  }, 45_000);
});

describe('Support: a request', () => {
  it('shows the conversation oldest first with who and when, the diagnostics and the files to download', async () => {
    const server = supportServer();
    renderApp('/ui/user/support/12');
    await heading('My internet drops every evening');
    expect(screen.getByTestId('ticket-status')).toHaveTextContent('Answered');
    expect(within(screen.getByTestId('ticket-diagnostics')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Account: 1001', 'Router: Online']);
    const messages = within(screen.getByTestId('conversation')).getAllByRole('article');
    expect(messages).toHaveLength(2);
    expect(within(messages[0]!).getByRole('heading', { name: 'Avery Fields (you)' })).toBeInTheDocument();
    expect(messages[0]).toHaveTextContent('2026');
    expect(within(messages[1]!).getByRole('heading', { name: 'Sam Agent' })).toBeInTheDocument();
    expect(within(messages[1]!).getByTestId('message-body')).toHaveTextContent('We are looking at your line.');
    await userEvent.click(within(messages[0]!).getByRole('button', { name: 'Download lights.png (2 kB)' }));
    await waitFor(() => expect(saved).toEqual(['lights.png']));
    expect(server.callsTo('GET', `${LIST}.12/supportattachment.5`)).toHaveLength(1);
  }, 45_000);

  it('sends a reply with its key and shows it; "This is solved" asks first, then shows the request solved', async () => {
    const server = supportServer();
    renderApp('/ui/user/support/12');
    await heading('My internet drops every evening');
    const user = userEvent.setup();
    const reply = within(screen.getByTestId('reply-form'));
    await user.click(reply.getByRole('button', { name: 'Send reply' }));
    expect(reply.getByText('Please write your message.')).toBeInTheDocument();
    await user.type(reply.getByRole('textbox', { name: /Your message/ }), 'Thanks, it is better');
    await user.click(reply.getByRole('button', { name: 'Send reply' }));
    expect(await reply.findByTestId('reply-sent')).toHaveTextContent('Your message is sent.');
    const replyCall = server.posts.at(-1)!;
    expect((replyCall.body as FormData).get('message')).toBe('Thanks, it is better');
    expect(replyCall.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByTestId('conversation')).getAllByRole('article')).toHaveLength(3), { timeout: 10_000 });
    expect(screen.getByTestId('ticket-status')).toHaveTextContent('Waiting for us');

    await user.click(screen.getByRole('button', { name: 'This is solved' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark this request as solved?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.posts.filter((c) => c.target.endsWith('/supportclose'))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'This is solved' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, it is solved' }));
    expect(await screen.findByTestId('ticket-notice')).toHaveTextContent('The request is marked as solved.');
    expect(await screen.findByTestId('ticket-closed', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'This is solved' })).toBeNull();
    expect(screen.getByTestId('ticket-status')).toHaveTextContent('Solved');
  }, 60_000);

  it('answers a request of another account (or none) like a missing one', async () => {
    supportServer();
    renderApp('/ui/user/support/77');
    const text = await screen.findByText(/We could not open this request. There is no such request./, {}, { timeout: 20_000 });
    expect(text).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my requests' })).toHaveAttribute('href', '/ui/user/support');
    expect(screen.queryByTestId('reply-form')).toBeNull();
  }, 45_000);

  it('speaks French', async () => {
    supportServer();
    renderApp('/ui/user/support/12');
    await heading('My internet drops every evening');
    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('button', { name: 'C’est réglé' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByTestId('ticket-status')).toHaveTextContent('Répondue');
    expect(screen.getByRole('heading', { name: 'Échanges' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer la réponse' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: /navigation/i })).getByRole('link', { name: 'Soutien' })).toBeInTheDocument();
  }, 45_000);
});
