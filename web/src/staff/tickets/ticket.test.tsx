import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Ticket } from './api';
import { TicketPage } from './ticket';
import { calls, serve, show, type Handler } from './test-helpers';
import { TicketRoutes } from '.';

const ticket: Ticket = {
  id: 12,
  account: 1001,
  name: 'Avery Fields',
  login_email: 'avery@demo.test',
  language: 'en',
  category: 'internet',
  subject: 'The internet drops every evening',
  status: 'open',
  assignee: null,
  created: '2026-11-27T08:00:00Z',
  updated: '2026-11-27T09:00:00Z',
  version: 3,
  diagnostics: ['Router: online, seen 2 min ago', 'Site: no outage'],
  messages: [
    {
      id: 1,
      from: 'subscriber',
      author: 'Avery Fields',
      body: 'The internet drops every evening.\nThe router light is red.',
      at: '2026-11-27T08:00:00Z',
      attachments: [{ id: 5, name: 'router.png', type: 'image/png', size: 123_456 }],
    },
  ],
};

const staff = { staff: [{ email: 'agent@demo.test', name: 'Alex Agent' }, { email: 'billing@demo.test', name: 'Bo Billing' }] };

/** The ticket, the staff list, and post answers from post (a 200 by default). */
function api(post: Handler = () => ({ status: 200, body: { message: 'Sent.' } }), current: () => Ticket = () => ticket) {
  return serve((method, path, body) => {
    if (method === 'POST') return post(method, path, body);
    if (path === 'staff-logins') return { status: 200, body: staff };
    if (path === 'tickets/12') return { status: 200, body: current() };
    return { status: 404, body: { error: 'not-found', message: 'no such ticket' } };
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the ticket page', () => {
  // covers: issue 32 item 3 (console ticket: subscriber, account link, diagnostics, conversation, attachment link)
  it('shows who asked with a link to the account, the diagnostics, and the conversation with its attachment', async () => {
    api();
    show(<TicketPage id={12} />, '/', '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Request #12: The internet drops every evening' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account #1001' })).toHaveAttribute('href', '/subscribers/1001');
    expect(screen.getByTestId('ticket-facts')).toHaveTextContent('avery@demo.test');
    expect(screen.getByTestId('ticket-status')).toHaveTextContent('Open');
    expect(screen.getByTestId('ticket-diagnostics')).toHaveTextContent('Router: online, seen 2 min ago');
    const conversation = screen.getByRole('region', { name: 'Conversation' });
    const [message] = within(conversation).getAllByTestId('ticket-message');
    expect(message).toHaveTextContent('Avery Fields (Subscriber)');
    expect(message).toHaveTextContent('The router light is red.');
    expect(within(message!).getByRole('link', { name: /^router\.png \(123\skB\)$/ })).toHaveAttribute('href', '/staff/api/tickets/12/attachments/5');
  });

  // covers: issue 32 item 3 (console ticket: no diagnostics block when none; unknown ticket)
  it('leaves the diagnostics out when there are none, and says an unknown ticket is not there', async () => {
    api(undefined, () => ({ ...ticket, diagnostics: [] }));
    const { unmount } = show(<TicketPage id={12} />, '/', '/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('ticket-diagnostics')).not.toBeInTheDocument();
    unmount();
    api();
    show(<TicketRoutes />, '/*', '/99');
    expect(await screen.findByRole('heading', { name: 'There is no request #99' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the requests' })).toBeInTheDocument();
  });

  // covers: issue 32 item 3 (console ticket: reply confirmed before it is sent; Cancel sends nothing; empty refused)
  it('asks to confirm a reply, sends nothing on Cancel, refuses an empty one, and sends it with close for "Reply and close"', async () => {
    const user = userEvent.setup();
    let current = ticket;
    const fetchMock = api((_, path, body) => {
      if (path === 'tickets/12/replies') {
        const b = body as { body: string; close?: boolean };
        current = {
          ...current,
          status: b.close ? 'closed' : 'answered',
          messages: [...current.messages, { id: 2, from: 'staff', author: 'Alex Agent', body: b.body, at: '2026-11-27T10:00:00Z', attachments: [] }],
        };
      }
      return { status: 200, body: { message: 'Sent.' } };
    }, () => current);
    show(<TicketPage id={12} />, '/', '/');
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    expect(screen.getByText('Write the reply first.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your reply to the subscriber'), 'Please restart the router.');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    let dialog = screen.getByRole('dialog', { name: 'Send this reply to Avery Fields?' });
    expect(dialog).toHaveTextContent('sent by e-mail to avery@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetchMock, 'POST')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Reply and close' }));
    dialog = screen.getByRole('dialog', { name: 'Send this reply to Avery Fields?' });
    expect(dialog).toHaveTextContent('The request is then closed.');
    await user.click(within(dialog).getByRole('button', { name: 'Send and close' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The reply is sent and the request is closed.');
    expect(calls(fetchMock, 'POST')).toEqual([['tickets/12/replies', { body: 'Please restart the router.', close: true, version: 3 }]]);
    await waitFor(() => expect(screen.getByTestId('ticket-status')).toHaveTextContent('Closed'));
    expect(screen.getAllByTestId('ticket-message')[1]).toHaveTextContent('Alex Agent (Staff)');
    expect(screen.getByLabelText('Your reply to the subscriber')).toHaveValue('');
  });

  // covers: console ticket replies with attachments
  it('sends files with a reply: a photo or PDF is listed and can be removed, another type is refused, the confirmation names them, and the form goes multipart', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const fetchMock = api();
    show(<TicketPage id={12} />, '/', '/');
    const files = await screen.findByTestId('reply-files');
    expect(within(files).getByText('Files to send with the reply')).toBeInTheDocument();
    const input = within(files).getByTestId('reply-files-input');
    const guide = new File(['%PDF-1.4 guide %%EOF'], 'router guide.pdf', { type: 'application/pdf' });
    const photo = new File(['png'], 'lights.png', { type: 'image/png' });
    await user.upload(input, [guide, photo, new File(['text'], 'notes.txt', { type: 'text/plain' })]);
    expect(within(files).getByRole('alert')).toHaveTextContent('notes.txt is not a photo (JPEG or PNG) or a PDF document.');
    const list = within(files).getByRole('list', { name: 'Files to send' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('router guide.pdf'), expect.stringContaining('lights.png')]);
    await user.click(within(files).getByRole('button', { name: 'Remove lights.png' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    await user.type(screen.getByLabelText('Your reply to the subscriber'), 'Here is the setup guide.');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    const dialog = screen.getByRole('dialog', { name: 'Send this reply to Avery Fields?' });
    expect(dialog).toHaveTextContent('With the files: router guide.pdf.');
    await user.click(within(dialog).getByRole('button', { name: 'Send the reply' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The reply is sent.');
    expect(calls(fetchMock, 'POST')).toEqual([['tickets/12/replies', { body: 'Here is the setup guide.', version: '3', file: ['router guide.pdf'] }]]);
    // The form's files go with the reply: none is left for the next one.
    expect(within(screen.getByTestId('reply-files')).queryByRole('list')).toBeNull();
  });

  // covers: issue 32 item 3 (console ticket: the server's refusal shown; 409 reloads the ticket and keeps the draft)
  it('shows the server’s refusal, and on a 409 says the request changed, reads it again and keeps the draft', async () => {
    const user = userEvent.setup();
    let conflict = false;
    let reads = 0;
    api(
      () =>
        conflict
          ? { status: 409, body: { error: 'changed', message: 'this ticket changed meanwhile: read it again' } }
          : { status: 400, body: { error: 'bad-reply', message: 'the reply is longer than 5,000 characters' } },
      () => {
        reads++;
        return ticket;
      },
    );
    show(<TicketPage id={12} />, '/', '/');
    await user.type(await screen.findByLabelText('Your reply to the subscriber'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send the reply' }));
    expect(await screen.findByText('the reply is longer than 5,000 characters')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    conflict = true;
    const before = reads;
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send the reply' }));
    expect(await screen.findByText(/This request changed meanwhile/)).toHaveTextContent('this ticket changed meanwhile: read it again');
    await waitFor(() => expect(reads).toBeGreaterThan(before));
    expect(screen.getByLabelText('Your reply to the subscriber')).toHaveValue('Hello');
  });

  // covers: issue 32 item 3 (console ticket: status select, assignee select, Assign to me; in French)
  it('assigns the ticket to oneself, to another agent, and changes its status', async () => {
    const user = userEvent.setup();
    let current = ticket;
    const fetchMock = api((_, path, body) => {
      if (path === 'tickets/12/assignee') current = { ...current, assignee: (body as { assignee: string | null }).assignee, version: current.version! + 1 };
      if (path === 'tickets/12/status') current = { ...current, status: (body as { status: Ticket['status'] }).status, version: current.version! + 1 };
      return { status: 200, body: { ticket: current } };
    }, () => current);
    show(<TicketPage id={12} />, '/', '/', 'fr');
    await user.click(await screen.findByRole('button', { name: 'Me l’attribuer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('La demande vous est attribuée.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Me l’attribuer' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('combobox', { name: 'Attribuée à' }));
    await user.click(screen.getByRole('option', { name: 'Bo Billing (billing@demo.test)' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('La demande est attribuée à billing@demo.test.'));
    await user.click(screen.getByRole('combobox', { name: 'État' }));
    await user.click(screen.getByRole('option', { name: 'Répondue' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/L’état est maintenant «.Répondue.»/));
    expect(calls(fetchMock, 'POST')).toEqual([
      ['tickets/12/assignee', { assignee: 'agent@demo.test', version: 3 }],
      ['tickets/12/assignee', { assignee: 'billing@demo.test', version: 4 }],
      ['tickets/12/status', { status: 'answered', version: 5 }],
    ]);
  });
});

