// covers: ONB-001, ONB-002, ONB-003, ONB-004, ONB-006, ONB-007, ONB-008, ONB-009, ONB-010, ONB-011, ONB-012, ONB-013
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { documentStatus, installFakeServer, installFakeXhr, jpegFile, onboardingRoutes, pngFile, type FakeRoutes } from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
  for (const k of ['hamburgerTooltip', 'accountsTooltip', 'acceptedFwdDialog']) localStorage.setItem(k, 'true');
});

const PATH = '/ui/user/documentupload';

async function openPage(opts: Parameters<typeof onboardingRoutes>[0] = {}, extra: FakeRoutes = {}) {
  const server = installFakeServer({ ...onboardingRoutes(opts), ...extra });
  const app = renderApp(PATH);
  await screen.findByRole('heading', { level: 2, name: 'Add Documents' }, { timeout: 20_000 });
  return { server, ...app };
}

const page = () => screen.getByTestId('documentupload-page');
const fileInput = () => screen.getByTestId('id-file-input') as HTMLInputElement;

async function choose(file: File) {
  fireEvent.change(fileInput(), { target: { files: [file] } });
  await screen.findByText(new RegExp(`Photo chosen: ${file.name.replace('.', '\\.')}`));
}

describe('the states by the counters (ONB-006…011)', () => {
  it('reads documentupload and offers the upload when nothing was sent (ONB-007, ONB-011)', async () => {
    const { server } = await openPage();
    await waitFor(() => expect(page()).toHaveAttribute('data-state', 'upload'));
    expect(server.callsTo('GET', 'user.1001/documentupload').length).toBeGreaterThan(0);
    expect(screen.getByText(/One or two photos are needed/)).toBeInTheDocument();
    expect(screen.getByText('JPEG photos (.jpg or .jpeg) only, 10MB at most each.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Send a photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the photo' })).toBeInTheDocument();
  });

  it('invites a second photo at 1 (ONB-010)', async () => {
    await openPage({ documents: documentStatus(1) });
    expect(await screen.findByTestId('documentupload-second')).toHaveTextContent('We received your first photo. You may send a second one');
    expect(screen.getByRole('heading', { level: 3, name: 'Send a second photo' })).toBeInTheDocument();
  });

  it('waits for review from 2, without an upload (ONB-009)', async () => {
    await openPage({ documents: documentStatus(2) });
    expect(await screen.findByTestId('documentupload-waiting')).toHaveTextContent('We have received your photos and are reviewing them');
    expect(screen.queryByTestId('documentupload-form')).not.toBeInTheDocument();
  });

  it('is approved at documentstatus C (ONB-008)', async () => {
    await openPage({ documents: documentStatus(0, 'C') });
    expect(await screen.findByTestId('documentupload-approved')).toHaveTextContent('Your identity documents are approved.');
    expect(screen.queryByTestId('documentupload-form')).not.toBeInTheDocument();
  });

  it('shows the last rejection’s reason', async () => {
    await openPage({ documents: documentStatus(0, 'I', [{ id: 4, ts: 9, status: 'rejected', reason: 'The photo is too dark.' }]) });
    expect(await screen.findByTestId('documentupload-rejected')).toHaveTextContent('Your last photo was not accepted: The photo is too dark.');
  });

  it('follows the counters as they are read again', async () => {
    const { server } = await openPage({ documents: documentStatus(1) });
    await screen.findByTestId('documentupload-second');
    server.routes['GET user.1001/documentupload'] = { json: { error: 0, list: [documentStatus(0, 'C')] } };
    fireEvent.focus(window);
    window.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByTestId('documentupload-approved', {}, { timeout: 15_000 })).toBeInTheDocument();
  }, 30_000);

  it('shows a failed read with Try again', async () => {
    let fail = true;
    await openPage({}, { 'GET user.1001/documentupload': () => (fail ? { status: 500, json: {} } : { json: { error: 0, list: [documentStatus(2)] } }) });
    expect(await screen.findByText(/We could not load this page\. Server error 500/)).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('documentupload-waiting')).toBeInTheDocument();
  });
});

