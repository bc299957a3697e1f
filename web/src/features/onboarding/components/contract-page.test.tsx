// covers: ONB-020, ONB-021, ONB-022, ONB-023, ONB-024, ONB-025, ONB-026, ONB-027, ONB-028, ONB-029, ONB-030, ONB-031
// covers: ONB-032, ONB-033, ONB-034, ONB-035, ONB-036, ONB-037, ONB-038, ONB-039, ONB-040, ONB-041, ONB-042, ONB-043
// covers: ONB-044, ONB-045, ONB-046
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import {
  contractProfile,
  FAKE_PDF,
  FAKE_PNG,
  installFakeFiles,
  installFakeServer,
  installFakeXhr,
  onboardingRoutes,
  type FakeRoutes,
} from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';
import { drawOnLastPad, pads } from '../../../test/signature-pad-mock';

// PDF.js draws nothing in jsdom: the pages it would draw, or its failure, are the test's.
const renderPdfPages = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/pdf/render-pdf-pages', () => ({ renderPdfPages }));

const HASH = '7f3a9c2e41b05d68';
const PATH = '/ui/user/contract';

let created: string[];
let revoked: string[];
let saved: { href: string; download: string }[];
let exported: { width: number; height: number; type: string }[];

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
  for (const k of ['hamburgerTooltip', 'accountsTooltip', 'acceptedFwdDialog']) localStorage.setItem(k, 'true');
  created = [];
  revoked = [];
  saved = [];
  exported = [];
  pads.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    const url = `blob:http://localhost/${created.length + 1}`;
    created.push(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => void revoked.push(url));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  // jsdom has no canvas: a 2D context that records nothing, and a PNG of the canvas's size.
  const ctx = { scale: vi.fn(), drawImage: vi.fn(), clearRect: vi.fn(), fillRect: vi.fn() };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => ctx) as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, cb: BlobCallback, type?: string) {
    exported.push({ width: this.width, height: this.height, type: type ?? '' });
    cb(new Blob([FAKE_PNG], { type: 'image/png' }));
  });
});

/** Opens /contract for 1001 with a profile (a pre-install new contract by default). */
async function openPage(profile: Record<string, unknown> = {}, extra: FakeRoutes = {}) {
  const server = installFakeServer({ ...onboardingRoutes({ profile }), ...extra });
  installFakeFiles(server, {
    'GET user.1001/contractview.t1': { body: FAKE_PDF, contentType: 'application/pdf', disposition: 'inline; filename=contract-1001-signed.pdf' },
    'GET user.1001/contractview.d9': { body: FAKE_PDF, contentType: 'application/pdf', disposition: 'inline; filename=contract-1001-draft.pdf' },
    'GET user.1001/agreementview.a1': { body: FAKE_PDF, contentType: 'application/pdf', disposition: 'inline; filename=agreement-1001.pdf' },
  });
  const app = renderApp(PATH);
  await screen.findByRole('heading', { level: 2, name: 'Contract' }, { timeout: 20_000 });
  return { server, ...app };
}

/** The browser's Back and Forward, and the address's search, for the history tests. */
function HistoryProbe() {
  const navigate = useNavigate();
  return (
    <>
      <div data-testid="search">{useLocation().search}</div>
      <button onClick={() => void navigate(-1)}>browser back</button>
      <button onClick={() => void navigate(1)}>browser forward</button>
    </>
  );
}

const page = () => screen.getByTestId('contract-page');
const viewIs = (view: string) => waitFor(() => expect(page()).toHaveAttribute('data-view', view));

/** Draws on the pad and presses Sign. */
async function drawAndSign(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByTestId('signature-canvas');
  act(() => drawOnLastPad());
  await user.click(screen.getByRole('button', { name: 'Sign' }));
}

const signed = (tempcontractid = 't1') => ({ json: { error: 0, message: 'Signed.', list: [{ tempcontractid }] } });

