// covers: ACCT-030, ACCT-031, ACCT-032, ACCT-033, ACCT-034, ACCT-035
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import {
  FAKE_PDF,
  documentFiles,
  documentRoutes,
  documentsDemo,
  installFakeFiles,
  installFakeServer,
  type FakeFile,
  type FakeFiles,
  type FakeRoutes,
} from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';
import { fallbackFileName, thumbnailQuery } from '../api/get-document-file';

let created: string[];
let revoked: string[];
let saved: { href: string; download: string }[];
let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  setToken('tok-docs');
  setViewportWidth(1280);
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  for (const k of ['hamburgerTooltip', 'accountsTooltip', 'acceptedFwdDialog']) localStorage.setItem(k, 'true');
  created = [];
  revoked = [];
  saved = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    const url = `blob:http://localhost/${created.length + 1}`;
    created.push(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => void revoked.push(url));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});

/** Opens /ui/user/documents with the demo documents (or the routes and files given). */
async function openDocuments(extra: FakeRoutes = {}, files: FakeFiles = documentFiles()) {
  const server = installFakeServer({ ...documentRoutes(), ...extra });
  installFakeFiles(server, files);
  const app = renderApp('/ui/user/documents');
  await screen.findByRole('heading', { level: 2, name: 'Documents' }, { timeout: 20_000 });
  return { server, ...app };
}

const rows = () => screen.getAllByTestId('document-row');
const thumbnailCalls = (server: ReturnType<typeof installFakeServer>) => server.calls.filter((c) => c.url.searchParams.get('variant') === 'thumbnail');

