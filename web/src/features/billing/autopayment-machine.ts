/**
 * The auto-payment screen's views as a small state machine (PAY-014…020), without React: the
 * summary, the card path (creditcard → loading → the gateway's page → back to the summary, or
 * declined) and the EFT path (eft → addeft → the summary with the server's message). The page
 * dispatches what happened; what it then shows is decided here. An event a view does not expect is
 * ignored (the state is returned unchanged).
 */

/** The sub-views (PAY-014). */
export const autopaymentViews = ['summary', 'creditcard', 'loading', 'declined', 'eft', 'addeft'] as const;
export type AutopaymentView = (typeof autopaymentViews)[number];

/** A message shown at the top of a view. */
export interface Notice {
  severity: 'success' | 'info' | 'error';
  text: string;
}

export interface AutopaymentState {
  view: AutopaymentView;
  /** What the loading view waits for: the card session (then the page leaves), or the card's save. */
  waitingFor: 'cardSession' | 'cardSave' | null;
  /** The message of the current view (the summary's result, the creditcard view's refusal …). */
  notice: Notice | null;
  /** The gateway's message, shown by the declined view. */
  declinedMessage: string;
}

export type AutopaymentEvent =
  /** Summary (or declined): set up or replace with a credit card. */
  | { type: 'chooseCard' }
  /** Summary: set up or replace with a bank account. */
  | { type: 'chooseEft' }
  /** EFT explanation: on to the upload. */
  | { type: 'continueEft' }
  /** Creditcard: the name is fine, the card session is being opened. */
  | { type: 'cardSessionRequested' }
  /** The card session could not be opened: back to the form with the message (PAY-025…027). */
  | { type: 'cardSessionFailed'; message: string }
  /** The gateway's page sent the browser back (PAY-017…020). */
  | { type: 'returned'; result: string; message: string }
  /** The approved card was saved: the summary with the server's message (PAY-020). */
  | { type: 'cardSaved'; message: string }
  /** The approved card could not be saved: the summary with the message (PAY-030). */
  | { type: 'cardSaveFailed'; message: string }
  /** The void cheque was sent: the summary with the server's message (PAY-016). */
  | { type: 'eftUploaded'; message: string }
  /** Back (or Cancel): addeft → eft, any other view → summary. */
  | { type: 'back' }
  /** The notice was closed. */
  | { type: 'dismiss' };

export const initialAutopaymentState: AutopaymentState = Object.freeze({
  view: 'summary',
  waitingFor: null,
  notice: null,
  declinedMessage: '',
});

const to = (view: AutopaymentView, notice: Notice | null = null, extra: Partial<AutopaymentState> = {}): AutopaymentState => ({
  view,
  waitingFor: null,
  notice,
  declinedMessage: '',
  ...extra,
});

/** The next state. */
export function autopaymentReducer(state: AutopaymentState, event: AutopaymentEvent): AutopaymentState {
  switch (event.type) {
    case 'chooseCard':
      return state.view === 'summary' || state.view === 'declined' ? to('creditcard') : state;
    case 'chooseEft':
      return state.view === 'summary' ? to('eft') : state;
    case 'continueEft':
      return state.view === 'eft' ? to('addeft') : state;
    case 'cardSessionRequested':
      return state.view === 'creditcard' ? to('loading', null, { waitingFor: 'cardSession' }) : state;
    case 'cardSessionFailed':
      return state.view === 'loading' && state.waitingFor === 'cardSession'
        ? to('creditcard', { severity: 'error', text: event.message })
        : state;
    case 'returned':
      // A return comes with the page's load, whatever was shown before.
      switch (event.result) {
        case 'approved':
          return to('loading', null, { waitingFor: 'cardSave' });
        case 'denied':
          return to('declined', null, { declinedMessage: event.message });
        case 'cancelled':
          return to('summary', event.message ? { severity: 'info', text: event.message } : null);
        default:
          // Not a result this page knows: the summary, with the message the page gives for it.
          return to('summary', event.message ? { severity: 'error', text: event.message } : null);
      }
    case 'cardSaved':
      return state.view === 'loading' && state.waitingFor === 'cardSave' ? to('summary', { severity: 'success', text: event.message }) : state;
    case 'cardSaveFailed':
      return state.view === 'loading' && state.waitingFor === 'cardSave' ? to('summary', { severity: 'error', text: event.message }) : state;
    case 'eftUploaded':
      return state.view === 'addeft' ? to('summary', { severity: 'success', text: event.message }) : state;
    case 'back':
      if (state.view === 'addeft') return to('eft');
      if (state.view === 'loading') return state; // nothing to go back to while waiting
      return state.view === 'summary' ? state : to('summary');
    case 'dismiss':
      return state.notice ? { ...state, notice: null } : state;
  }
}

/** The state after a series of events (a page opened with a return starts with 'returned'). */
export function stateAfter(events: readonly AutopaymentEvent[], from: AutopaymentState = initialAutopaymentState): AutopaymentState {
  return events.reduce(autopaymentReducer, from);
}
