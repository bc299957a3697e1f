// covers: PAY-011, PAY-012, PAY-013, PAY-014, PAY-015, PAY-016, PAY-017, PAY-018, PAY-019, PAY-020
// covers: PAY-021, PAY-022, PAY-023, PAY-024, PAY-025, PAY-027, PAY-028, PAY-029, PAY-030
// covers: PAY-031, PAY-032, PAY-033, PAY-034, PAY-035, PAY-036, PAY-037, PAY-038
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { setToken } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import {
  autopaymentRoutes,
  billingDemo,
  chequeStatus,
  installFakeServer,
  installFakeXhr,
  jpegFile,
  pngFile,
  type FakeRoutes,
} from '../../../test/fake-server';
import { renderApp, setViewportWidth } from '../../../test/render-app';
import { CARD_SESSION_KEY } from '../card-return';

beforeEach(() => {
  setToken('tok');
  setViewportWidth(1280);
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
  for (const k of ['hamburgerTooltip', 'accountsTooltip', 'acceptedFwdDialog']) localStorage.setItem(k, 'true');
});

/** Shows the router's query, to see the return leave the address. */
function SearchProbe() {
  return <div data-testid="search">{useLocation().search}</div>;
}

const PATH = '/ui/user/autopayment';
const session = { id: 42, sessiontoken: 'st_1', url: 'http://localhost/sandbox/pay?code=4&sessiontoken=st_1' };
const preinstall: FakeRoutes = {
  'GET user.1001/serviceidentification': { json: { error: 0, list: [{ hasPreinstall: true, hasContactInfo: true }] } },
};

async function openPage(extra: FakeRoutes = {}, path = PATH, heading = 'Billing') {
  const server = installFakeServer({ ...autopaymentRoutes(), ...extra });
  const app = renderApp(path, { extra: <SearchProbe /> });
  await screen.findByRole('heading', { level: 2, name: heading }, { timeout: 20_000 });
  return { server, ...app };
}

/**
 * The router's query is empty: the return left the address. The router applies a navigation in a
 * transition, which the test environment runs inside act() only.
 */
async function addressCleaned() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
}

const page = () => screen.getByTestId('autopayment-page');
const viewOf = () => page().getAttribute('data-view');

