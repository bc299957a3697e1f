// covers: PLAT-125
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../lib/api-client';
import { browser } from '../lib/browser';
import { createQueryClient } from '../lib/api-client/query';
import { installFakeServer, type FakeAnswer } from '../test/fake-server';
import { renderApp, setViewportWidth } from '../test/render-app';
import { AppErrorBoundary } from './error-boundary';
import { ErrorReporterProvider } from './error-reporter';

// A page of the shell that fails while rendering.
vi.mock('../features/important/components/important-page', () => ({
  ImportantPage: () => {
    throw new Error('important page broke');
  },
}));

function Broken(): never {
  throw new Error('boom');
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

function renderBroken(feedback?: FakeAnswer) {
  const server = installFakeServer(feedback ? { 'POST me.1/feedback': feedback } : {});
  const reporter = { report: vi.fn() };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ErrorReporterProvider reporter={reporter}>
        <AppErrorBoundary>
          <Broken />
        </AppErrorBoundary>
      </ErrorReporterProvider>
    </QueryClientProvider>,
  );
  return { server, reporter };
}

/** Puts text in a field at once (typing key by key is slow on a busy machine). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function openFeedback() {
  await userEvent.click(screen.getByRole('button', { name: 'Send us a feedback' }));
  return screen.findByRole('dialog', { name: 'Send us a feedback' });
}

describe('error boundary', () => {
  it("shows 'Oops! Something went wrong.' with 'Reload Page' and 'Send us a feedback', and reports", () => {
    const { reporter } = renderBroken();
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send us a feedback' })).toBeInTheDocument();
    expect(reporter.report).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), { user: null });
  });

  it("the app-wide boundary shows the error page in the public pages' frame, with the provider's brand", async () => {
    installFakeServer();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ErrorReporterProvider reporter={{ report: vi.fn() }}>
          <AppErrorBoundary framed>
            <Broken />
          </AppErrorBoundary>
        </ErrorReporterProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Something went wrong.' })).toBeInTheDocument();
    expect(await within(screen.getByRole('banner')).findByText('Demo Networks')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('button', { name: 'Reload Page' }));
  });

  it('sends the feedback with the page and the error as context and shows the thanks', async () => {
    setToken('tok');
    const { server } = renderBroken({ json: { error: 0, message: 'Thank you. Your feedback was sent.' } });
    const dialog = await openFeedback();
    await fill(within(dialog).getByRole('textbox', { name: /Your feedback/ }), 'The page broke\nwhen I clicked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Thank you. Your feedback was sent.')).toBeInTheDocument();
    const posts = server.callsTo('POST', 'me.1/feedback');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ message: 'The page broke\nwhen I clicked', context: `${window.location.pathname}: boom` });
    expect(posts[0]!.headers.get('x-omicron')).toBe('tok');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for a message before sending an empty one', async () => {
    setToken('tok');
    const { server } = renderBroken({ json: { error: 0 } });
    const dialog = await openFeedback();
    await fill(within(dialog).getByRole('textbox', { name: /Your feedback/ }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Please write your feedback before sending it.')).toBeInTheDocument();
    expect(server.callsTo('POST', 'me.1/feedback')).toEqual([]);
  });

  it("shows the server's message when it refuses the feedback (450)", async () => {
    setToken('tok');
    renderBroken({ status: 450, json: { error: 1, message: 'Your feedback is too long. Please keep it under 5,000 characters.' } });
    const dialog = await openFeedback();
    await fill(within(dialog).getByRole('textbox', { name: /Your feedback/ }), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Your feedback is too long. Please keep it under 5,000 characters.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('says the feedback failed on a network error', async () => {
    setToken('tok');
    renderBroken({ networkError: 'Failed to fetch' });
    const dialog = await openFeedback();
    await fill(within(dialog).getByRole('textbox', { name: /Your feedback/ }), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(/Failed to fetch/)).toBeInTheDocument();
  });

  it('without a session points to the e-mail instead of sending', async () => {
    const { server } = renderBroken({ json: { error: 0 } });
    const dialog = await openFeedback();
    await fill(within(dialog).getByRole('textbox', { name: /Your feedback/ }), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(/You are not signed in/)).toBeInTheDocument();
    expect(await within(dialog).findByRole('link', { name: 'support@demo.test' })).toHaveAttribute('href', 'mailto:support@demo.test');
    expect(server.callsTo('POST', 'me.1/feedback')).toEqual([]);
  });

  it('works inside the shell: a broken page shows the error page and its feedback is sent with the token', async () => {
    setToken('tok');
    setViewportWidth(1280);
    vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const server = installFakeServer({
      'GET me.1/accountwarning': { json: { error: 0, list: [{ id: 1, type: 'hitcap', title: 'Cap reached', body: 'b', user: 1001 }] } },
      'POST me.1/feedback': { json: { error: 0, message: 'Thank you. Your feedback was sent.' } },
    });
    renderApp('/ui/user/important');
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong.' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Logged as')).toBeInTheDocument();
    const dialog = await openFeedback();
    await fill(within(dialog).getByRole('textbox', { name: /Your feedback/ }), 'Important page is blank');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Thank you. Your feedback was sent.')).toBeInTheDocument();
    const post = server.callsTo('POST', 'me.1/feedback')[0]!;
    expect(post.body).toEqual({ message: 'Important page is blank', context: expect.stringContaining('important page broke') });
    expect(post.headers.get('x-omicron')).toBe('tok');
  });
});