describe('the client checks, with G.1’s exact messages (ONB-001…004)', () => {
  it('needs a file: "Please select a file"', async () => {
    const { server } = await openPage();
    installFakeXhr(server);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send the photo' }));
    expect(await screen.findByTestId('id-upload-error')).toHaveTextContent(/^Please select a file$/);
    expect(server.callsTo('POST', 'user.1001/documentupload')).toHaveLength(0);
  });

  it('refuses what is not a JPEG by content, too big, or too small', async () => {
    const { server } = await openPage();
    installFakeXhr(server);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Send the photo' });
    await choose(pngFile('id.jpg'));
    expect(await screen.findByTestId('id-upload-error')).toHaveTextContent(/^Wrong file type\. Only jpeg\/jpg accepted$/);
    await choose(jpegFile('big.jpg', 10_000_001));
    expect(await screen.findByTestId('id-upload-error')).toHaveTextContent(/^File too big\. Maximum size 10MB$/);
    await choose(jpegFile('tiny.jpg', 49));
    expect(await screen.findByTestId('id-upload-error')).toHaveTextContent(/^Invalid file$/);
    await user.click(screen.getByRole('button', { name: 'Send the photo' }));
    expect(screen.getByTestId('id-upload-error')).toHaveTextContent('Invalid file');
    expect(server.callsTo('POST', 'user.1001/documentupload')).toHaveLength(0);
  });

  it('says them in French too', async () => {
    changeLanguage('fr');
    installFakeServer(onboardingRoutes());
    renderApp(PATH);
    await screen.findByRole('heading', { level: 2, name: 'Ajouter des documents' }, { timeout: 20_000 });
    fireEvent.change(await screen.findByTestId('id-file-input'), { target: { files: [pngFile('id.jpg')] } });
    expect(await screen.findByTestId('id-upload-error')).toHaveTextContent('Type de fichier non valide. Seuls les fichiers jpeg/jpg sont acceptés');
  });
});

describe('the upload (ONB-012, ONB-013)', () => {
  it('POSTs the photo multipart with docpost=t and a progress bar, then shows the thanks and reads the counters again', async () => {
    const { server } = await openPage();
    let release: () => void = () => {};
    server.routes['POST user.1001/documentupload'] = () =>
      new Promise((resolve) => {
        release = () => {
          server.routes['GET user.1001/documentupload'] = { json: { error: 0, list: [documentStatus(1)] } };
          resolve({ json: { error: 0, message: 'Thank you, we received your photo. We will review it within 2 business days.' } });
        };
      });
    const { sent } = installFakeXhr(server);
    await screen.findByRole('button', { name: 'Send the photo' });
    await choose(jpegFile('licence.jpg', 4000));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the photo' }));
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(screen.getByText('Sent. Waiting for the answer…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    const call = sent[0]!;
    expect(call.url.searchParams.get('target')).toBe('user.1001/documentupload');
    expect(call.url.searchParams.get('docpost')).toBe('t');
    expect(((call.body as FormData).get('file') as File).name).toBe('licence.jpg');
    release();
    expect(await screen.findByTestId('documentupload-notice')).toHaveTextContent('Thank you, we received your photo.');
    expect(await screen.findByTestId('documentupload-second')).toBeInTheDocument();
    expect(screen.getByTestId('id-file-status')).toHaveTextContent('No photo chosen yet.');
  });

  it('shows the server’s 450 message', async () => {
    const { server } = await openPage({ documents: documentStatus(1) });
    server.routes['POST user.1001/documentupload'] = { status: 450, json: { error: 1, message: 'Two photos already wait for review.' } };
    installFakeXhr(server);
    await screen.findByRole('button', { name: 'Send the photo' });
    await choose(jpegFile('back.jpg'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the photo' }));
    expect(await screen.findByTestId('id-upload-error')).toHaveTextContent(/^Two photos already wait for review\.$/);
  });

  it('alerts with the message on a network failure (ONB-013)', async () => {
    const { server } = await openPage();
    server.routes['POST user.1001/documentupload'] = { networkError: 'offline' };
    installFakeXhr(server);
    await screen.findByRole('button', { name: 'Send the photo' });
    await choose(jpegFile('front.jpg'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the photo' }));
    const alert = await screen.findByTestId('id-upload-error');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent("Either you don't have Internet access or our servers are unavailable. Please try again later.");
    expect(within(page()).queryByTestId('documentupload-notice')).not.toBeInTheDocument();
  });
});