describe('the status views (ONB-023, ONB-024, ONB-039, decisions §14)', () => {
  it('C without a re-sign is approved', async () => {
    await openPage({ contractstatus: 'C' });
    expect(await screen.findByTestId('contract-approved')).toHaveTextContent('Your contract is signed and approved.');
  });

  it('P waits for review', async () => {
    await openPage({ contractstatus: 'P' });
    expect(await screen.findByTestId('contract-waiting')).toHaveTextContent('We have received your signed contract and are reviewing it.');
  });

  it('a re-sign with contractcount above 0 waits', async () => {
    await openPage({ contractstatus: 'C', ispreinstall: false, contractResign: true, contractResignType: 'NEEDDOC_CONTRACTNEW', contractcount: 1 });
    expect(await screen.findByTestId('contract-waiting')).toHaveTextContent('We have received your signed contract');
  });

  it('follows the profile from waiting to approved', async () => {
    const { server } = await openPage({ contractstatus: 'P' });
    expect(await screen.findByTestId('contract-waiting')).toBeInTheDocument();
    server.routes['GET user.1001/contract'] = { json: { error: 0, list: [contractProfile({ contractstatus: 'C' })] } };
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByTestId('contract-approved', {}, { timeout: 15_000 })).toBeInTheDocument();
  }, 30_000);

  it('NEEDDOC_IDVERIFY shows the card that leads to /documentupload', async () => {
    await openPage({ ispreinstall: false, contractResign: true, contractResignType: 'NEEDDOC_IDVERIFY' });
    const card = await screen.findByTestId('contract-idverify');
    expect(within(card).getByRole('heading', { level: 3, name: 'We need to confirm your identity' })).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: 'Add documents' });
    expect(link).toHaveAttribute('href', '/ui/user/documentupload');
    await userEvent.setup().click(link);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/documentupload'));
  });

  it('an agreement re-sign waits while agreementcount is above 0', async () => {
    await openPage({ contractstatus: 'C', ispreinstall: false, contractResign: true, contractResignType: HASH, agreementcount: 1 });
    expect(await screen.findByTestId('contract-waiting')).toHaveTextContent('We have received your signed agreement');
  });

  it('shows a failed read with Try again', async () => {
    let fail = true;
    const ok = onboardingRoutes({ profile: { contractstatus: 'P' } })['GET user.1001/contract']!;
    // The shell reads the contract first (PLAT-050): fail only the page's own read.
    let reads = 0;
    await openPage({}, { 'GET user.1001/contract': () => (reads++ > 0 && fail ? { status: 500, json: {} } : ok) });
    expect(await screen.findByText(/We could not load this page\. Server error 500/)).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('contract-waiting')).toBeInTheDocument();
  });
});