describe('the summary', () => {
  it('is headed "Billing" for accounts receivable and shows the card on file from autopayment (PAY-011…013)', async () => {
    const { server } = await openPage();
    const method = await screen.findByTestId('autopayment-method');
    expect(within(method).getByTestId('autopayment-description')).toHaveTextContent('Visa ending in 4242');
    expect(method).toHaveTextContent('Visa · Expires 11/2029');
    expect(method).toHaveTextContent('In use since August 4, 2026');
    // Why an earlier invoice was not paid automatically (issue 28).
    expect(method).toHaveTextContent('Invoices due before August 4, 2026 were not charged to it: anything they left unpaid is on My Balance.');
    expect(screen.getByRole('heading', { level: 3, name: 'Automatic payment method' })).toBeInTheDocument();
    const actions = screen.getByRole('group', { name: 'Change how your invoices are paid' });
    expect(within(actions).getByRole('button', { name: 'Replace with a credit card' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Replace with a bank account (EFT)' })).toBeInTheDocument();
    expect(server.callsTo('GET', 'user.1001/autopayment').length).toBeGreaterThan(0);
    expect(server.callsTo('GET', 'user.1001/eftphoto').length).toBeGreaterThan(0);
    expect(viewOf()).toBe('summary');
    // The way to what is owed: My Balance on the Account page and the invoices (issue 28).
    const links = screen.getByTestId('billing-balance-links');
    expect(within(links).getByRole('link', { name: 'My Balance and Pay' })).toHaveAttribute('href', '/ui/user/account');
    expect(within(links).getByRole('link', { name: 'View invoices' })).toHaveAttribute('href', '/ui/user/documents');
  });

  it('says when the last automatic payment failed, the gateway’s reason, and what to do (issue 28)', async () => {
    await openPage(autopaymentRoutes(1001, { lastauto: billingDemo.declined }));
    const failed = await screen.findByTestId('autopayment-failed');
    expect(failed).toHaveTextContent('Your last automatic payment did not go through');
    expect(within(failed).getByTestId('autopayment-failed-what')).toHaveTextContent(
      'On November 1, 2026, $259.70 for the November 2026 invoice was charged to your Visa ending in 4242 and declined.',
    );
    expect(within(failed).getByTestId('autopayment-failed-reason')).toHaveTextContent('The payment service’s reason: Insufficient funds.');
    expect(within(failed).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/ui/user/account');
    await userEvent.click(within(failed).getByRole('button', { name: 'Update payment method' }));
    expect(await screen.findByRole('textbox', { name: /name on card/i })).toBeInTheDocument();
  });

  it('says nothing of an automatic payment that went through', async () => {
    await openPage(autopaymentRoutes(1001, { lastauto: { ...billingDemo.declined, status: 'succeeded', reason: '', message: '' } }));
    await screen.findByTestId('autopayment-method');
    expect(screen.queryByTestId('autopayment-failed')).not.toBeInTheDocument();
  });

  it('says it in French', async () => {
    changeLanguage('fr');
    await openPage(autopaymentRoutes(1001, { lastauto: { ...billingDemo.declined, period: '2026-10', method: 'Visa se terminant par 4242' } }), PATH, 'Facturation');
    const failed = await screen.findByTestId('autopayment-failed');
    expect(within(failed).getByTestId('autopayment-failed-what')).toHaveTextContent(
      /^Le 1er novembre 2026, le paiement de 259,70\s\$ pour la facture d’octobre 2026 a été porté à votre Visa se terminant par 4242 et refusé\.$/,
    );
    expect(within(failed).getByTestId('autopayment-failed-reason')).toHaveProperty('textContent', 'Motif donné par le service de paiement\u00a0: Insufficient funds.');
    expect(within(failed).getByRole('link', { name: 'Payer maintenant' })).toBeInTheDocument();
    changeLanguage('en');
  });

  it('is headed "Auto Payment" for a pre-install account, and offers a setup when there is no method', async () => {
    await openPage({ ...preinstall, ...autopaymentRoutes(1001, { method: null }) }, PATH, 'Auto Payment');
    expect(await screen.findByTestId('autopayment-none')).toHaveTextContent('No automatic payment set up');
    expect(screen.getByRole('button', { name: 'Set up with a credit card' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up with a bank account (EFT)' })).toBeInTheDocument();
    expect(screen.queryByTestId('autopayment-method')).not.toBeInTheDocument();
    // Without AR there is nothing billed yet: no way to a balance.
    expect(screen.queryByTestId('billing-balance-links')).not.toBeInTheDocument();
  });

  it('shows a bank account with its description, without expiry', async () => {
    await openPage(autopaymentRoutes(1001, { method: billingDemo.bank }));
    const method = await screen.findByTestId('autopayment-method');
    expect(within(method).getByTestId('autopayment-description')).toHaveTextContent('Bank account ending in 1234');
    expect(method).toHaveTextContent('Bank account (EFT)');
    expect(method).not.toHaveTextContent('Expires');
  });

  it('shows the processing message while a cheque waits (PAY-036) and no EFT setup at 2 (PAY-037)', async () => {
    const { server } = await openPage(autopaymentRoutes(1001, { cheques: chequeStatus(1) }));
    expect(await screen.findByTestId('cheque-processing')).toHaveTextContent('We are processing your void cheque.');
    expect(screen.getByRole('button', { name: 'Replace with a bank account (EFT)' })).toBeInTheDocument();
    Object.assign(server.routes, autopaymentRoutes(1001, { cheques: chequeStatus(2) }));
    await waitFor(() => expect(screen.getByTestId('cheque-processing')).toHaveTextContent('We have received two photos of your void cheque'), { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Replace with a bank account (EFT)' })).not.toBeInTheDocument();
  }, 30_000);

  it('shows why the last cheque was rejected', async () => {
    await openPage(autopaymentRoutes(1001, { cheques: chequeStatus(0, [{ id: 3, ts: 5, status: 'rejected', reason: 'The photo is blurry.' }], 'I') }));
    expect(await screen.findByTestId('cheque-rejected')).toHaveTextContent('Your last void cheque was not accepted: The photo is blurry.');
  });

  it('shows a failed read with Try again', async () => {
    let fail = true;
    await openPage({ 'GET user.1001/autopayment': () => (fail ? { status: 500, json: {} } : autopaymentRoutes()['GET user.1001/autopayment']!) });
    expect(await screen.findByText(/We could not load your payment method\. Server error 500/)).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('autopayment-method')).toBeInTheDocument();
  });
});

describe('the card path', () => {
  it('asks the name on card, opens the card session, keeps it and sends the browser to the page (PAY-015, PAY-021…024, PAY-028)', async () => {
    const user = userEvent.setup();
    const { server } = await openPage({ 'GET user.1001/cctoken': { json: { error: 0, list: [session], name: 'cctoken' } } });
    await user.click(await screen.findByRole('button', { name: 'Replace with a credit card' }));
    const heading = await screen.findByRole('heading', { level: 3, name: 'Pay automatically with a credit card' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(viewOf()).toBe('creditcard');
    const view = screen.getByTestId('autopayment-creditcard');
    expect(view).toHaveTextContent('Only Visa and Mastercard are accepted.');
    expect(view).toHaveTextContent('For a prepaid card, write "prepaid" or "PPC" as the name on card.');

    // Blank: the spec's message, nothing sent.
    const field = screen.getByRole('textbox', { name: /Name on card/ });
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Continue to the secure page' }));
    expect(within(view).getByText("Please fill name on card before continuing. If prepaid card, write 'prepaid'")).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(server.callsTo('GET', 'user.1001/cctoken')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'ppc');
    expect(within(view).getByText('The card will be added as a prepaid card (PPC).')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '  Avery   Fields ');
    await user.click(screen.getByRole('button', { name: 'Continue to the secure page' }));

    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith(session.url));
    expect(server.callsTo('GET', 'user.1001/cctoken')[0]!.url.searchParams.get('nameoncard')).toBe('Avery Fields');
    expect(JSON.parse(sessionStorage.getItem(CARD_SESSION_KEY)!)).toEqual({ id: 42, sessiontoken: 'st_1', user: 1001 });
    // The loading view stays while the browser leaves.
    expect(viewOf()).toBe('loading');
    expect(screen.getByRole('status')).toHaveTextContent('Opening the secure payment page…');
  });

  it('shows a refused card session’s message and keeps the name (PAY-025)', async () => {
    const user = userEvent.setup();
    await openPage({ 'GET user.1001/cctoken': { status: 450, json: { error: 1, message: 'Online payments are not available at the moment. Please call us at 1-800-555-0100.' } } });
    await user.click(await screen.findByRole('button', { name: 'Replace with a credit card' }));
    await user.type(screen.getByRole('textbox', { name: /Name on card/ }), 'Avery Fields');
    await user.click(screen.getByRole('button', { name: 'Continue to the secure page' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Online payments are not available at the moment. Please call us at 1-800-555-0100.');
    expect(viewOf()).toBe('creditcard');
    expect(screen.getByRole('textbox', { name: /Name on card/ })).toHaveValue('Avery Fields');
    expect(browser.assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CARD_SESSION_KEY)).toBeNull();
  });

  it('Cancel goes back to the summary', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(await screen.findByRole('button', { name: 'Replace with a credit card' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(viewOf()).toBe('summary');
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'Automatic payment method' })).toHaveFocus());
  });
});

describe('the return from the card page', () => {
  const approved = `${PATH}?result=approved&cctoken=tok_abc&session=42&message=Your+card+was+added.`;
  const saved = 'Your Mastercard ending in 4444 will be used for automatic payments.';

  it('approved: posts the card token with the stored session token once, cleans the address, shows the message and the new card (PAY-017, PAY-020, PAY-029)', async () => {
    sessionStorage.setItem(CARD_SESSION_KEY, JSON.stringify({ id: 42, sessiontoken: 'st_1', user: 1001 }));
    let method: unknown = billingDemo.visa;
    const { server } = await openPage({
      'GET user.1001/autopayment': () => ({ json: { error: 0, list: [method] } }),
      'POST user.1001/cctoken.42': () => {
        method = billingDemo.mastercard;
        return { json: { error: 0, success: true, message: saved, object: billingDemo.mastercard } };
      },
    }, approved);
    const notice = await screen.findByTestId('autopayment-notice');
    expect(notice).toHaveTextContent(saved);
    expect(notice).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.getByTestId('autopayment-description')).toHaveTextContent('Mastercard ending in 4444'));
    expect(screen.getByTestId('autopayment-method')).toHaveTextContent('Expires 12/2030');
    expect(viewOf()).toBe('summary');
    const posts = server.callsTo('POST', 'user.1001/cctoken.42');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ sessiontoken: 'st_1', cctoken: 'tok_abc' });
    // Replay protection: the return is out of the address and the kept session is used up.
    await addressCleaned();
    expect(screen.getByTestId('location')).toHaveTextContent('/user/autopayment');
    expect(sessionStorage.getItem(CARD_SESSION_KEY)).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'Automatic payment method' })).toHaveFocus());
    expect(server.callsTo('POST', 'user.1001/cctoken.42')).toHaveLength(1);
  });

  it('approved without a kept session (a replayed link, another tab): nothing is posted, a clear message', async () => {
    const { server } = await openPage({}, approved);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not finish adding your card: it was started in another browser tab, or it is already finished. Your payment method was not changed. Please start again.',
    );
    expect(server.calls.filter((c) => c.method === 'POST' && c.target.includes('cctoken'))).toHaveLength(0);
    await addressCleaned();
  });

  it('approved for another session than the kept one: nothing is posted', async () => {
    sessionStorage.setItem(CARD_SESSION_KEY, JSON.stringify({ id: 41, sessiontoken: 'st_0', user: 1001 }));
    const { server } = await openPage({}, approved);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your payment method was not changed. Please start again.');
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(server.calls.filter((c) => c.method === 'POST' && !c.target.includes('cctoken')).length);
  });

  it('approved but refused by the server, or success false: the message in an alert (PAY-030)', async () => {
    sessionStorage.setItem(CARD_SESSION_KEY, JSON.stringify({ id: 42, sessiontoken: 'st_1', user: 1001 }));
    await openPage({ 'POST user.1001/cctoken.42': { status: 450, json: { error: 1, message: 'This card setup has expired or was already used. Please start again.' } } }, approved);
    expect(await screen.findByRole('alert')).toHaveTextContent('This card setup has expired or was already used. Please start again.');
    expect(viewOf()).toBe('summary');
    expect(screen.getByTestId('autopayment-description')).toHaveTextContent('Visa ending in 4242');
  });

  it('approved with success false: the message in an alert (PAY-030)', async () => {
    sessionStorage.setItem(CARD_SESSION_KEY, JSON.stringify({ id: 42, sessiontoken: 'st_1', user: 1001 }));
    await openPage({ 'POST user.1001/cctoken.42': { json: { error: 0, success: false, message: 'The card was not added. Please try again or use another card.' } } }, approved);
    expect(await screen.findByRole('alert')).toHaveTextContent('The card was not added. Please try again or use another card.');
  });

  it('denied: the declined view with "Declined", then another card or back (PAY-018)', async () => {
    sessionStorage.setItem(CARD_SESSION_KEY, JSON.stringify({ id: 42, sessiontoken: 'st_1', user: 1001 }));
    const user = userEvent.setup();
    const { server } = await openPage({}, `${PATH}?result=denied&session=42&message=Your+card+was+declined.`);
    const heading = await screen.findByRole('heading', { level: 3, name: 'Declined' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId('autopayment-declined')).toHaveTextContent('Your card was declined.');
    await addressCleaned();
    expect(sessionStorage.getItem(CARD_SESSION_KEY)).toBeNull();
    expect(server.calls.filter((c) => c.method === 'POST' && c.target.includes('cctoken'))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Try another card' }));
    expect(viewOf()).toBe('creditcard');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(viewOf()).toBe('summary');
  });

  it('cancelled: the summary, unchanged, with the page’s message (PAY-019)', async () => {
    sessionStorage.setItem(CARD_SESSION_KEY, JSON.stringify({ id: 42, sessiontoken: 'st_1', user: 1001 }));
    const { server } = await openPage({}, `${PATH}?result=cancelled&session=42&message=You+cancelled+adding+a+card.`);
    expect(await screen.findByTestId('autopayment-notice')).toHaveTextContent('You cancelled adding a card.');
    expect(viewOf()).toBe('summary');
    expect(await screen.findByTestId('autopayment-description')).toHaveTextContent('Visa ending in 4242');
    expect(server.calls.filter((c) => c.method === 'POST' && c.target.includes('cctoken'))).toHaveLength(0);
    expect(sessionStorage.getItem(CARD_SESSION_KEY)).toBeNull();
    // The notice closes.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close this message' }));
    expect(screen.queryByTestId('autopayment-notice')).not.toBeInTheDocument();
  });
});

describe('the EFT path', () => {
  const received = 'We received your void cheque. We will review it within 2 business days.';

  async function toUpload(extra: FakeRoutes = {}) {
    const user = userEvent.setup();
    const opened = await openPage(extra);
    await user.click(await screen.findByRole('button', { name: 'Replace with a bank account (EFT)' }));
    const eft = await screen.findByTestId('autopayment-eft');
    expect(eft).toHaveTextContent('pre-authorized debit (PAD)');
    expect(eft).toHaveTextContent('we need a photo of a void cheque');
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'Pay automatically from your bank account' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Upload a photo of a void cheque' }));
    await screen.findByTestId('autopayment-addeft');
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'Upload a photo of a void cheque' })).toHaveFocus());
    return { user, ...opened };
  }

  const fileInput = () => screen.getByTestId('cheque-file-input') as HTMLInputElement;
  const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });

  it('summary → eft → addeft: checks the photo by its content, uploads it with progress, back to the summary with the message (PAY-016, PAY-031…036)', async () => {
    let release: () => void = () => {};
    let cheques = chequeStatus(0);
    const { user, server } = await toUpload({
      'GET user.1001/eftphoto': () => ({ json: { error: 0, list: [cheques] } }),
      'POST user.1001/eftphoto': () =>
        new Promise((resolve) => {
          release = () => {
            cheques = chequeStatus(1, [{ id: 9, ts: 1, status: 'pending' }]);
            resolve({ json: { error: 0, success: true, message: received } });
          };
        }),
    });
    const { sent } = installFakeXhr(server);
    const view = screen.getByTestId('autopayment-addeft');
    expect(view).toHaveTextContent('Maximum size 10MB.');
    expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,.jpg,.jpeg');

    // Nothing chosen.
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await within(view).findByRole('alert')).toHaveTextContent('Please select a file');

    // A PNG renamed .jpg: refused by its content, nothing sent.
    choose(pngFile('cheque.jpg'));
    // The check reads the file asynchronously: wait for this file's message, not the last one's.
    await waitFor(() => expect(within(view).getByRole('alert')).toHaveTextContent('Wrong file type. Only jpeg/jpg accepted'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(sent).toHaveLength(0);

    // Too big, too small.
    choose(jpegFile('huge.jpg', 10_000_001));
    await waitFor(() => expect(within(view).getByRole('alert')).toHaveTextContent('File too big. Maximum size 10MB'));
    choose(jpegFile('tiny.jpg', 49));
    await waitFor(() => expect(within(view).getByRole('alert')).toHaveTextContent('Invalid file'));

    // A JPEG.
    choose(jpegFile('cheque.jpg', 4096));
    expect(await screen.findByTestId('cheque-file-status')).toHaveTextContent('Chosen: cheque.jpg (4.1 kB)');
    await waitFor(() => expect(within(view).queryByRole('alert')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    // The body is sent; the answer is held: the bar is full, the page waits.
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(screen.getByTestId('cheque-upload-progress')).toHaveTextContent('Upload complete. Waiting for the answer…');
    expect(screen.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url.searchParams.get('target')).toBe('user.1001/eftphoto');
    expect(sent[0]!.url.searchParams.get('docpost')).toBe('t');
    expect(sent[0]!.headers.get('x-omicron')).toBe('tok');
    expect(((sent[0]!.body as FormData).get('file') as File).name).toBe('cheque.jpg');

    release();
    expect(await screen.findByTestId('autopayment-notice')).toHaveTextContent(received);
    expect(viewOf()).toBe('summary');
    // The status is read again: the processing message.
    expect(await screen.findByTestId('cheque-processing')).toHaveTextContent('We are processing your void cheque.');
  });

  it('reports the progress as it goes', async () => {
    const { server } = await toUpload({ 'POST user.1001/eftphoto': () => new Promise(() => {}) });
    installFakeXhr(server, { steps: [0.4], stepMs: 30 });
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const bar = screen.queryByRole('progressbar', { name: 'Upload progress' });
      const now = bar?.getAttribute('aria-valuenow');
      if (now && seen[seen.length - 1] !== now) seen.push(now);
    });
    observer.observe(document.body, { subtree: true, attributes: true, childList: true });
    choose(jpegFile('cheque.jpg', 10_000));
    await screen.findByText(/Chosen: cheque\.jpg/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(seen[seen.length - 1]).toBe('100'));
    observer.disconnect();
    expect(seen).toEqual(['0', '40', '100']);
  });

  it('shows a network failure’s message in an alert (PAY-038), and a refusal’s', async () => {
    const { user, server } = await toUpload({ 'POST user.1001/eftphoto': { networkError: 'offline' } });
    installFakeXhr(server);
    choose(jpegFile());
    await screen.findByText(/Chosen: cheque\.jpg/);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Either you don't have Internet access or our servers are unavailable. Please try again later.");
    expect(viewOf()).toBe('addeft');

    server.routes['POST user.1001/eftphoto'] = { status: 450, json: { error: 1, message: 'Your photos are under review. You can send another one once we have reviewed them.' } };
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your photos are under review. You can send another one once we have reviewed them.');
  });

  it('hides the upload with two photos waiting (PAY-037)', async () => {
    const user = userEvent.setup();
    const { server } = await openPage(autopaymentRoutes(1001, { cheques: chequeStatus(1) }));
    await user.click(await screen.findByRole('button', { name: 'Replace with a bank account (EFT)' }));
    await user.click(screen.getByRole('button', { name: 'Upload a photo of a void cheque' }));
    expect(await screen.findByTestId('cheque-file-input')).toBeInTheDocument();
    Object.assign(server.routes, autopaymentRoutes(1001, { cheques: chequeStatus(2) }));
    await waitFor(() => expect(screen.queryByTestId('cheque-file-input')).not.toBeInTheDocument(), { timeout: 15_000 });
    expect(screen.getByTestId('autopayment-addeft')).toHaveTextContent('We have received two photos of your void cheque');
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(viewOf()).toBe('eft');
    expect(screen.queryByRole('button', { name: 'Upload a photo of a void cheque' })).not.toBeInTheDocument();
  }, 30_000);
});

describe('in French', () => {
  it('speaks French, with the same rules', async () => {
    changeLanguage('fr');
    const user = userEvent.setup();
    await openPage({}, PATH, 'Facturation');
    expect(await screen.findByTestId('autopayment-description')).toHaveTextContent('Visa ending in 4242');
    await user.click(screen.getByRole('button', { name: 'Remplacer par une carte de crédit' }));
    expect(screen.getByTestId('autopayment-creditcard')).toHaveTextContent('Seules les cartes Visa et Mastercard sont acceptées.');
    await user.click(screen.getByRole('button', { name: 'Continuer vers la page sécurisée' }));
    expect(screen.getByTestId('autopayment-creditcard')).toHaveTextContent('Veuillez inscrire le nom figurant sur la carte avant de continuer.');
  });
});