describe('the documents list', () => {
  it('is a table of the documents newest first, each with its preview, date and Download', async () => {
    // Given out of order: the page sorts newest first (ACCT-031).
    const { server } = await openDocuments({ 'GET user.1001/documentget': { json: { error: 0, list: [documentsDemo[2], documentsDemo[0], documentsDemo[1]], zeroRows: false } } });
    const table = await screen.findByRole('table', { name: 'Your documents' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Preview', 'Document', 'Date', 'Download']);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows().map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['Invoice November 2026', 'Invoice October 2026', 'Invoice September 2026']);
    expect(within(rows()[0]!).getByText('November 1, 2026')).toBeInTheDocument();
    expect(within(rows()[0]!).getByRole('button', { name: 'Download Invoice November 2026' })).toHaveTextContent('Download');

    // A real preview per row, through an object URL of the file fetched with the session header (ACCT-033, ACCT-034).
    const img = await within(rows()[0]!).findByRole('img', { name: 'Preview of Invoice November 2026' });
    expect(img.getAttribute('src')).toMatch(/^blob:/);
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Preview of / })).toHaveLength(3));
    const thumbs = thumbnailCalls(server);
    expect(thumbs.map((c) => c.target).sort()).toEqual(['user.1001/documentget.4', 'user.1001/documentget.5', 'user.1001/documentget.6']);
    for (const c of thumbs) {
      expect(c.headers.get('x-omicron')).toBe('tok-docs');
      expect(c.headers.get('accept-language')).toBe('en');
      expect(c.url.href).not.toContain('tok-docs');
    }
  });

  it('shows cards on a phone (375 px)', async () => {
    setViewportWidth(375);
    await openDocuments();
    const list = await screen.findByRole('list', { name: 'Your documents' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Invoice November 2026');
    expect(items[0]).toHaveTextContent('November 1, 2026');
    expect(await within(items[0]!).findByRole('img', { name: 'Preview of Invoice November 2026' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(within(items[0]!).getByRole('button', { name: 'Download Invoice November 2026' })).toBeInTheDocument();
  });

  it('writes the dates in French and asks for the French previews after a switch', async () => {
    const user = userEvent.setup();
    const { server } = await openDocuments();
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Preview of / })).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Français' }));
    await screen.findByRole('heading', { level: 2, name: 'Documents' });
    expect(await screen.findByText('1er novembre 2026')).toBeInTheDocument();
    await waitFor(() => expect(thumbnailCalls(server).filter((c) => c.headers.get('accept-language') === 'fr')).toHaveLength(3));
    expect(await screen.findAllByRole('img', { name: /^Aperçu de / })).toHaveLength(3);
  });

  it('revokes the previews’ object URLs when the page goes', async () => {
    const { unmount } = await openDocuments();
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Preview of / })).toHaveLength(3));
    const shown = screen.getAllByRole('img', { name: /^Preview of / }).map((i) => i.getAttribute('src'));
    expect(shown.every((s) => created.includes(s!))).toBe(true);
    unmount();
    expect(revoked).toEqual(expect.arrayContaining(shown as string[]));
  });

  it('shows a document icon when a preview cannot be read', async () => {
    const files = documentFiles();
    files['GET user.1001/documentget.6&variant=thumbnail'] = { status: 450, body: JSON.stringify({ error: 1, message: 'No preview.' }), contentType: 'application/json' };
    await openDocuments({}, files);
    expect(await screen.findByRole('img', { name: 'No preview for Invoice November 2026' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Preview of Invoice October 2026' })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('says "No documents found on this account." when there are none (ACCT-032)', async () => {
    localStorage.setItem('session', JSON.stringify({ user: 1003 }));
    await openDocuments();
    expect(await screen.findByText('No documents found on this account.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows loading, then a failed read with Try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    await openDocuments({
      'GET user.1001/documentget': () => (fail ? { status: 500, json: {} } : { json: { error: 0, list: documentsDemo } }),
    });
    expect(await screen.findByText(/We could not load your documents\. Server error 500/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Your documents' })).toBeInTheDocument();
  });

  it('says the documents are not available when the server answers 433–435', async () => {
    await openDocuments({ 'GET user.1001/documentget': { status: 433, json: { error: 1 } } });
    expect(await screen.findByText('Your documents are not available right now. Please try again later.')).toBeInTheDocument();
  });

  it('is the Documents page of the menu, at /ui/user/documents, where an invoice button elsewhere leads (ACCT-035)', async () => {
    const user = userEvent.setup();
    installFakeServer(documentRoutes());
    renderApp('/ui/user/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 20_000 });
    await user.click(within(nav).getByRole('link', { name: 'Documents' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/documents'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Documents' })).toBeInTheDocument();
  });
});

describe('Download', () => {
  it('fetches the file with the session header and saves it under the server’s name, busy meanwhile', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const files = documentFiles();
    const pdf = files['GET user.1001/documentget.6'] as FakeFile;
    files['GET user.1001/documentget.6'] = async () => {
      await gate;
      return pdf;
    };
    const { server } = await openDocuments({}, files);
    const button = await screen.findByRole('button', { name: 'Download Invoice November 2026' });
    await user.click(button);
    const busy = await screen.findByRole('button', { name: 'Downloading Invoice November 2026' });
    expect(busy).toHaveTextContent('Downloading…');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy); // ignored while the file comes
    await act(async () => release());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.download).toBe('invoice-1001-202611.pdf');
    expect(saved[0]!.href).toMatch(/^blob:/);
    const calls = server.callsTo('GET', 'user.1001/documentget.6').filter((c) => !c.url.searchParams.has('variant'));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get('x-omicron')).toBe('tok-docs');
    expect(calls[0]!.url.href).not.toContain('tok-docs');
    expect(await screen.findByRole('button', { name: 'Download Invoice November 2026' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('saves under a name of its own when the server gives none', async () => {
    const user = userEvent.setup();
    const files = documentFiles();
    files['GET user.1001/documentget.5'] = { body: FAKE_PDF, contentType: 'application/pdf' };
    await openDocuments({}, files);
    await user.click(await screen.findByRole('button', { name: 'Download Invoice October 2026' }));
    await waitFor(() => expect(saved).toEqual([expect.objectContaining({ download: 'document-5.pdf' })]));
    expect(fallbackFileName({ id: 9, contenttype: 'image/jpeg' })).toBe('document-9.jpg');
    expect(fallbackFileName({ id: 9, contenttype: 'application/octet-stream' })).toBe('document-9');
  });

  it('says clearly when a download fails, and keeps the session', async () => {
    const user = userEvent.setup();
    const files = documentFiles();
    files['GET user.1001/documentget.6'] = { status: 450, body: JSON.stringify({ error: 1, message: 'The requested item was not found.' }), contentType: 'application/json' };
    await openDocuments({}, files);
    const button = await screen.findByRole('button', { name: 'Download Invoice November 2026' });
    await user.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The download of Invoice November 2026 failed: The requested item was not found.');
    expect(button).toHaveAttribute('aria-describedby', alert.id);
    expect(saved).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('a 401 on the file goes to the login like any call', async () => {
    const user = userEvent.setup();
    const files = documentFiles();
    files['GET user.1001/documentget.6'] = { status: 401, body: '{}', contentType: 'application/json' };
    await openDocuments({}, files);
    await user.click(await screen.findByRole('button', { name: 'Download Invoice November 2026' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/auth\/login\?/)));
  });
});

describe('the preview cache', () => {
  it('keeps each preview for good, per account, document and language', () => {
    const en = thumbnailQuery(1001, 6, 'en');
    expect(en.queryKey).toEqual(['user', '1001', 'documentget', '6', { variant: 'thumbnail' }, 'en']);
    expect(thumbnailQuery(1001, 6, 'fr').queryKey).not.toEqual(en.queryKey);
    expect(thumbnailQuery(1003, 6, 'en').queryKey).not.toEqual(en.queryKey);
    expect(en.staleTime).toBe(Infinity);
    expect(en.refetchInterval).toBe(false);
  });
});