describe('the contract flow of a pre-install account (ONB-025, ONB-028…037)', () => {
  it('text → term → signature → review → submit → download', async () => {
    const { server } = await openPage();
    const user = userEvent.setup();
    await viewIs('contract');
    // The text, fetched from the guest endpoint in the app's language, in a sandboxed frame, with its version (ONB-028, ONB-040).
    expect(screen.getByRole('heading', { level: 3, name: 'Subscriber contract' })).toBeInTheDocument();
    const frame = await screen.findByTestId('document-text-frame');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Billing is monthly in advance.');
    expect(frame).toHaveAccessibleName('Full text: Subscriber contract');
    expect(screen.getByTestId('document-text-version')).toHaveTextContent('Version 2.3');
    const textCall = server.calls.find((c) => c.target === '/guest/agreementtext')!;
    expect(textCall.url.searchParams.get('type')).toBe('contract');
    expect(textCall.url.searchParams.get('lang')).toBe('en');
    // The term choice: both options, the fee from the profile (ONB-030); no name asked.
    const terms = screen.getByRole('radiogroup', { name: 'Choose your term' });
    expect(within(terms).getByRole('radio', { name: '2-year term, with free standard installation' })).toBeInTheDocument();
    expect(within(terms).getByRole('radio', { name: 'Month-to-month, with a $199.95 installation fee' })).toBeInTheDocument();
    expect(screen.queryByTestId('contract-name')).not.toBeInTheDocument();
    // Next without a term: the spec's message, and the focus on the choice (ONB-031).
    await user.click(screen.getByRole('button', { name: 'Continue to signature' }));
    expect(await screen.findByTestId('contract-term-error')).toHaveTextContent(/^You need to choose between the two term options to proceed$/);
    expect(page()).toHaveAttribute('data-view', 'contract');
    await user.click(within(terms).getByRole('radio', { name: /2-year term/ }));
    expect(screen.queryByTestId('contract-term-error')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to signature' }));
    await viewIs('signaturepad');
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'Sign' })).toHaveFocus());
    // The pad (ONB-045): 800 × 400 at most in a 1024 × 768 window.
    const canvas = screen.getByTestId('signature-canvas');
    expect(canvas).toHaveAccessibleName(/^Signature box/);
    expect(canvas.style.width).toBe('800px');
    expect(canvas.style.height).toBe('400px');
    // An empty signature is refused, nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByTestId('signature-error')).toHaveTextContent('Please sign in the box before you continue.');
    // Cancel goes back to the text, with the term kept.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await viewIs('contract');
    expect(screen.getByRole('radio', { name: /2-year term/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue to signature' }));
    await viewIs('signaturepad');
    // Clear empties the pad.
    await screen.findByTestId('signature-canvas');
    act(() => drawOnLastPad());
    await waitFor(() => expect(screen.getByTestId('signature-canvas')).toHaveAttribute('data-empty', 'false'));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('signature-canvas')).toHaveAttribute('data-empty', 'true');
    expect(pads[pads.length - 1]!.isEmpty()).toBe(true);
    // Sign: the PNG of at most 800 × 400 (ONB-045, ONB-046) with docpost=t and the term (ONB-034).
    server.routes['POST user.1001/contract'] = signed('t1');
    const { sent } = installFakeXhr(server);
    await drawAndSign(user);
    await viewIs('reviewcontract');
    expect(exported).toEqual([{ width: 800, height: 400, type: 'image/png' }]);
    const post = sent[0]!;
    expect(post.url.searchParams.get('target')).toBe('user.1001/contract');
    expect(post.url.searchParams.get('docpost')).toBe('t');
    const form = post.body as FormData;
    expect(form.get('term')).toBe('1');
    expect(form.has('name')).toBe(false);
    expect(form.has('companyname')).toBe(false);
    const file = form.get('file') as File;
    expect(file.name).toBe('signature.png');
    expect(file.type).toBe('image/png');
    // The review: the signed PDF read with the session header, in a frame through a blob URL (ONB-035).
    const reviewFrame = await screen.findByTestId('review-frame');
    const shown = reviewFrame.getAttribute('src');
    expect(created).toContain(shown);
    expect(reviewFrame).toHaveAccessibleName('Your signed document');
    // "Download the PDF": a link to the same bytes, through an object URL of its own.
    const link = screen.getByRole('link', { name: 'Download the PDF' });
    expect(link).toHaveAttribute('download', 'contract-1001-signed.pdf');
    expect(created).toContain(link.getAttribute('href'));
    expect(link.getAttribute('href')).not.toBe(shown);
    const view = server.callsTo('GET', 'user.1001/contractview.t1');
    expect(view).toHaveLength(1);
    expect(view[0]!.headers.get('x-omicron')).toBe('tok');
    expect(view[0]!.url.searchParams.has('pi')).toBe(false);
    // Submit with an Idempotency-Key → the download view; Download saves the same PDF.
    server.routes['POST user.1001/contract.t1'] = () => {
      // The server counts it as waiting from now on.
      server.routes['GET user.1001/contract'] = { json: { error: 0, list: [contractProfile({ contractstatus: 'P' })] } };
      return { json: { error: 0, message: 'Thank you, your contract was sent for review.' } };
    };
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await viewIs('downloadcontract');
    expect(revoked).toContain(shown);
    expect(revoked).toContain(link.getAttribute('href'));
    const submit = server.callsTo('POST', 'user.1001/contract.t1');
    expect(submit).toHaveLength(1);
    expect(submit[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByTestId('download-message')).toHaveTextContent('Thank you, your contract was sent for review.');
    // The account has contact info: its menu has Documents, which the view may name.
    expect(screen.getByTestId('download-keep')).toHaveTextContent('It is also listed on your Documents page.');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(saved).toEqual([{ href: created.at(-1), download: 'contract-1001-signed.pdf' }]);
    expect(server.callsTo('GET', 'user.1001/contractview.t1')).toHaveLength(1);
    // Done: the status the profile, read again after the submit, now gives (waiting for review).
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByTestId('contract-waiting', {}, { timeout: 15_000 })).toBeInTheDocument();
  }, 60_000);

  it('an existing draft goes straight to its review; Sign again goes back to the text (ONB-026)', async () => {
    const { server } = await openPage({ tempcontractid: 'd9' });
    await viewIs('reviewcontract');
    const shown = (await screen.findByTestId('review-frame')).getAttribute('src');
    expect(created).toContain(shown);
    expect(server.callsTo('GET', 'user.1001/contractview.d9')).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign again' }));
    await viewIs('contract');
    expect(revoked).toContain(shown);
  });

  it('on a phone the review shows the pages as images the width of the screen, with "Download the PDF" (issue 28)', async () => {
    setViewportWidth(375);
    const page = (n: number) => ({ blob: new Blob([FAKE_PNG, String(n)], { type: 'image/png' }), width: 1224, height: 1584 });
    renderPdfPages.mockResolvedValue([page(1), page(2)]);
    await openPage({ tempcontractid: 'd9' });
    await viewIs('reviewcontract');
    const images = await within(await screen.findByTestId('review-pages')).findAllByRole('img');
    expect(images.map((i) => i.getAttribute('alt'))).toEqual(['Page 1 of 2 of your signed document', 'Page 2 of 2 of your signed document']);
    expect(screen.queryByTestId('review-frame')).not.toBeInTheDocument();
    // The PDF's own bytes were drawn.
    const [data] = renderPdfPages.mock.calls[0]! as [ArrayBuffer];
    expect(new TextDecoder().decode(data).startsWith('%PDF-')).toBe(true);
    const shown = images.map((i) => i.getAttribute('src'));
    shown.forEach((src) => expect(created).toContain(src));
    const link = screen.getByRole('link', { name: 'Download the PDF' });
    expect(link).toHaveAttribute('download', expect.stringMatching(/^contract-.*\.pdf$/));
    expect(created).toContain(link.getAttribute('href'));
    // Leaving the review frees the images.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign again' }));
    await waitFor(() => expect(screen.queryByTestId('review-view')).not.toBeInTheDocument());
    shown.forEach((src) => expect(revoked).toContain(src));
  });

  it('on a phone, a PDF that cannot be drawn says so beside "Download the PDF"', async () => {
    setViewportWidth(375);
    renderPdfPages.mockRejectedValue(new Error('Invalid PDF structure.'));
    await openPage({ tempcontractid: 'd9' });
    await viewIs('reviewcontract');
    expect(await screen.findByTestId('review-pages-failed')).toHaveTextContent('The pages of your signed document cannot be shown here. Download the PDF to read it.');
    expect(screen.getByRole('link', { name: 'Download the PDF' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('alerts "Error: " and the message when the answer’s error is not 0 (ONB-036)', async () => {
    const { server } = await openPage();
    const user = userEvent.setup();
    await viewIs('contract');
    await user.click(await screen.findByRole('radio', { name: /Month-to-month/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to signature' }));
    server.routes['POST user.1001/contract'] = { json: { error: 1, message: 'The signature is empty.' } };
    installFakeXhr(server);
    await drawAndSign(user);
    const alert = await screen.findByTestId('signature-error');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent(/^Error: The signature is empty\.$/);
    // A 450 likewise.
    server.routes['POST user.1001/contract'] = { status: 450, json: { error: 1, message: 'Your contract is already waiting for review.' } };
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(screen.getByTestId('signature-error')).toHaveTextContent(/^Error: Your contract is already waiting for review\.$/));
    expect(page()).toHaveAttribute('data-view', 'signaturepad');
  });

  it('alerts with the message on a network failure (ONB-037), at signing and at submit', async () => {
    const { server } = await openPage();
    const user = userEvent.setup();
    await viewIs('contract');
    await user.click(await screen.findByRole('radio', { name: /2-year term/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to signature' }));
    server.routes['POST user.1001/contract'] = { networkError: 'offline' };
    installFakeXhr(server);
    await drawAndSign(user);
    expect(await screen.findByTestId('signature-error')).toHaveTextContent(/^Either you don't have Internet access or our servers are unavailable\. Please try again later\.$/);
    server.routes['POST user.1001/contract'] = signed('t1');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    await viewIs('reviewcontract');
    await screen.findByTestId('review-frame');
    server.routes['POST user.1001/contract.t1'] = { networkError: 'offline' };
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('review-error')).toHaveTextContent(/^Either you don't have Internet access/);
    server.routes['POST user.1001/contract.t1'] = { status: 450, json: { error: 1, message: 'This contract was already sent.' } };
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('review-error')).toHaveTextContent(/^Error: This contract was already sent\.$/));
    // The retries carried the attempt's one key.
    const keys = server.callsTo('POST', 'user.1001/contract.t1').map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  }, 30_000);

  it('shows a clear error with Try again when the text cannot be read', async () => {
    let fail = true;
    const text = onboardingRoutes()['GET /guest/agreementtext']!;
    await openPage({}, { 'GET /guest/agreementtext': (call) => (fail ? { status: 500, text: 'oops' } : typeof text === 'function' ? text(call) : text) });
    const alert = await screen.findByTestId('document-text-error');
    expect(alert).toHaveTextContent('The text of this document could not be loaded.');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('document-text-frame')).toBeInTheDocument();
  });

  it('asks the text in French for a French reader', async () => {
    changeLanguage('fr');
    const server = installFakeServer(onboardingRoutes());
    renderApp(PATH);
    await screen.findByRole('heading', { level: 2, name: 'Contrat' }, { timeout: 20_000 });
    expect(await screen.findByTestId('document-text-frame')).toHaveAccessibleName('Texte intégral\u00a0: Contrat d’abonnement');
    expect(server.calls.find((c) => c.target === '/guest/agreementtext')!.url.searchParams.get('lang')).toBe('fr');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continuer vers la signature' }));
    expect((await screen.findByTestId('contract-term-error')).textContent).toBe('Vous devez choisir l’une des deux options de durée pour continuer');
  });
});

describe('the re-sign of a contract (ONB-027, ONB-033, ONB-034)', () => {
  it('NEEDDOC_CONTRACTNEW asks the name, prefilled, without terms, and sends it as name', async () => {
    const { server } = await openPage({ ispreinstall: false, contractstatus: 'C', contractResign: true, contractResignType: 'NEEDDOC_CONTRACTNEW', name: 'Casey Lin' });
    const user = userEvent.setup();
    await viewIs('contract');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    const name = await screen.findByRole('textbox', { name: 'Your full name' });
    expect(name).toHaveValue('Casey Lin');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Continue to signature' }));
    expect(await screen.findByText('Please enter the name for the contract.')).toBeInTheDocument();
    expect(name).toHaveFocus();
    await user.type(name, 'Casey Lin-Moreau');
    await user.click(screen.getByRole('button', { name: 'Continue to signature' }));
    await viewIs('signaturepad');
    server.routes['POST user.1001/contract'] = signed('t1');
    const { sent } = installFakeXhr(server);
    await drawAndSign(user);
    await viewIs('reviewcontract');
    const form = sent[0]!.body as FormData;
    expect(form.get('name')).toBe('Casey Lin-Moreau');
    expect(form.has('term')).toBe(false);
    // Sign again, having come through the text: back to the pad.
    await user.click(await screen.findByRole('button', { name: 'Sign again' }));
    await viewIs('signaturepad');
  });

  it('the new name typed survives a reload and leaving the page, for this login and account only; submitting forgets it (issue 28)', async () => {
    const resign = { ispreinstall: false, contractstatus: 'C', contractResign: true, contractResignType: 'NEEDDOC_CONTRACTNEW', name: 'Casey Lin' };
    const first = await openPage(resign);
    const user = userEvent.setup();
    await viewIs('contract');
    const name = await screen.findByRole('textbox', { name: 'Your full name' });
    await user.clear(name);
    await user.type(name, 'Casey Lin-Moreau');
    const keys = Object.keys(sessionStorage).filter((k) => k.startsWith('wizard:'));
    expect(keys).toEqual(['wizard:avery%40demo.test:1001:contract-form']);
    first.unmount();
    // Back on the page (a reload, or Back then Forward): the name as typed.
    const again = await openPage(resign);
    await viewIs('contract');
    expect(await screen.findByRole('textbox', { name: 'Your full name' })).toHaveValue('Casey Lin-Moreau');
    again.unmount();
    // Kept under another login: not this one's.
    sessionStorage.setItem('wizard:blake%40demo.test:1001:contract-form', sessionStorage.getItem(keys[0]!)!);
    sessionStorage.removeItem(keys[0]!);
    const other = await openPage(resign);
    await viewIs('contract');
    expect(await screen.findByRole('textbox', { name: 'Your full name' })).toHaveValue('Casey Lin');
    // Signed and submitted: forgotten.
    await user.clear(screen.getByRole('textbox', { name: 'Your full name' }));
    await user.type(screen.getByRole('textbox', { name: 'Your full name' }), 'Casey Moreau');
    await user.click(screen.getByRole('button', { name: 'Continue to signature' }));
    await viewIs('signaturepad');
    other.server.routes['POST user.1001/contract'] = signed('t1');
    installFakeXhr(other.server);
    await drawAndSign(user);
    await viewIs('reviewcontract');
    expect(sessionStorage.getItem(keys[0]!)).not.toBeNull();
    other.server.routes['POST user.1001/contract.t1'] = { json: { error: 0, message: 'Sent.' } };
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await viewIs('downloadcontract');
    expect(sessionStorage.getItem(keys[0]!)).toBeNull();
  }, 60_000);

  it('NEEDDOC_CONTRACTASSUME of a company asks the company name, sent as companyname', async () => {
    const { server } = await openPage({ ispreinstall: false, type: 'c', contractResign: true, contractResignType: 'NEEDDOC_CONTRACTASSUME', name: 'Lin Farms Ltd' });
    const user = userEvent.setup();
    await viewIs('contract');
    expect(await screen.findByRole('textbox', { name: 'Company name' })).toHaveValue('Lin Farms Ltd');
    await user.click(screen.getByRole('button', { name: 'Continue to signature' }));
    server.routes['POST user.1001/contract'] = signed('t1');
    const { sent } = installFakeXhr(server);
    await drawAndSign(user);
    await viewIs('reviewcontract');
    const form = sent[0]!.body as FormData;
    expect(form.get('companyname')).toBe('Lin Farms Ltd');
    expect(form.has('name')).toBe(false);
  });

  it('NEEDDOC_CONTRACTVER asks neither term nor name, and shows the last rejection’s reason', async () => {
    await openPage({ ispreinstall: false, contractResign: true, contractResignType: 'NEEDDOC_CONTRACTVER', reason: 'The signature does not match.' });
    await viewIs('contract');
    expect(await screen.findByTestId('contract-rejected')).toHaveTextContent('Your last signed document was not accepted: The signature does not match.');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('the agreement flow (ONB-038…043)', () => {
  it('agreement text → signature → review → submit → download', async () => {
    // Like casey: no contact info, so no Documents page in the menu.
    const { server } = await openPage(
      { ispreinstall: false, contractstatus: 'C', contractResign: true, contractResignType: HASH, agreementdescription: 'Equipment agreement' },
      { 'GET user.1001/serviceidentification': { json: { error: 0, list: [{ hasBroadband: true }] } } },
    );
    const user = userEvent.setup();
    await viewIs('agreement');
    expect(page()).toHaveAttribute('data-flow', 'agreement');
    expect(screen.getByRole('heading', { level: 3, name: 'Agreement to sign' })).toBeInTheDocument();
    expect(screen.getByTestId('agreement-description')).toHaveTextContent('Equipment agreement');
    const frame = await screen.findByTestId('document-text-frame');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('The router stays ours.');
    expect(server.calls.find((c) => c.target === '/guest/agreementtext')!.url.searchParams.get('type')).toBe(HASH);
    await user.click(screen.getByRole('button', { name: 'Continue to signature' }));
    await viewIs('signaturepad');
    server.routes['POST user.1001/agreement'] = signed('a1');
    const { sent } = installFakeXhr(server);
    await drawAndSign(user);
    await viewIs('reviewagreement');
    expect(sent[0]!.url.searchParams.get('target')).toBe('user.1001/agreement');
    expect(sent[0]!.url.searchParams.get('docpost')).toBe('t');
    expect((sent[0]!.body as FormData).get('agreement')).toBe(HASH);
    expect(screen.getByRole('heading', { level: 3, name: 'Review your signed agreement' })).toBeInTheDocument();
    await screen.findByTestId('review-frame');
    expect(server.callsTo('GET', 'user.1001/agreementview.a1')).toHaveLength(1);
    server.routes['POST user.1001/agreement.a1'] = { json: { error: 0, message: '' } };
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await viewIs('downloadagreement');
    expect(server.callsTo('POST', 'user.1001/agreement.a1')[0]!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(screen.getByTestId('download-message')).toHaveTextContent('Thank you, your signed agreement was sent for review.');
    // No page is promised that the menu lacks (issue 28).
    expect(screen.getByTestId('download-keep')).toHaveTextContent('Download a copy of the signed document now and keep it for your records.');
    expect(screen.getByTestId('download-keep')).not.toHaveTextContent('Documents page');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(saved.map((s) => s.download)).toEqual(['agreement-1001.pdf']);
  });

  it('an unknown agreement type says its text cannot be read', async () => {
    await openPage({ ispreinstall: false, contractResign: true, contractResignType: 'deadbeef00000000' });
    expect(await screen.findByTestId('document-text-error')).toHaveTextContent('The text of this document could not be loaded.');
  });
});

describe('the signature pad on screens (ONB-044, ONB-045)', () => {
  it('asks to turn a phone held upright sideways, without a pad', async () => {
    // A phone upright: 375 px wide, in portrait (setViewportWidth reads widths only).
    setViewportWidth(375);
    const portrait = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => (/orientation:\s*portrait/.test(query) ? { ...portrait(query), matches: true } : portrait(query)));
    await openPage();
    const user = userEvent.setup();
    await viewIs('contract');
    await user.click(await screen.findByRole('radio', { name: /2-year term/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to signature' }));
    await viewIs('signaturepad');
    expect(await screen.findByTestId('signature-rotate')).toHaveTextContent('Turn your phone sideways to sign');
    expect(screen.queryByTestId('signature-canvas')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await viewIs('contract');
  });

  it('keeps the signature when the phone is turned upright for a moment and back', async () => {
    // A phone sideways (812 px wide) whose orientation the test turns: useMediaQuery listens for 'change'.
    let upright = false;
    const listeners = new Set<() => void>();
    const sideways = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) =>
      /orientation:\s*portrait/.test(query)
        ? {
            ...sideways(query),
            get matches() {
              return upright;
            },
            addEventListener: (_: string, fn: () => void) => listeners.add(fn),
            removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
          }
        : sideways(query),
    );
    const turn = (toUpright: boolean) =>
      act(() => {
        upright = toUpright;
        listeners.forEach((fn) => fn());
      });
    const { server } = await openPage();
    const user = userEvent.setup();
    await viewIs('contract');
    await user.click(await screen.findByRole('radio', { name: /2-year term/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to signature' }));
    await screen.findByTestId('signature-canvas');
    act(() => drawOnLastPad());
    await waitFor(() => expect(screen.getByTestId('signature-canvas')).toHaveAttribute('data-empty', 'false'));

    turn(true);
    expect(await screen.findByTestId('signature-rotate')).toBeInTheDocument();
    turn(false);
    // A new canvas and pad, with the strokes drawn again on it at its size.
    const canvas = (await screen.findByTestId('signature-canvas')) as HTMLCanvasElement;
    expect(canvas).toHaveAttribute('data-empty', 'false');
    expect([canvas.width, canvas.height]).toEqual([800, 400]);
    expect(pads.at(-1)!.isEmpty()).toBe(false);

    server.routes['POST user.1001/contract'] = signed('t1');
    installFakeXhr(server);
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    await viewIs('reviewcontract');
  });

  it('draws at the screen’s pixel ratio but sends a PNG of the pad’s CSS size', async () => {
    vi.stubGlobal('devicePixelRatio', 2);
    const { server } = await openPage();
    const user = userEvent.setup();
    await viewIs('contract');
    await user.click(await screen.findByRole('radio', { name: /2-year term/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to signature' }));
    const canvas = (await screen.findByTestId('signature-canvas')) as HTMLCanvasElement;
    expect([canvas.width, canvas.height]).toEqual([1600, 800]);
    server.routes['POST user.1001/contract'] = signed('t1');
    installFakeXhr(server);
    await drawAndSign(user);
    await viewIs('reviewcontract');
    expect(exported).toEqual([{ width: 800, height: 400, type: 'image/png' }]);
  });
});

describe('the steps are history entries (issue 28)', () => {
  it("the browser's Back goes from the review to the pad and from the pad to the text, Forward returns, the term kept", async () => {
    const server = installFakeServer({ ...onboardingRoutes({ profile: {} }) });
    installFakeFiles(server, {
      'GET user.1001/contractview.t1': { body: FAKE_PDF, contentType: 'application/pdf', disposition: 'inline; filename=contract-1001-signed.pdf' },
    });
    renderApp(PATH, { extra: <HistoryProbe /> });
    await screen.findByRole('heading', { level: 2, name: 'Contract' }, { timeout: 20_000 });
    const user = userEvent.setup();
    const search = () => screen.getByTestId('search');
    await viewIs('contract');
    await user.click(await screen.findByRole('radio', { name: /2-year term/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to signature' }));
    await viewIs('signaturepad');
    await waitFor(() => expect(search()).toHaveTextContent('?wizard=contract&step=2'));
    // Back: the text, the term still chosen; Forward: the pad again.
    await user.click(screen.getByRole('button', { name: 'browser back' }));
    await viewIs('contract');
    expect(search()).toHaveTextContent(/^$/);
    expect(screen.getByRole('radio', { name: /2-year term/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'browser forward' }));
    await viewIs('signaturepad');
    // Signed: the review is the next entry; Back is the pad, Forward the same review.
    server.routes['POST user.1001/contract'] = signed('t1');
    installFakeXhr(server);
    await drawAndSign(user);
    await viewIs('reviewcontract');
    await waitFor(() => expect(search()).toHaveTextContent('?wizard=contract&step=3'));
    await user.click(screen.getByRole('button', { name: 'browser back' }));
    await viewIs('signaturepad');
    await user.click(screen.getByRole('button', { name: 'browser forward' }));
    await viewIs('reviewcontract');
    expect(search()).toHaveTextContent('?wizard=contract&step=3');
  }, 60_000);

  it('a reload on the pad shows the text, with its address', async () => {
    installFakeServer({ ...onboardingRoutes({ profile: {} }) });
    renderApp(`${PATH}?wizard=contract&step=2`, { extra: <HistoryProbe /> });
    await screen.findByRole('heading', { level: 2, name: 'Contract' }, { timeout: 20_000 });
    await viewIs('contract');
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(/^$/));
  }, 60_000);
});
